import {
  RefrigerantLineInputSchema,
  calculateRefrigerantLine,
  convertRefrigerantLineInput,
  defaultRefrigerantLineInput,
  type RefrigerantLineInputDraft,
} from '@org/hvac-core/refrigerant';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { refrigerantDefinition } from './definition';
import { refrigerantReport } from './report';
import { parseDraft } from '../../calculator-kit/parse-with-schema';
import { renderCalculator } from '../../test/render-calculator';
import { reads } from '../../test/report-reading';
import { prepareVapourTable } from './vapour-tables';

// The definition computes with the refrigerant's superheated-vapour table, loaded on demand.
beforeAll(() => prepareVapourTable('R410A') ?? undefined);

describe('refrigerantReport', () => {
  const input = RefrigerantLineInputSchema.parse(defaultRefrigerantLineInput('Imperial'));
  const result = calculateRefrigerantLine(input);
  const report = refrigerantReport(input, result);
  const rows = [...report.inputs, ...report.results].flatMap((section) => section.rows);
  const row = (label: string) => rows.find((r) => r.label === label);

  it('gives the inputs with their units and the selected tube with its figures', () => {
    expect(row('Cooling capacity')).toEqual({
      label: 'Cooling capacity',
      value: '60,000',
      unit: 'Btu/h',
    });
    expect(row('Refrigerant')?.value).toBe(
      'R-410A, safety group A1, GWP100 2,088 (IPCC AR4), near-azeotropic blend',
    );
    expect(row('Selected tube')?.value).toBe('7/8 in OD');
    expect(row('Pressure drop')).toMatchObject({ value: '3.65', unit: 'psi' });
    expect(row('Temperature penalty (allowed 2 °F)')).toMatchObject({ value: '1.62', unit: '°F' });
    // The card's decimals: 810.5 lb/h, where the report once printed three significant figures.
    expect(row('Mass flow')).toMatchObject({ value: '810.5', unit: 'lb/h' });
    expect(refrigerantDefinition.method.length).toBeGreaterThan(5);
    expect(refrigerantDefinition.method[0]?.reference).toMatch(/CoolProp/);
  });

  it('puts each warning with its rule', () => {
    const riser = calculateRefrigerantLine({
      ...input,
      orientation: 'riser',
      allowedTemperaturePenalty: 0.2,
    });
    const text = refrigerantReport({ ...input, orientation: 'riser' }, riser).warnings.join('\n');
    expect(text).toMatch(/Rule: Oil return/);
  });
});

describe('refrigerantDefinition', () => {
  it('snapshots numbers only and names each with its unit', () => {
    const input = RefrigerantLineInputSchema.parse(defaultRefrigerantLineInput('Metric'));
    const snapshot = refrigerantDefinition.snapshot(refrigerantDefinition.calculate(input));
    expect(Object.values(snapshot).every((value) => Number.isFinite(value))).toBe(true);
    expect(refrigerantDefinition.describeSnapshotKey('pressureDrop', input)).toEqual({
      label: 'Pressure drop',
      unit: 'kPa',
    });
    const liquid = refrigerantDefinition.snapshot(
      refrigerantDefinition.calculate({ ...input, lineType: 'liquid' }),
    );
    expect(liquid).not.toHaveProperty('capacityLossPercent');
  });

  it('stores no undefined value in a parsed file (Firestore rejects them)', () => {
    const parsed = parseDraft(refrigerantDefinition, {
      ...defaultRefrigerantLineInput('Imperial'),
      allowedTemperaturePenalty: '',
      fittings: [{ id: 'a', type: 'elbow90Standard', quantity: 2, customEquivalentLength: '' }],
    });
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(JSON.stringify(parsed.input.fittings)).toBe(
        '[{"id":"a","type":"elbow90Standard","quantity":2}]',
      );
  });
});

