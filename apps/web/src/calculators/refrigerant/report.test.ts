import {
  RefrigerantLineInputSchema,
  calculateRefrigerantLine,
  defaultRefrigerantLineInput,
} from '@org/hvac-core/refrigerant';
import { beforeAll, describe, expect, it } from 'vitest';
import { refrigerantDefinition } from './definition';
import { refrigerantReport } from './report';
import { parseDraft } from '../../workspace/parse-with-schema';
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
    expect(row('Temperature penalty')).toMatchObject({ value: '1.62', unit: '°F' });
    expect(row('Mass flow')).toMatchObject({ value: '810', unit: 'lb/h' });
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
