import { PipeInputSchema, calculatePipe, defaultPipeInput } from '@org/hvac-core/pipe';
import { describe, expect, it } from 'vitest';
import { pipeReport } from './report';
import { pipeDefinition } from './definition';

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
});
