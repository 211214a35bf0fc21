import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  defaultBuildingLoadInput,
  type BuildingLoadInputDraft,
} from '@org/hvac-core/building-load';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, test } from 'vitest';
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

  it('adds a window type beside the constructions and gives it to a window, the loads unchanged (issue 40 §5)', async () => {
    renderWithMantine(<Harness />);
    const before = screen.getByTestId('building-peak-total').textContent;
    const types = screen.getByRole('region', { name: 'Window types' });
    await userEvent.click(within(types).getByRole('button', { name: 'Add window type' }));
    // The office's window is 6.5 × 5 ft: the new type W1 given its size, U 0.49 and SHGC 0.4.
    const width = within(types).getByLabelText(/^Width/);
    await userEvent.clear(width);
    await userEvent.type(width, '6.5');
    await userEvent.click(screen.getByRole('combobox', { name: 'Window 1 type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'W1' }));
    expect(screen.getByTestId('building-window-type-summary')).toHaveTextContent(
      /^From window type W1: 6\.5 × 5 ft/,
    );
    expect(screen.getByTestId('building-peak-total').textContent).toBe(before);
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

  describe('design condition (issue 40 §3, §5)', () => {
    const STAT = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.stat';
    const DDY = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.ddy';
    const fixture = (name: string): string =>
      readFileSync(
        resolve(__dirname, `../../../../../packages/hvac-core/test-fixtures/weather/${name}`),
        'latin1',
      );

    async function importAt(
      container: HTMLElement,
      option: string | null,
      name: string,
    ): Promise<void> {
      if (option !== null) {
        await userEvent.click(screen.getByRole('combobox', { name: 'Design condition' }));
        await userEvent.click(await screen.findByRole('option', { name: option }));
      }
      const input = container.ownerDocument.querySelector('input[type="file"]');
      if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
      await userEvent.upload(input, new File([fixture(name)], name, { type: 'text/plain' }));
    }

    it('offers the conditions in a labelled list, each file’s own by default, and names the example’s', () => {
      renderWithMantine(<Harness />);
      expect(screen.getByRole('combobox', { name: 'Design condition' })).toHaveValue(
        'Each file’s own: monthly 0.4 % from a .stat, else annual 0.4 %',
      );
      expect(screen.getByTestId('building-site-design-condition')).toHaveTextContent(
        /^Design condition: Example: Annual 0\.4 % cooling design dry bulb .* July 21; the other eleven months are not computed\.$/,
      );
    });

    test.each(['Imperial', 'Metric'] as const)(
      'imports the .stat’s monthly design days at the chosen percentile in %s and says so under the site',
      async (unitSystem) => {
        const { container } = renderWithMantine(
          <Harness initial={defaultBuildingLoadInput(unitSystem)} />,
        );
        await importAt(container, 'Monthly 2 % dry bulb with mean coincident wet bulb', STAT);
        // Line 48 of the .stat: the July 2 % design dry bulb is 33.6 °C (92.48 °F).
        expect(await screen.findAllByLabelText(/design dry bulb$/)).toHaveLength(12);

        expect(screen.getByLabelText('Jul design dry bulb')).toHaveValue(
          unitSystem === 'Metric' ? '33.6' : '92.48',
        );
        expect(screen.getByTestId('building-site-design-condition')).toHaveTextContent(
          `Design condition: Monthly 2 % design dry bulbs with their mean coincident wet bulbs and the monthly mean daily ranges, a design day on the 21st of each month, ${STAT} (ASHRAE 2009 design conditions).`,
        );
      },
    );

    it('refuses a monthly condition from a .ddy, saying what the file lacks, and keeps the site', async () => {
      const { container } = renderWithMantine(<Harness />);
      await importAt(container, 'Monthly 5 % dry bulb with mean coincident wet bulb', DDY);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`${DDY}: a .ddy file holds annual design days only`);
      expect(alert).toHaveTextContent('cannot give monthly 5 % design days');
      expect(screen.getAllByLabelText(/design dry bulb$/)).toHaveLength(1);
    });

    it('forgets the sentence when the design days are changed by hand', async () => {
      renderWithMantine(<Harness />);
      const julyDryBulb = screen.getByLabelText('Jul design dry bulb');
      await userEvent.clear(julyDryBulb);
      await userEvent.type(julyDryBulb, '95');
      expect(screen.getByTestId('building-site-design-condition')).toHaveTextContent(
        /^Design condition: not named \(the cooling design days were typed or changed by hand/,
      );
    });

    it('shows the sentence as text, never as HTML', () => {
      const draft = defaultBuildingLoadInput('Metric');
      renderWithMantine(
        <Harness
          initial={{
            ...draft,
            site: {
              ...draft.site,
              designCondition: { basis: 'annual', percent: 1, description: '<b>bold</b> x.ddy' },
            },
          }}
        />,
      );
      const line = screen.getByTestId('building-site-design-condition');
      expect(line).toHaveTextContent('Design condition: <b>bold</b> x.ddy');
      expect(line.querySelector('b')).toBeNull();
    });
  });
});
