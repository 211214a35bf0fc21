import {
  BuildingLoadInputSchema,
  calculateBuildingLoad,
  defaultBuildingLoadInput,
  type BuildingLoadInputDraft,
} from '@org/hvac-core/building-load';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { reportOfDraft } from '../../test/report-reading';
import { buildingLoadDefinition } from './definition';
import { RoomDetail } from './RoomDetail';
import type { DraftRoom, DraftWindowType } from './types';
import { NONE } from './types';
import {
  chooseWindowType,
  newWindowType,
  removeWindowType,
  windowTypeOptions,
  windowTypeSummary,
  windowTypeValue,
} from './window-types';

/** W1 as the default office's window is typed: 6.5 × 5 ft, U 0.49, SHGC 0.4, no shade. */
const W1: DraftWindowType = {
  id: 'wt1',
  name: 'W1',
  width: 6.5,
  height: 5,
  uFactor: 0.49,
  shgc: 0.4,
};
const W2: DraftWindowType = { ...W1, id: 'wt2', name: 'W2', width: 3, glazingId: '5d', iac: 0.6 };

/** The default office (Imperial) with the library W1, W2 and its window naming W1. */
function typedBuilding(): BuildingLoadInputDraft {
  const building = defaultBuildingLoadInput('Imperial');
  const room = building.rooms[0]!;
  return {
    ...building,
    windowTypes: [W1, W2],
    rooms: [
      {
        ...room,
        windows: room.windows.map((w) => chooseWindowType(w, 'wt1', [W1, W2])),
      },
    ],
  };
}

describe('window type helpers', () => {
  it('offers “None (enter values)” and the library’s types by name', () => {
    expect(windowTypeOptions([W1, { ...W2, name: '' }])).toEqual([
      { value: NONE, label: 'None (enter values)' },
      { value: 'wt1', label: 'W1' },
      { value: 'wt2', label: 'wt2' },
    ]);
    const window = typedBuilding().rooms[0]!.windows[0]!;
    expect(windowTypeValue(window)).toBe('wt1');
  });

  it('choosing a type drops the window’s own size, U, SHGC, glazing and shade, keeping count and shading', () => {
    const own = defaultBuildingLoadInput('Imperial').rooms[0]!.windows[0]!;
    const typed = chooseWindowType({ ...own, count: 3, glazingId: '1a' }, 'wt2', [W1, W2]);
    expect(typed).toEqual({
      id: 'w1',
      orientation: 'W',
      count: 3,
      overhangProjection: 0,
      overhangGap: 0,
      finProjection: 0,
      finGap: 0,
      windowTypeId: 'wt2',
    });
  });

  it('“None” copies the type’s values onto the window, so its figures do not change', () => {
    const building = typedBuilding();
    const window = building.rooms[0]!.windows[0]!;
    const detached = chooseWindowType(window, NONE, [W1, W2]);
    expect(detached).not.toHaveProperty('windowTypeId');
    expect(detached).toMatchObject({ width: 6.5, height: 5, uFactor: 0.49, shgc: 0.4, iac: 1 });
    const copied = { ...building, rooms: [{ ...building.rooms[0]!, windows: [detached] }] };
    expect(calculateBuildingLoad(copied)).toEqual(calculateBuildingLoad(building));
  });

  it('removing a used type copies its values onto its windows and keeps the loads', () => {
    const building = typedBuilding();
    const removed = removeWindowType(building, 0);
    expect(removed.windowTypes).toEqual([W2]);
    expect(removed.rooms[0]!.windows[0]).not.toHaveProperty('windowTypeId');
    expect(removed.rooms[0]!.windows[0]).toMatchObject({ width: 6.5, uFactor: 0.49 });
    expect(BuildingLoadInputSchema.safeParse(removed).success).toBe(true);
    expect(calculateBuildingLoad(removed)).toEqual(calculateBuildingLoad(building));
  });

  it('sums a type up in one line, in either unit system', () => {
    expect(windowTypeSummary(W1, 'Imperial')).toBe(
      '6.5 × 5 ft, U-factor 0.49 Btu/h·ft²·°F, SHGC 0.4, glazing 5b’s curve, no interior shade',
    );
    expect(
      windowTypeSummary(
        { ...W2, width: 1, height: 1.5, uFactor: 2.8, shadeRadiantFraction: '' },
        'Metric',
      ),
    ).toMatch(
      /^1 × 1\.5 m, U-factor 2\.8 W\/m²·K, SHGC 0\.4, 5d: .+, interior shade IAC 0\.6 \(radiant fraction 0\.5\)$/,
    );
    expect(newWindowType('wt3', [W1, W2], 'Metric')).toEqual({
      id: 'wt3',
      name: 'W3',
      width: 1,
      height: 1.5,
      uFactor: 2.8,
      shgc: 0.4,
    });
  });
});