describe('the refrigerant cycle in each unit system', () => {
  const cycleOf = (unitSystem: 'Imperial' | 'Metric') => {
    const input = RefrigerantLineInputSchema.parse(defaultRefrigerantLineInput(unitSystem));
    const report = refrigerantReport(input, calculateRefrigerantLine(input));
    return report.results.find((section) => section.title === 'Cycle')?.rows ?? [];
  };

  it('labels absolute pressures psia and the refrigerating effect Btu/lb in Imperial', () => {
    const rows = cycleOf('Imperial');
    expect(rows.find((r) => r.label === 'Evaporator pressure (absolute)')?.unit).toBe('psia');
    expect(rows.find((r) => r.label === 'Condenser pressure (absolute)')?.unit).toBe('psia');
    expect(rows.find((r) => r.label === 'Refrigerating effect')?.unit).toBe('Btu/lb');
  });

  it('gives the same refrigerating effect in both systems (1 Btu/lb = 2.326 kJ/kg)', () => {
    const imperial = Number(
      cycleOf('Imperial').find((r) => r.label === 'Refrigerating effect')?.value,
    );
    const metric = Number(cycleOf('Metric').find((r) => r.label === 'Refrigerating effect')?.value);
    expect(cycleOf('Metric').find((r) => r.label === 'Refrigerating effect')?.unit).toBe('kJ/kg');
    expect(imperial * 2.326).toBeCloseTo(metric, 0);
  });
});

/** The text of each cell (not the header) of a table row. */
function cellsOf(row: HTMLElement | null): string[] {
  if (!row) throw new Error('No such row');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** The card each report section of result lines repeats, by the card's title. */
const CARD_OF_SECTION: Record<string, string | RegExp> = {
  'Line size': /^Line size/,
  'Liquid line subcooling': 'Liquid line subcooling',
  Cycle: 'Cycle',
};

describe('the report reads as the page', () => {
  const suction = defaultRefrigerantLineInput('Imperial');
  it.each<[string, RefrigerantLineInputDraft]>([
    ['a suction line in Imperial', suction],
    ['a suction line in Metric', convertRefrigerantLineInput(suction, 'Metric')],
    ['a liquid riser', { ...suction, lineType: 'liquid', orientation: 'riser', verticalRise: 20 }],
    ['a hot-gas discharge line', { ...suction, lineType: 'discharge' }],
  ])(
    'words and rounds every result of %s as the cards and the neighbours table do',
    (_case, draft) => {
      const input = RefrigerantLineInputSchema.parse(draft);
      const result = calculateRefrigerantLine(input);
      const report = refrigerantReport(input, result);
      const section = (title: string) =>
        report.results.find((candidate) => candidate.title === title)?.rows ?? [];
      renderCalculator(refrigerantDefinition, draft);

      for (const { title, rows } of report.results) {
        const card = CARD_OF_SECTION[title];
        if (card === undefined) continue;
        const table = screen.getByRole('table', { name: card });
        // The selected tube heads the card; the capacity is in the cycle card's description.
        for (const row of rows.filter(
          ({ label }) => !['Selected tube', 'Capacity'].includes(label),
        )) {
          const cardRow = within(table).getByRole('rowheader', { name: row.label }).closest('tr');
          expect(cellsOf(cardRow)).toEqual([reads(row)]);
        }
      }
      expect(screen.getByTestId('selected-size')).toHaveTextContent(
        section('Line size').find(({ label }) => label === 'Selected tube')?.value ?? 'none',
      );
      const [tons, kw] = section('Cycle').filter(({ label }) => label === 'Capacity');
      expect(
        screen.getByText(`Capacity ${reads(tons)} = ${reads(kw)}.`, { exact: false }),
      ).toBeVisible();

      const u = result.units;
      const neighbours = screen.getByRole('table', { name: 'Neighbouring tube sizes' });
      const cardRows = within(neighbours).getAllByRole('row').slice(1);
      expect(
        section('Neighbouring tube sizes').map((row) => `${row.value} ${row.unit}`.trim()),
      ).toEqual(
        cardRows.map((row) => {
          const [velocity, pressureDrop, penalty = ''] = cellsOf(row);
          const inTable = penalty.replace(' ✗', '');
          const unit = inTable === 'off the table' ? '' : ` ${u.temperatureDifference}`;
          return `${velocity} ${u.velocity}, ${pressureDrop} ${u.pressure}, penalty ${inTable}${unit}`;
        }),
      );
    },
  );
});
