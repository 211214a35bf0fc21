import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  defaultBuildingLoadInput,
  type BuildingLoadInputDraft,
} from '@org/hvac-core/building-load';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalculatorHarness } from '../../test/calculator-harness';
import { renderWithMantine } from '../../test/render';
import { BuildingLoadCalculator } from './BuildingLoadCalculator';
import { buildingLoadDefinition } from './definition';

function Harness({
  initial = defaultBuildingLoadInput('Imperial'),
}: {
  initial?: BuildingLoadInputDraft;
}) {
  return (
    <CalculatorHarness
      editor={BuildingLoadCalculator}
      engine={buildingLoadDefinition}
      initial={initial}
    />
  );
}

describe('BuildingLoadCalculator', () => {
  it('shows the peak with its month and hour, and each value’s source', () => {
    renderWithMantine(<Harness />);
    expect(screen.getByTestId('building-peak-time')).toHaveTextContent(/^Jul \d\d:00$/);
    expect(screen.getByTestId('building-peak-total')).toHaveTextContent(/Btu\/h$/);
    expect(screen.getByTestId('building-site-sources')).toHaveTextContent(/USA_IL_Chicago-OHare/);
  });

  it('duplicates a room and doubles the zone’s block load', async () => {
    renderWithMantine(<Harness />);
    const zoneRow = () =>
      screen.getAllByTestId('building-peak-row').find((r) => r.dataset['kind'] === 'Zone');
    const total = (row: HTMLElement | undefined) =>
      Number((row?.querySelectorAll('td')[4]?.textContent ?? '').replace(/,/g, ''));
    const before = total(zoneRow());
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Office 101' }));
    expect(screen.getAllByTestId('building-room-row')).toHaveLength(2);
    expect(Math.abs(total(zoneRow()) - 2 * before)).toBeLessThanOrEqual(1);
  });

  it('offers daylight saving time with its months, and moves the loads when it is unticked', async () => {
    renderWithMantine(<Harness />);
    // The example site is Chicago's .ddy, which observes daylight saving time (issue 40 §1).
    const months = 'Months whose design day (the 21st) is under daylight saving time';
    const checkbox = screen.getByLabelText('The site observes daylight saving time');
    expect(checkbox).toBeChecked();
    expect(screen.queryAllByLabelText(months).length).toBeGreaterThan(0);
    const before = screen.getByTestId('building-peak-total').textContent;
    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(screen.queryAllByLabelText(months)).toHaveLength(0);
    // The schedules move an hour against standard time: the office's load changes.
    expect(screen.getByTestId('building-peak-total').textContent).not.toBe(before);
  });

  it('marks a typed site value as entered and names the field of a bad value', async () => {
    renderWithMantine(<Harness />);
    const latitude = screen.getByLabelText('Latitude (north +)');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Latitude must be between -90° and 90°.')).toBeInTheDocument();
    expect(screen.getByTestId('building-site-sources')).toHaveTextContent(
      'Latitude, longitude, time zone: entered',
    );
  });

  it('imports a .ddy chosen by the user, and names the line and field of a damaged one', async () => {
    const name = 'USA_AZ_Phoenix-Sky.Harbor.Intl.AP.722780_TMY3.ddy';
    const text = readFileSync(
      resolve(__dirname, `../../../../../packages/hvac-core/test-fixtures/weather/${name}`),
      'latin1',
    );
    const { container } = renderWithMantine(<Harness />);
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const damaged = text.replace('      33.45,     !- Latitude', '      north,     !- Latitude');
    await userEvent.upload(input, new File([damaged], 'damaged.ddy', { type: 'text/plain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Line 8');
    expect(alert).toHaveTextContent('Latitude');
    expect(screen.getByLabelText('Latitude (north +)')).toHaveValue('41.98');

    await userEvent.upload(input, new File([text], name, { type: 'text/plain' }));
    expect(await screen.findByDisplayValue('33.45')).toBeInTheDocument();
    expect(screen.getByTestId('building-site-sources')).toHaveTextContent(
      `Cooling design days: ${name}, line 199 (SizingPeriod:DesignDay)`,
    );
  });
});
