import { PipeInputSchema, calculatePipe, defaultPipeInput } from '@org/hvac-core/pipe';
import { describe, expect, it } from 'vitest';
import { cardRows } from '../../calculator-kit/result-lines';
import { pipeReport } from './report';
import { pipeDefinition } from './definition';
import { pipeResultTable } from './result-tables';

describe('pipeReport', () => {
  it('gives the inputs with units, the selected size, head losses and the method', () => {
    const input = PipeInputSchema.parse({
      ...defaultPipeInput('Imperial'),
      calculationName: 'Branch A',
      equipment: [{ name: 'Coil', pressureDrop: 8 }],
    });
    const report = pipeReport(input, calculatePipe(input));
    const rows = [...report.inputs, ...report.results].flatMap((section) => section.rows);
    const row = (label: string) => rows.find((r) => r.label === label);
    expect(row('Flow rate')).toEqual({ label: 'Flow rate', value: '12', unit: 'gpm' });
    expect(row('Selected size')?.value).toBe('1-1/4 in');
    expect(row('Inside diameter')).toMatchObject({ value: '1.265', unit: 'in' });
    expect(row('Velocity')).toMatchObject({ value: '3.06', unit: 'ft/s' });
    expect(row('Equipment pressure drops')).toMatchObject({ value: '8.00', unit: 'ft of water' });
    expect(row('Total head loss')?.emphasis).toBe(true);
    expect(row('Coil')).toMatchObject({ value: '8', unit: 'ft of water' });
    expect(pipeDefinition.method.length).toBeGreaterThan(5);
    expect(report.notes.join('\n')).toContain('ASTM B88');
    expect(report.notes.join('\n')).toContain('Crane');
  });

  it('reports Metric numbers in mm, m/s and kPa', () => {
    const input = PipeInputSchema.parse(defaultPipeInput('Metric'));
    const report = pipeReport(input, calculatePipe(input));
    const rows = report.results.flatMap((section) => section.rows);
    expect(rows.find((r) => r.label === 'Inside diameter')?.unit).toBe('mm');
    expect(rows.find((r) => r.label === 'Total head loss')?.unit).toBe('kPa');
    expect(report.unitSystem).toBe('Metric');
  });

  it('words the results as the card does, with the size and the regime the card heads with', () => {
    const input = PipeInputSchema.parse({
      ...defaultPipeInput('Imperial'),
      method: 'hazenWilliams',
    });
    const result = calculatePipe(input);
    const rows = pipeReport(input, result).results[0]?.rows ?? [];
    const card = cardRows(pipeResultTable(result).lines);
    expect(rows.map((r) => r.label)).toEqual([
      'Selected size',
      'Flow regime',
      ...card.map((r) => r.label),
    ]);
    expect(rows.map((r) => r.label)).toContain('Darcy friction factor (equivalent)');
    const units = new Map(rows.map((r) => [r.label, r.unit]));
    expect(card.map((r) => units.get(String(r.label)))).toEqual(card.map((r) => r.unit ?? ''));
  });
});
