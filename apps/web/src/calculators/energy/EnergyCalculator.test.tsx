import {
  calculateEnergyCost,
  defaultEnergyCostInput,
  type EnergyCostInputDraft,
} from '@org/hvac-core/energy';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import { describe, expect, it } from 'vitest';
import { CEDAR_LANE_HOUSE } from '../../test/energy-house';
import { renderWithMantine } from '../../test/render';
import { EnergyCalculator } from './EnergyCalculator';
import { toFileData } from '../../calculator-kit/stored-file';
import { energyDefinition } from './definition';
import { energyReport } from './report';
import { parseDraft } from '../../calculator-kit/parse-with-schema';

function Harness({
  initial = defaultEnergyCostInput('Imperial'),
}: {
  initial?: EnergyCostInputDraft;
}) {
  const [draft, setDraft] = useState<EnergyCostInputDraft>(initial);
  return (
    <EnergyCalculator
      value={draft}
      onChange={setDraft}
      evaluation={useEvaluation(energyDefinition, draft)}
    />
  );
}

/** The worked house: 82.29 MMBtu, furnace $1,386, heat pump $1,097, payback 10.4 years. */
const house = CEDAR_LANE_HOUSE;

/** The house heated by the bin method: two bins, a 60 °F balance point. */
const binHouse: EnergyCostInputDraft = {
  ...house,
  heating: {
    ...house.heating!,
    method: 'bin',
    balancePointTemperature: 60,
    bins: [
      { temperature: 5, hours: 1000 },
      { temperature: 40, hours: 2000 },
    ],
  },
};

