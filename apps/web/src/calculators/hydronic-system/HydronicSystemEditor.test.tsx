import { defaultBuildingLoadInput } from '@org/hvac-core/building-load';
import {
  calculateHydronicSystem,
  defaultHydronicSystemInput,
  hydronicLoadsFromBuilding,
  type HydronicSystemInputDraft,
} from '@org/hvac-core/hydronic-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import { hydronicSystemDefinition } from './definition';
import { HydronicSystemEditor } from './HydronicSystemEditor';
import type { BuildingLoadSources } from '../building-load/load-sources';

function Harness({
  initial,
  loadSources = { status: 'noProject' },
}: {
  initial: HydronicSystemInputDraft;
  loadSources?: BuildingLoadSources;
}) {
  const [draft, setDraft] = useState<HydronicSystemInputDraft>(initial);
  return (
    <HydronicSystemEditor
      value={draft}
      onChange={setDraft}
      evaluation={useEvaluation(hydronicSystemDefinition, draft)}
      loadSources={loadSources}
    />
  );
}

const base = () =>
  structuredClone(defaultHydronicSystemInput('Imperial')) as HydronicSystemInputDraft;

describe('HydronicSystemEditor', () => {
  it('shows the index circuit, the valve schedule and the duty point of the example floor', () => {
    renderWithMantine(<Harness initial={base()} />);
    const result = calculateHydronicSystem(base());
    expect(screen.getByRole('heading', { name: 'Index circuit: FC-4' })).toBeInTheDocument();
    const valves = screen.getByTestId('hydronic-valve-table');
    expect(within(valves).getByRole('rowheader', { name: 'FC-4 (index)' })).toBeInTheDocument();
    expect(screen.getByTestId('hydronic-summary')).toHaveTextContent(
      `${result.pump.duty!.flowRate.toFixed(1)} gpm`,
    );
    expect(
      screen.getByRole('img', { name: /^Network schematic: 4 terminals/ }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('lays out four risers and finds the far riser as the index circuit', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={base()} />);
    await user.click(screen.getByRole('button', { name: 'Replace the network with this layout' }));
    // 4 risers × 3 floors × 2 terminals by default.
    expect(screen.getAllByRole('textbox', { name: /^Id of terminal/ })).toHaveLength(24);
    expect(
      screen.getByRole('heading', { name: /^Index circuit: T-4\.3\.\d$/ }),
    ).toBeInTheDocument();
  });

  it('lays out a reverse-return main and edits its header sections in their own table', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={base()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Return main' }), 'reverse');
    await user.click(screen.getByRole('button', { name: 'Replace the network with this layout' }));
    const home = screen.getByRole('combobox', { name: 'Pipe size of return section RH-HOME' });
    expect(home).toBeInTheDocument();
    await user.selectOptions(home, '4');
    expect(
      screen.getByRole('combobox', { name: 'Pipe size of return section RH-HOME' }),
    ).toHaveValue('4');
    expect(screen.getByRole('heading', { name: /^Index circuit: T-/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('sizes every pipe by friction rate and velocity, and lists what changed', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={base()} />);
    const main = screen.getByRole('combobox', { name: 'Pipe size of run S1' });
    expect(main).toHaveValue('2-1/2');
    await user.click(screen.getByRole('button', { name: 'Size every pipe' }));
    // 84 gpm at 4 ft/100 ft: 3 in. (hvac-core's size-pipes.test.ts works it by hand).
    expect(screen.getByRole('combobox', { name: 'Pipe size of run S1' })).toHaveValue('3');
    expect(screen.getByRole('status')).toHaveTextContent(
      '12 pipes sized at 4 ft/100 ft: 6 changed.',
    );
    const changed = screen.getByRole('list', { name: 'Pipes resized' });
    expect(changed).toHaveTextContent('S1: 2-1/2 → 3 in');
    expect(changed).toHaveTextContent('FC-1 branch: 1-1/2 → 2 in');
  });

  it('refuses to size a network whose fields have errors, and says why', async () => {
    const user = userEvent.setup();
    const broken = base();
    broken.designDeltaT = -5;
    renderWithMantine(<Harness initial={broken} />);
    await user.click(screen.getByRole('button', { name: 'Size every pipe' }));
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) => alert.textContent?.includes('Correct the fields marked first')),
    ).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Pipe size of run S1' })).toHaveValue('2-1/2');
  });

  it('closes control valves for a part-load case and shows the circuits’ flows', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={base()} />);
    await user.click(screen.getByRole('switch', { name: 'Solve a part-load case' }));
    await user.click(screen.getByRole('checkbox', { name: 'Close FC-1' }));
    const table = screen.getByTestId('hydronic-part-load-table');
    const row = within(table).getByRole('rowheader', { name: 'FC-1' }).closest('tr')!;
    expect(row).toHaveTextContent('closed');
    expect(screen.getByTestId('hydronic-part-load-pump')).toHaveTextContent(
      'fixed speed, on its curve',
    );
  });

  it('takes a zone’s load from a building file, keeps the link and tells when the file changes', async () => {
    const user = userEvent.setup();
    const building = defaultBuildingLoadInput('Imperial');
    const file = { fileId: 'b1', name: 'Block A', savedAt: new Date('2026-05-01T10:00:00Z') };
    const sources = (data: unknown, savedAt = file.savedAt): BuildingLoadSources => ({
      status: 'ready',
      files: [{ ...file, savedAt, data }],
    });
    const { rerender } = renderWithMantine(
      <Harness initial={base()} loadSources={sources(building)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Take loads' }));
    const [zone] = hydronicLoadsFromBuilding(building, 'Imperial', 'chilledWater', 'zones');
    expect(
      screen.getByText(/^Took 1 cooling loads from “Block A”: FC-1 ← Zone 1\.$/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Load of terminal FC-1/)).toHaveValue(
      zone!.load!.toLocaleString('en-US'),
    );
    expect(screen.getByText(/unchanged since they were taken/)).toBeInTheDocument();

    // The building is saved again with a room twice as large: its zone's peak grows.
    const bigger = structuredClone(building);
    bigger.rooms[0]!.floorArea *= 2;
    rerender(
      <Harness initial={base()} loadSources={sources(bigger, new Date('2026-05-02T10:00:00Z'))} />,
    );
    expect(
      screen.getByText(/“Block A” now gives other loads than the terminals hold: FC-1 \(Zone 1\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update the linked loads' }));
    const [grown] = hydronicLoadsFromBuilding(bigger, 'Imperial', 'chilledWater', 'zones');
    expect(grown!.load).not.toBe(zone!.load);
    expect(screen.getByLabelText(/^Load of terminal FC-1/)).toHaveValue(
      grown!.load!.toLocaleString('en-US'),
    );
    expect(screen.getByText(/unchanged since they were taken/)).toBeInTheDocument();
  });

  it('draws its numbers from the engine field table: the schema’s limits on the arrow keys, the same ids', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={base()} />);
    // HYDRONIC_SYSTEM_NUMBER_FIELD_SPECS.designDeltaT: 0.5–100 °F, the schema's range.
    const deltaT = screen.getByLabelText('Design temperature difference');
    expect(deltaT).toHaveAttribute('id', 'hydronic-designDeltaT');
    expect(deltaT).toHaveValue('10');
    await user.clear(deltaT);
    await user.type(deltaT, '1{ArrowDown}');
    expect(deltaT).toHaveValue('0.5');
    expect(screen.getByLabelText('Mean liquid temperature')).toHaveAttribute(
      'id',
      'hydronic-fluidTemperature',
    );
  });
});
