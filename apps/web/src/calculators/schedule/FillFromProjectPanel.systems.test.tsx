import { defaultDuctSystemInput } from '@org/hvac-core/duct-system';
import { defaultHydronicSystemInput } from '@org/hvac-core/hydronic-system';
import type { EquipmentScheduleInputDraft } from '@org/hvac-core/schedule';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { FillFromProjectPanel } from './FillFromProjectPanel';
import type { ScheduleSourceFile } from './project-sources';

const DUCT_SYSTEM: ScheduleSourceFile = {
  kind: 'duct-system',
  collection: 'ductSystems',
  fileId: 'd1',
  name: 'Level 2 air',
  data: defaultDuctSystemInput('Imperial'),
};

const HYDRONIC_SYSTEM: ScheduleSourceFile = {
  kind: 'hydronic-system',
  collection: 'hydronicSystems',
  fileId: 'h1',
  name: 'Level 2 CHW',
  data: defaultHydronicSystemInput('Imperial'),
};

/** A file its schema refuses: it is listed with why it gives no row, and the others still work. */
const DAMAGED: ScheduleSourceFile = {
  kind: 'duct-system',
  collection: 'ductSystems',
  fileId: 'd2',
  name: 'Half-drawn',
  data: { unitSystem: 'Imperial', sections: 'not a list' },
};

let latest: EquipmentScheduleInputDraft = {};

function Harness({ unitSystem }: { unitSystem: 'Imperial' | 'Metric' }) {
  const [draft, setDraft] = useState<EquipmentScheduleInputDraft>({
    calculationName: 'S',
    unitSystem,
    rows: [],
  });
  latest = draft;
  return (
    <FillFromProjectPanel
      value={draft}
      onChange={setDraft}
      sources={{ status: 'ready', files: [DUCT_SYSTEM, DAMAGED, HYDRONIC_SYSTEM] }}
    />
  );
}

describe('FillFromProjectPanel with duct-system and hydronic-system files', () => {
  it('offers the fan and the pump with their duty, and adds each with its link', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness unitSystem="Imperial" />);
    const [fan, damaged, pump] = screen.getAllByTestId('schedule-source');
    if (!fan || !damaged || !pump) throw new Error('Three files are offered.');
    expect(fan.querySelector('p')?.textContent).toBe('Duct system: “Level 2 air”');
    expect(within(fan).getByTestId('schedule-source-values').textContent).toMatch(
      /^Airflow 2,000 cfm · External static pressure 0\.\d\d in\. wg · Motor rating 1 hp · Electrical input 0\.\d\d kW$/,
    );
    expect(within(fan).getByTestId('schedule-source-notes').textContent).toMatch(
      /^Fan total pressure \d\.\d\d in\. wg with a 10 % safety factor; power at 65 % fan total/,
    );
    expect(within(damaged).getByText(/^Gives no row: its inputs are not valid/)).toBeTruthy();
    expect(within(pump).getByTestId('schedule-source-values').textContent).toMatch(
      /^Water flow [\d.]+ gpm · Pump head [\d.]+ ft of water · Motor rating 3 hp · Electrical input [\d.]+ kW$/,
    );
    expect(within(pump).getByTestId('schedule-source-notes').textContent).toMatch(/^Duty point/);

    await user.click(within(fan).getByRole('button', { name: 'Add EF-1 from Level 2 air' }));
    await user.click(within(pump).getByRole('button', { name: 'Add P-1 from Level 2 CHW' }));
    expect(latest.rows).toMatchObject([
      { type: 'fan', tag: 'EF-1', airflow: 2000, source: { kind: 'duct-system', fileId: 'd1' } },
      {
        type: 'pump',
        tag: 'P-1',
        motorPower: 3,
        source: { kind: 'hydronic-system', fileId: 'h1' },
      },
    ]);
  });

  it('gives the fan in a Metric schedule and can add it as an air-handling unit', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness unitSystem="Metric" />);
    const [fan] = screen.getAllByTestId('schedule-source');
    if (!fan) throw new Error('The fan is offered.');
    expect(within(fan).getByTestId('schedule-source-values').textContent).toMatch(
      /^Airflow 943\.9 L\/s · External static pressure \d+ Pa · Motor rating 0\.75 kW/,
    );
    await user.selectOptions(within(fan).getByLabelText('Add as'), 'airHandlingUnit');
    await user.click(within(fan).getByRole('button', { name: /^Add AHU-1 from/ }));
    expect(latest.rows?.[0]).toMatchObject({ type: 'airHandlingUnit', tag: 'AHU-1' });
  });
});
