import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  defaultBuildingLoadInput,
  type BuildingLoadInputDraft,
} from '@org/hvac-core/building-load';
import { defaultHeatLoadInput } from '@org/hvac-core/heat-load';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import { BuildingLoadCalculator } from './BuildingLoadCalculator';
import { buildingLoadDefinition } from './definition';
import type { RoomSourcesState } from './room-sources';

function Harness({
  initial = defaultBuildingLoadInput('Imperial'),
  roomSources,
}: {
  initial?: BuildingLoadInputDraft;
  roomSources?: RoomSourcesState;
}) {
  const [draft, setDraft] = useState<BuildingLoadInputDraft>(initial);
  return (
    <BuildingLoadCalculator
      value={draft}
      onChange={setDraft}
      evaluation={useEvaluation(buildingLoadDefinition, draft)}
      {...(roomSources === undefined ? {} : { roomSources })}
    />
  );
}

const twoRooms = (unitSystem: 'Imperial' | 'Metric' = 'Imperial'): BuildingLoadInputDraft => {
  const building = defaultBuildingLoadInput(unitSystem);
  const office = building.rooms[0];
  if (office === undefined) throw new Error('default room');
  return {
    ...building,
    zones: [...building.zones, { id: 'z2', name: 'Zone 2', systemId: 'a1' }],
    rooms: [office, { ...office, id: 'r2', name: 'Office 102', people: 1 }],
  };
};

