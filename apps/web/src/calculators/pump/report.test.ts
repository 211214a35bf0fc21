import { calculatePumpHead } from '@org/hvac-core/pump';
import { describe, expect, it } from 'vitest';
import { pumpHeadReport } from './report';
import { WORKED_EXAMPLE } from './worked-example';
import { pumpHeadDefinition } from './definition';

describe('pumpHeadReport', () => {
  const report = pumpHeadReport(WORKED_EXAMPLE, calculatePumpHead(WORKED_EXAMPLE));
  const rows = (title: string) =>
    report.results.concat(report.inputs).find((s) => s.title === title)?.rows ?? [];

  it('lists the inputs with units, the circuit section by section and the components', () => {
    expect(rows('Inputs')).toContainEqual({ label: 'Design flow', value: '100', unit: 'gpm' });
    expect(rows('Index circuit')).toContainEqual({
      label: '1. Main: 90° standard elbow',
      value: '4 ×',
      unit: '',
    });
    expect(rows('Index circuit')).toContainEqual({
      label: '2. Branch: length',
      value: '100',
      unit: 'ft',
    });
    expect(rows('Components')).toContainEqual({ label: 'Coil', value: '12', unit: 'ft of water' });
  });

  it('gives the hand-checked head and motor, the method and notes', () => {
    expect(rows('Results')).toContainEqual({
      label: 'Total dynamic head',
      value: '19.4',
      unit: 'ft of water',
      emphasis: true,
    });
    expect(rows('Results')).toContainEqual(
      expect.objectContaining({ label: 'Suggested motor', value: '1 hp (NEMA MG 1)' }),
    );
    expect(rows('Friction head by section')).toContainEqual(
      expect.objectContaining({ label: '1. Main: pipe friction', value: '4.8' }),
    );
    expect(pumpHeadDefinition.method.length).toBeGreaterThan(10);
    expect(report.notes.join(' ')).toMatch(/Closed loop/);
    expect(report.warnings).toEqual([]);
  });
});
