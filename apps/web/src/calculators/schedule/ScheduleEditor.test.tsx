import { Notifications } from '@mantine/notifications';
import type { EquipmentScheduleInputDraft } from '@org/hvac-core/schedule';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ScheduleEditor } from './ScheduleEditor';
import { scheduleDefinition } from './definition';
import { useEvaluation } from '../../calculator-kit/use-evaluation';

const PUMPS: EquipmentScheduleInputDraft = {
  calculationName: 'Plant',
  unitSystem: 'Imperial',
  rows: [
    { id: 'row-1', type: 'pump', tag: 'P-1', waterFlow: 40, manufacturer: 'Armstrong' },
    { id: 'row-2', type: 'fan', tag: 'EF-1', airflow: 1000 },
    { id: 'row-3', type: 'pump', tag: 'P-2', waterFlow: 120, manufacturer: 'Grundfos' },
  ],
};

let latest: EquipmentScheduleInputDraft = {};

function Harness({ initial }: { initial: EquipmentScheduleInputDraft }) {
  const [draft, setDraft] = useState<EquipmentScheduleInputDraft>(initial);
  latest = draft;
  return (
    <>
      <Notifications />
      <ScheduleEditor
        value={draft}
        onChange={setDraft}
        evaluation={useEvaluation(scheduleDefinition, draft)}
      />
    </>
  );
}

const tagsOf = (draft: EquipmentScheduleInputDraft) => (draft.rows ?? []).map((row) => row.tag);

describe('ScheduleEditor', () => {
  it('renders a long table’s rows near the viewport only; the filter narrows it', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 120 }, (_, i) => ({
      id: `row-${i + 1}`,
      type: 'fan' as const,
      tag: `EF-${i + 1}`,
      electricalPower: 1.5,
    }));
    renderWithMantine(<Harness initial={{ calculationName: 'S', unitSystem: 'Imperial', rows }} />);
    const table = within(screen.getByTestId('schedule-table-fan')).getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '121');
    const shown = within(table).getAllByRole('row');
    expect(shown.length).toBeLessThan(100);
    expect(shown[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByLabelText('EF-1 tag')).toHaveValue('EF-1');
    // The summary is the whole schedule's: 120 × 1.5 kW.
    expect(screen.getByTestId('schedule-connected-load')).toHaveTextContent('180');

    await user.click(screen.getByLabelText(/Filter rows/));
    await user.paste('EF-120');
    expect(await screen.findByTestId('schedule-view-notice')).toBeInTheDocument();
    expect(within(screen.getByTestId('schedule-table-fan')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByLabelText('EF-120 tag')).toHaveValue('EF-120');
  });

  it('adds a row with the type’s next tag and names a bad value with its range', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <Harness initial={{ calculationName: 'S', unitSystem: 'Imperial', rows: [] }} />,
    );
    expect(screen.getByText(/No equipment yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Add air-handling unit' }));
    expect(screen.getByLabelText('AHU-2 tag')).toHaveValue('AHU-2');
    await user.type(screen.getByLabelText('AHU-1 airflow cfm'), '2000000');
    expect(
      screen.getAllByText('AHU-1: Airflow must be greater than 0 and at most 1,000,000 cfm.')
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('From the last valid schedule.')).toBeInTheDocument();
  });

  it('sorts the view without changing the order until it is applied', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={PUMPS} />);
    const pumps = screen.getByTestId('schedule-table-pump');
    await user.click(within(pumps).getByRole('button', { name: 'Sort by Water flow (gpm)' }));
    await user.click(within(pumps).getByRole('button', { name: 'Sort by Water flow (gpm)' }));
    expect(
      within(screen.getByTestId('schedule-pump-row-1')).getByLabelText('P-2 tag'),
    ).toBeInTheDocument();
    expect(tagsOf(latest)).toEqual(['P-1', 'EF-1', 'P-2']);
    expect(screen.getByRole('button', { name: 'Move P-2 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Apply this order' }));
    expect(tagsOf(latest)).toEqual(['P-2', 'EF-1', 'P-1']);
    expect(screen.getByRole('button', { name: 'Move P-2 down' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Move P-2 down' }));
    expect(tagsOf(latest)).toEqual(['P-1', 'EF-1', 'P-2']);
  });

  it('filters by text and by type', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={PUMPS} />);
    await user.type(screen.getByLabelText('Filter rows'), 'grundfos');
    expect(screen.queryByLabelText('P-1 tag')).not.toBeInTheDocument();
    expect(screen.getByLabelText('P-2 tag')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-table-fan')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filter rows'));
    await user.selectOptions(screen.getByLabelText('Show'), 'fan');
    expect(screen.queryByTestId('schedule-table-pump')).not.toBeInTheDocument();
    expect(screen.getByLabelText('EF-1 airflow cfm')).toHaveValue('1,000');
  });

  it('deletes a row with undo, duplicates one, and converts on a unit switch', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={PUMPS} />);
    await user.click(screen.getByRole('button', { name: 'Delete P-1' }));
    expect(tagsOf(latest)).toEqual(['EF-1', 'P-2']);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(tagsOf(latest)).toEqual(['P-1', 'EF-1', 'P-2']);
    await user.click(screen.getByRole('button', { name: 'Duplicate P-1' }));
    expect(tagsOf(latest)).toEqual(['P-1', 'P-3', 'EF-1', 'P-2']);
    await user.click(screen.getByText('Metric'));
    // 1000 cfm × 0.471947 = 471.9 L/s (shown to 0.1).
    expect(screen.getByLabelText('EF-1 airflow L/s')).toHaveValue('471.9');
    expect(latest.unitSystem).toBe('Metric');
  });
});