async function choose(input: HTMLElement, option: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const fixture = (name: string): string =>
  readFileSync(
    resolve(__dirname, `../../../../../packages/hvac-core/test-fixtures/weather/${name}`),
    'latin1',
  );

describe('room table: bulk edit', () => {
  it('sets one value in every selected room, in the file’s units, and says so', async () => {
    renderWithMantine(<Harness initial={twoRooms('Metric')} />);
    expect(screen.queryByTestId('building-bulk-edit')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rooms' }));
    const bar = screen.getByTestId('building-bulk-edit');
    await choose(within(bar).getByRole('combobox', { name: 'Field' }), 'Lighting power density');
    const input = within(bar).getByLabelText(/New lighting power density/);
    expect(input).toHaveAccessibleName(/W\/m²/);
    await userEvent.type(input, '12');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply to 2 rooms' }));
    expect(screen.getByTestId('building-rooms-status')).toHaveTextContent(
      'Lighting power density set to 12 W/m² in 2 rooms.',
    );
    expect(screen.getByLabelText(/^Lighting power density/)).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Office 102' }));
    expect(screen.getByLabelText(/^Lighting power density/)).toHaveValue('12');
  });

  it('applies a schedule preset to the checked room only', async () => {
    renderWithMantine(<Harness initial={twoRooms()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Office 102' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rooms' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    const bar = screen.getByTestId('building-bulk-edit');
    await choose(within(bar).getByRole('combobox', { name: 'Field' }), 'Schedule preset');
    await choose(
      within(bar).getByRole('combobox', { name: 'New schedule preset' }),
      'Retail, 9:00–21:00',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply to 1 room' }));
    expect(screen.getByLabelText(/^Occupied from/)).toHaveValue('8');
    await userEvent.click(screen.getByRole('button', { name: 'Office 102' }));
    expect(screen.getByLabelText(/^Occupied from/)).toHaveValue('9');
    expect(screen.getByLabelText(/^Occupied until/)).toHaveValue('21');
  });
});

describe('room table: import from a heat-load file', () => {
  it('asks for a project when the file is in none', async () => {
    renderWithMantine(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Import from heat-load file' }));
    expect(await screen.findByText(/save this building file in a project/)).toBeInTheDocument();
  });

  it('adds the picked file as a room and lists what it did not carry', async () => {
    const sources: RoomSourcesState = {
      status: 'ready',
      files: [
        { fileId: 'f1', name: 'Corner office', data: defaultHeatLoadInput('Imperial') },
        { fileId: 'f2', name: 'Broken', data: { wallArea: 'lots' } },
      ],
    };
    renderWithMantine(<Harness roomSources={sources} />);
    await userEvent.click(screen.getByRole('button', { name: 'Import from heat-load file' }));
    const dialog = await screen.findByRole('dialog');
    await choose(within(dialog).getByRole('combobox', { name: 'Heat-load file' }), 'Broken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import room' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '“Broken” cannot be imported: its inputs are not valid',
    );
    await choose(within(dialog).getByRole('combobox', { name: 'Heat-load file' }), 'Corner office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import room' }));
    expect(screen.getAllByTestId('building-room-row')).toHaveLength(2);
    // The heat-load example: 300 ft², 300 W of lighting (1 W/ft²), 35 cfm outdoor air.
    expect(screen.getByLabelText(/^Floor area/)).toHaveValue('300');
    expect(screen.getByLabelText(/^Lighting power density/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Outdoor air \(ASHRAE 62\.1\)/)).toHaveValue('35');
    const notes = screen.getByTestId('building-room-import-notes');
    expect(notes).toHaveTextContent('“Office” imported from “Corner office”');
    expect(notes).toHaveTextContent(
      /Wall orientation: the heat-load file has none; the wall faces S/,
    );
    expect(screen.getByRole('button', { name: 'Delete Office' })).toBeInTheDocument();
  });
});

describe('zones: moving rooms', () => {
  it('moves a room by its list, from the keyboard', async () => {
    renderWithMantine(<Harness initial={twoRooms()} />);
    await userEvent.selectOptions(screen.getByLabelText('Move Office 102 to zone'), 'z2');
    expect(
      within(screen.getByRole('group', { name: 'Rooms in Zone 2' })).getByText('Office 102'),
    ).toBeInTheDocument();
    expect(screen.getByText('Office 102 moved to Zone 2.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zone of Office 102' })).toHaveValue('Zone 2');
  });

  it('moves a room dropped onto another zone', () => {
    renderWithMantine(<Harness initial={twoRooms()} />);
    const store = new Map<string, string>();
    const dataTransfer = {
      types: ['application/x-building-room'],
      setData: (type: string, data: string) => store.set(type, data),
      getData: (type: string) => store.get(type) ?? '',
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    const office = screen
      .getAllByTestId('building-zone-room')
      .find((row) => row.textContent?.includes('Office 101'));
    if (office === undefined) throw new Error('no Office 101 in the tree');
    const zone2 = screen.getByRole('group', { name: 'Rooms in Zone 2' });
    fireEvent.dragStart(office, { dataTransfer });
    fireEvent.dragOver(zone2, { dataTransfer });
    fireEvent.drop(zone2, { dataTransfer });
    expect(within(zone2).getByText('Office 101')).toBeInTheDocument();
  });
});

describe('site: .epw import', () => {
  it('derives the design conditions from the hours, and names the line of a damaged file', async () => {
    const name = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw';
    const text = fixture(name);
    const { container } = renderWithMantine(<Harness />);
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const lines = text.split('\n');
    lines[99] = (lines[99] ?? '').split(',').slice(0, -1).join(',');
    await userEvent.upload(input, new File([lines.join('\n')], 'damaged.epw'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Line 100, row');
    expect(screen.getByTestId('building-site-sources')).toHaveTextContent(/Example/);

    await userEvent.upload(input, new File([text], name));
    expect(await screen.findByDisplayValue('Chicago Ohare Intl Ap, IL, USA')).toBeInTheDocument();
    const sources = screen.getByTestId('building-site-sources');
    expect(sources).toHaveTextContent(
      `Heating design dry bulb: ${name}, derived from 8,760 hours (99.6 % dry bulb)`,
    );
    expect(sources).toHaveTextContent('taub and taud kept from the site before the import');
  });
});