function Harness({ initial }: { initial: BuildingLoadInputDraft }) {
  const [room, setRoom] = useState<DraftRoom>(initial.rooms[0]!);
  return (
    <>
      <RoomDetail
        room={room}
        index={0}
        constructions={initial.constructions}
        windowTypes={initial.windowTypes ?? []}
        unitSystem="Imperial"
        errors={{}}
        onChange={setRoom}
      />
      <output data-testid="room-json">{JSON.stringify(room)}</output>
    </>
  );
}

const roomState = (): DraftRoom =>
  JSON.parse(screen.getByTestId('room-json').textContent ?? '{}') as DraftRoom;

describe('room detail: the window type select', () => {
  it('is not shown while the building has no window types: the window keeps its fields', () => {
    renderWithMantine(<Harness initial={defaultBuildingLoadInput('Imperial')} />);
    expect(screen.queryByRole('combobox', { name: 'Window 1 type' })).toBeNull();
    expect(screen.getByLabelText(/^Width/)).toBeInTheDocument();
  });

  it('offers None and the types; a type shows its values in one line, count and shading stay editable', async () => {
    const building = defaultBuildingLoadInput('Imperial');
    renderWithMantine(<Harness initial={{ ...building, windowTypes: [W1, W2] }} />);
    const select = screen.getByRole('combobox', { name: 'Window 1 type' });
    expect(select).toHaveValue('None (enter values)');
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None (enter values)', 'W1', 'W2']);
    await userEvent.click(screen.getByRole('option', { name: 'W2' }));

    expect(roomState().windows[0]).toMatchObject({ windowTypeId: 'wt2', count: 1 });
    expect(roomState().windows[0]).not.toHaveProperty('width');
    const window = screen.getByTestId('building-window');
    expect(within(window).getByTestId('building-window-type-summary')).toHaveTextContent(
      /^From window type W2: 3 × 5 ft, U-factor 0\.49 Btu\/h·ft²·°F, SHGC 0\.4, 5d: .+, interior shade IAC 0\.6 \(radiant fraction 0\.5\)\.$/,
    );
    expect(within(window).queryByLabelText(/^Width/)).toBeNull();
    expect(within(window).queryByLabelText(/^SHGC/)).toBeNull();
    expect(within(window).queryByRole('combobox', { name: /Glazing type/ })).toBeNull();
    const count = within(window).getByLabelText(/^Count/);
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    expect(roomState().windows[0]).toMatchObject({ windowTypeId: 'wt2', count: 4 });
    expect(within(window).getByLabelText(/^Overhang projection/)).toBeEnabled();
  });

  it('back to None, the type’s values become the window’s own, editable', async () => {
    renderWithMantine(<Harness initial={typedBuilding()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Window 1 type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'None (enter values)' }));
    expect(roomState().windows[0]).not.toHaveProperty('windowTypeId');
    expect(screen.getByLabelText(/^Width/)).toHaveValue('6.5');
    expect(screen.queryByTestId('building-window-type-summary')).toBeNull();
  });

  it('sizes a typed window on its wall by its type: the wall’s net area after the type’s glass', async () => {
    const building = typedBuilding();
    const room = building.rooms[0]!;
    const placed = {
      ...building,
      rooms: [
        {
          ...room,
          surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 162.5 } : s)),
          windows: room.windows.map((w) => ({ ...w, surfaceId: 's1' })),
        },
      ],
    };
    renderWithMantine(<Harness initial={placed} />);
    const wall = screen.getAllByTestId('building-surface')[0] as HTMLElement;
    // 162.5 − 6.5 × 5 = 130 ft², from W1's size (the window has none of its own).
    expect(within(wall).getByText('Net 130 ft² after its windows')).toBeInTheDocument();
  });
});

describe('report: the window library', () => {
  it('lists the window types as a table and names each window’s type', () => {
    const report = reportOfDraft(buildingLoadDefinition, typedBuilding());
    const types = report.tables?.find((t) => t.title === 'Window types');
    expect(types?.columns.map((c) => c.header)).toEqual([
      'Type',
      'Width × height (ft)',
      'U-factor (Btu/h·ft²·°F)',
      'SHGC',
      'Glazing type (angular SHGC)',
      'Interior shade',
      'Number of windows',
    ]);
    expect(types?.rows[0]).toEqual([
      'W1',
      '6.5 × 5',
      '0.49',
      '0.4',
      'not given (5b’s curve)',
      'none (IAC 1)',
      '1',
    ]);
    expect(types?.rows[1]?.[5]).toBe('IAC 0.6, radiant fraction 0.5');
    const elements = report.tables?.find((t) => t.title === 'Walls, roofs and windows');
    expect(elements?.rows[2]?.slice(1, 5)).toEqual([
      'Window 1, type W1',
      'W',
      'not placed',
      '32.5',
    ]);
    expect(elements?.rows[2]?.[6]).toBe('U 0.49, SHGC 0.4, IAC 1');
  });

  it('prints no window types table for a file without a library', () => {
    const report = reportOfDraft(buildingLoadDefinition, defaultBuildingLoadInput('Imperial'));
    expect(report.tables?.some((t) => t.title === 'Window types')).toBe(false);
  });
});
