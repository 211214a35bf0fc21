import { defaultBuildingLoadInput } from '@org/hvac-core/building-load';
import type { EquipmentScheduleInputDraft } from '@org/hvac-core/schedule';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { FillFromProjectPanel } from './FillFromProjectPanel';
import type { ScheduleSourceFile } from './project-sources';

/** The example office (AHU-1 serving Zone 1) with a second system that serves no room yet. */
function building(unitSystem: 'Imperial' | 'Metric') {
  const base = defaultBuildingLoadInput(unitSystem);
  return {
    ...base,
    systems: [
      ...base.systems,
      { id: 'a2', name: 'AHU-2', supplyAirTemp: unitSystem === 'Metric' ? 13 : 55, fanHeat: 0 },
    ],
  };
}

const BUILDING: ScheduleSourceFile = {
  kind: 'building-load',
  collection: 'buildingLoadCalculations',
  fileId: 'b1',
  name: 'Office building',
  data: building('Imperial'),
};

let latest: EquipmentScheduleInputDraft = {};

function Harness({ initial }: { initial: EquipmentScheduleInputDraft }) {
  const [draft, setDraft] = useState<EquipmentScheduleInputDraft>(initial);
  latest = draft;
  return (
    <FillFromProjectPanel
      value={draft}
      onChange={setDraft}
      sources={{ status: 'ready', files: [BUILDING] }}
    />
  );
}

describe('FillFromProjectPanel with a building-load file', () => {
  it('offers an air-handling unit per system and adds it with its link', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <Harness initial={{ calculationName: 'S', unitSystem: 'Imperial', rows: [] }} />,
    );
    const items = screen.getAllByTestId('schedule-source');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Building load: “Office building”, system AHU-1',
      'Building load: “Office building”, system AHU-2',
    ]);
    const [first, second] = items;
    if (!first || !second) throw new Error('Two systems are offered.');
    expect(within(first).getByTestId('schedule-source-values').textContent).toMatch(
      /^Cooling capacity [\d,]+ Btu\/h · Heating capacity [\d,]+ Btu\/h · Airflow [\d,]+ cfm$/,
    );
    expect(within(first).getByTestId('schedule-source-notes').textContent).toMatch(
      /^AHU-1 at its peak, Jul 16:00 .*; sensible cooling [\d,]+ Btu\/h; outdoor air 40 cfm\.$/,
    );
    expect(within(second).getByText(/Gives no row: AHU-2 serves no room/)).toBeTruthy();

    await user.click(
      within(first).getByRole('button', { name: 'Add AHU-1 from Office building, AHU-1' }),
    );
    const [row] = latest.rows ?? [];
    expect(row).toMatchObject({
      type: 'airHandlingUnit',
      tag: 'AHU-1',
      servingArea: 'Zone 1',
      source: { kind: 'building-load', fileId: 'b1' },
    });
    expect(within(first).getByText('✓ Added AHU-1')).toBeTruthy();
    // The tag is now taken: the next row from the same system would be AHU-2.
    expect(within(first).getByRole('button', { name: /^Add AHU-2 from/ })).toBeTruthy();
  });

  it('converts to a Metric schedule and can add the system as another type', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <Harness initial={{ calculationName: 'S', unitSystem: 'Metric', rows: [] }} />,
    );
    const [first] = screen.getAllByTestId('schedule-source');
    if (!first) throw new Error('A system is offered.');
    expect(within(first).getByTestId('schedule-source-values').textContent).toMatch(
      / W · Heating capacity [\d,]+ W · Airflow [\d,.]+ L\/s$/,
    );
    await user.selectOptions(within(first).getByLabelText('Add as'), 'rooftopUnit');
    await user.click(within(first).getByRole('button', { name: /^Add RTU-1 from/ }));
    expect(latest.rows?.[0]).toMatchObject({ type: 'rooftopUnit', tag: 'RTU-1' });
  });
});