describe('EnergyCalculator', () => {
  it('gives the hand-checked degree-day energy, costs and payback of a furnace and a heat pump', () => {
    renderWithMantine(<Harness initial={house} />);
    expect(screen.getByTestId('energy-annual-heat')).toHaveTextContent('82.29 MMBtu');
    expect(screen.getByTestId('energy-heating-fuel-0')).toHaveTextContent('866 therm');
    expect(screen.getByTestId('energy-heating-electricity-1')).toHaveTextContent('10,971 kWh');
    expect(screen.getByTestId('energy-annual-cost-0')).toHaveTextContent('$1,386');
    expect(screen.getByTestId('energy-annual-cost-1')).toHaveTextContent('$1,097');
    expect(screen.getByTestId('energy-payback-0')).toHaveTextContent('baseline');
    expect(screen.getByTestId('energy-payback-1')).toHaveTextContent('10.4 years');
    // 86.62 MMBtu × 53.06 kg/MMBtu = 4596 kg = 10,132 lb; 10 971 kWh × 0.8231 lb/kWh = 9,031 lb.
    expect(screen.getByTestId('energy-co2-0')).toHaveTextContent('10,132 lb');
    expect(screen.getByTestId('energy-co2-1')).toHaveTextContent('9,031 lb');
    expect(screen.getByTestId('energy-ratings-1')).toHaveTextContent('HSPF2 7.5 Btu/Wh (seasonal');
  });

  it('states that SEER2 is seasonal and warns when an option is costed by EER (one point)', async () => {
    renderWithMantine(<Harness />);
    expect(screen.getByTestId('energy-ratings-0')).toHaveTextContent(/SEER2 14\.3 .*seasonal/);
    await userEvent.selectOptions(
      screen.getByLabelText('Cooling rating', { selector: '#energy-options-1-coolingRating' }),
      'eer',
    );
    expect(screen.getByTestId('energy-ratings-1')).toHaveTextContent(
      /EER 12\.2 .*one rating point/,
    );
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent(
      "'Heat pump' is costed with EER, a one-point rating",
    );
  });

  it('converts the entered values when switching to Metric and keeps the costs', async () => {
    renderWithMantine(<Harness initial={house} />);
    await userEvent.click(screen.getByText('Metric'));
    expect(screen.getByRole('textbox', { name: 'Design heat loss W' })).toHaveValue('14,654');
    expect(screen.getByTestId('energy-annual-heat')).toHaveTextContent('24,116 kWh');
    expect(screen.getByTestId('energy-annual-cost-0')).toHaveTextContent('$1,386');
    expect(screen.getByTestId('energy-co2-0')).toHaveTextContent('4,596 kg');
  });

  it('shows a field’s own message and keeps the last valid result', async () => {
    renderWithMantine(<Harness initial={house} />);
    const afue = screen.getByRole('textbox', { name: 'AFUE %' });
    await userEvent.clear(afue);
    await userEvent.type(afue, '120');
    expect(afue).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(
      screen.getAllByText('Heating efficiency (AFUE) must be between 50 and 100%.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByTestId('energy-annual-cost-0')).toHaveTextContent('$1,386');
  });

  it('says text that is not a number is not a number, in the field and in the alert alike (not “required”)', async () => {
    renderWithMantine(<Harness initial={house} />);
    const afue = screen.getByRole('textbox', { name: 'AFUE %' });
    await userEvent.clear(afue);
    await userEvent.type(afue, '9o');
    const message = 'Heating efficiency must be a number.';
    expect(screen.getByRole('button', { name: message })).toBeInTheDocument();
    expect(afue).toHaveAttribute('aria-invalid', 'true');
    expect(afue).toHaveAccessibleDescription(expect.stringContaining('“9o” is not a number'));
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('adds options up to four and draws the monthly table and chart from monthly degree-days', async () => {
    renderWithMantine(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(screen.queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('energy-comparison')).getAllByRole('columnheader'),
    ).toHaveLength(5);
    await userEvent.click(screen.getByLabelText(/Give monthly degree-days/));
    const table = screen.getByTestId('energy-monthly-table');
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    const chart = screen.getByRole('img', { name: /Monthly cost by option/ });
    expect(chart).toBeInTheDocument();
    expect(chart.querySelectorAll('rect')).toHaveLength(48);
  });
});

describe('energyDefinition', () => {
  it('snapshots each option’s cost and writes a report with inputs, ratings and method', () => {
    const parsed = parseDraft(energyDefinition, house);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = energyDefinition.calculate(parsed.input);
    const snapshot = energyDefinition.snapshot(result);
    expect(snapshot.option1AnnualCost).toBeCloseTo(1385.86, 2);
    expect(snapshot.option2AnnualCost).toBeCloseTo(1097.14, 2);
    expect(energyDefinition.describeSnapshotKey('option2Co2', parsed.input)).toEqual({
      label: 'Heat pump: CO₂',
      unit: 'lb',
    });
    const report = energyReport(parsed.input, result);
    const rows = report.results.flatMap((section) => section.rows);
    expect(rows).toContainEqual({
      label: 'Annual cost',
      value: '$1,386',
      unit: 'per year',
      emphasis: true,
    });
    expect(report.inputs.flatMap((s) => s.rows)).toContainEqual({
      label: 'Degree-day correction factor',
      value: '0.8',
      unit: '',
    });
    expect(report.notes.some((note) => note.includes('HSPF2 7.5'))).toBe(true);
    expect(energyDefinition.method[0]?.title).toBe('Heating energy (degree-days)');
  });

  it('saves no undefined value at any depth', () => {
    const converted = energyDefinition.convert(house, 'Metric');
    const parsed = parseDraft(energyDefinition, converted);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const data = toFileData(energyDefinition, parsed.input, {});
    expect('monthlyHeatingDegreeDays' in (data['heating'] as object)).toBe(false);
    expect(calculateEnergyCost(parsed.input).options[0]?.totalCost).toBeCloseTo(1385.86, 2);
  });

  it('enters the bin method: balance point and pasted bins give the load-line heat and the bin table', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={house} />);
    await user.click(screen.getByRole('radio', { name: 'Temperature bins' }));
    await user.type(screen.getByLabelText(/Balance-point temperature/), '60');
    await user.click(screen.getByRole('button', { name: 'Paste bins' }));
    await user.click(screen.getByLabelText(/Bins to paste/));
    await user.paste('Temperature\tHours\n5\t1000\n40\t2000');
    await user.click(screen.getByRole('button', { name: 'Replace bins' }));
    // 50 000 Btu/h at 0 °F to 0 at 60 °F: 1000 h × 45 833 + 2000 h × 16 667 Btu/h = 79.17 MMBtu.
    expect(screen.getByTestId('energy-annual-heat')).toHaveTextContent('79.17 MMBtu');
    const table = screen.getByTestId('energy-bins-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // 45 833.3 Btu/h × 1000 h = 45.83 MMBtu (13 432.4 kWh), in the page's unit (issue 44).
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('51,00045,83345.83');
    await user.click(screen.getByRole('button', { name: 'Remove bin 2' }));
    expect(within(screen.getByTestId('energy-bins-table')).getAllByRole('row')).toHaveLength(2);
  });

  /*
   * The heat pump of option 2 with catalogue points 36,000 Btu/h COP 3.6 at 47 °F and 22,000 Btu/h
   * COP 2.3 at 17 °F (the AHRI 210/240 rating temperatures), C_D 0, on the load line 50,000 Btu/h at
   * 0 °F to 0 at 60 °F. By hand, linear through the points: at 5 °F the capacity is 16,400 Btu/h at
   * COP 1.78 under a 45,833 Btu/h load, so 29,433 Btu/h is backup resistance heat: (16,400 / 1.78 +
   * 29,433) Btu/h = 11.326 kW × 1000 h = 11,326 kWh; at 40 °F 16,667 Btu/h at COP 3.2967 =
   * 1.4817 kW × 2000 h = 2,963 kWh. 14,290 kWh × $0.10 = $1,429 (ASHRAE Fundamentals 2021 ch. 19,
   * bin method).
   */
  it('enters a heat pump’s performance points and costs it bin by bin', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness initial={binHouse} />);
    const option = within(screen.getByTestId('energy-option-1-performance'));
    await user.click(option.getByRole('switch', { name: /Catalogue performance points/ }));
    expect(option.getByLabelText('Point 1 outdoor temperature')).toHaveValue('47');
    expect(option.getByLabelText('Point 2 outdoor temperature')).toHaveValue('17');
    // A blank field is named by its point in the alert.
    expect(
      screen.getByRole('button', { name: 'Performance point 1 capacity is required.' }),
    ).toBeInTheDocument();
    await user.type(option.getByLabelText('Point 1 capacity'), '36000');
    await user.type(option.getByLabelText('Point 1 COP'), '3.6');
    await user.type(option.getByLabelText('Point 2 capacity'), '22000');
    await user.type(option.getByLabelText('Point 2 COP'), '9');
    expect(
      screen.getByRole('button', { name: 'Performance point 2 COP must be between 1 and 8.' }),
    ).toBeInTheDocument();
    await user.clear(option.getByLabelText('Point 2 COP'));
    await user.type(option.getByLabelText('Point 2 COP'), '2.3');
    expect(screen.getByTestId('energy-annual-cost-1')).toHaveTextContent('$1,429');
    expect(screen.getByTestId('energy-annual-cost-0')).toHaveTextContent(
      // The furnace keeps its AFUE in every bin: 79.17 MMBtu / 0.95 = 833.3 therm × $1.60.
      '$1,333',
    );
  });

  const reportOf = (draft: EnergyCostInputDraft) => {
    const parsed = parseDraft(energyDefinition, draft);
    if (!parsed.ok) throw new Error('invalid');
    return energyReport(parsed.input, calculateEnergyCost(draft));
  };

  it('prints the performance points of a heat pump in the report', () => {
    const draft: EnergyCostInputDraft = {
      ...binHouse,
      options: (house.options ?? []).map((option) =>
        option.heatingFuel === 'heatPump'
          ? {
              ...option,
              binPerformance: {
                points: [
                  { temperature: 47, capacity: 36_000, cop: 3.6 },
                  { temperature: 17, capacity: 22_000, cop: 2.3 },
                ],
                cyclingDegradation: 0.25,
              },
            }
          : option,
      ),
    };
    const report = reportOf(draft);
    const rows = report.inputs.flatMap((section) => section.rows);
    expect(rows).toContainEqual({
      label: 'Performance point 1',
      value: '47 °F: 36,000 Btu/h, COP 3.6',
      unit: '',
    });
    expect(rows).toContainEqual({
      label: 'Performance point 2',
      value: '17 °F: 22,000 Btu/h, COP 2.3',
      unit: '',
    });
    expect(rows).toContainEqual({ label: 'Cycling degradation C_D', value: '0.25', unit: '' });
  });

  it('prints the bin table with its total in the report', () => {
    const report = reportOf(binHouse);
    expect(report.tables?.[0]?.rows).toEqual([
      ['5', '1,000', '45,833', '45.83'],
      ['40', '2,000', '16,667', '33.33'],
    ]);
    expect(report.tables?.[0]?.totalRows).toEqual([['Total', '3,000', '', '79.17']]);
    expect(report.inputs[1]?.rows).toContainEqual({
      label: 'Balance-point temperature',
      value: '60',
      unit: '°F',
    });
  });
});
