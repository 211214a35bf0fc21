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
    expect(rows('Flow and fluid')).toContainEqual({
      label: 'Design flow',
      value: '100',
      unit: 'gpm',
    });
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

  it('words and rounds the results as the card does', () => {
    // 0.769 hp on the shaft at 70 % pump efficiency; / 0.90 = 0.85 hp into the motor.
    expect(rows('Results')).toContainEqual({
      label: 'Shaft power (pump 70 %)',
      value: '0.77',
      unit: 'hp',
    });
    expect(rows('Results')).toContainEqual({
      label: 'Motor input (motor 90 %)',
      value: '0.85',
      unit: 'hp',
    });
    expect(rows('Results')).toContainEqual({
      label: 'Static head (closed loop)',
      value: '0',
      unit: 'ft of water',
    });
  });

  it('lists the operating point at the pump speed and at 100 %, as the panel heads them', () => {
    const input = {
      ...WORKED_EXAMPLE,
      pumpCurve: {
        points: [
          { flowRate: 0, head: 40 },
          { flowRate: 100, head: 35 },
          { flowRate: 200, head: 20 },
        ],
        speedPercent: 80,
      },
    };
    const curve = pumpHeadReport(input, calculatePumpHead(input)).results.find(
      (s) => s.title === 'System curve and operating point',
    );
    expect(curve?.rows.map((r) => r.label)).toEqual([
      'System curve H = Hs + k·Q²: Hs',
      'System curve coefficient k',
      'At 80 % speed: flow',
      'At 80 % speed: head',
      'At 80 % speed: shaft power',
      'At 100 % speed (affinity laws): flow',
      'At 100 % speed (affinity laws): head',
      'At 100 % speed (affinity laws): shaft power',
    ]);
  });
});
