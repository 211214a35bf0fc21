import { calculateDuctSystem, defaultDuctSystemInput } from '@org/hvac-core/duct-system';
import { describe, expect, it } from 'vitest';
import { diagramLayout } from './diagram-layout';
import { criticalGradeLine } from './grade-line';

const result = calculateDuctSystem(defaultDuctSystemInput('Imperial'));

describe('diagramLayout', () => {
  it('puts each terminal on a row of its own and each section one column past its parent', () => {
    const layout = diagramLayout(result);
    const at = new Map(layout.sections.map((s) => [s.id, s]));
    expect([...['D1', 'D2', 'D3', 'D4', 'G1', 'G2']].map((id) => at.get(id)?.toRow)).toEqual([
      0, 1, 2, 3, 4.5, 5.5,
    ]);
    expect(at.get('S2')?.toRow).toBe(0.5);
    expect(at.get('S1')?.toRow).toBe(1.5);
    expect(at.get('D1')).toMatchObject({ fromColumn: 2, toColumn: 3, fromRow: 0.5 });
    expect(layout.columns).toBe(4);
    expect(layout.fans).toEqual([
      { system: 'supply', row: 1.5 },
      { system: 'return', row: 5 },
    ]);
  });

  it('marks the sections of the critical paths', () => {
    const critical = diagramLayout(result)
      .sections.filter((s) => s.critical)
      .map((s) => s.id)
      .sort();
    expect(critical).toEqual(['D3', 'G1', 'R1', 'S1', 'S3']);
  });
});

describe('criticalGradeLine', () => {
  it('runs from the fan along the supply critical path, each section’s ends at their distances', () => {
    const line = criticalGradeLine(result);
    expect(line?.system).toBe('supply');
    const points = line?.points ?? [];
    // S1 30 ft, S3 25 ft, D3 10 ft: ends at 0, 30, 30, 55, 55, 65 ft.
    expect(points.map((p) => p.distance)).toEqual([0, 30, 30, 55, 55, 65]);
    // It starts at the supply critical path's total (the fan's supply side) and falls.
    expect(points[0]?.totalPressure).toBeCloseTo(result.fan.supplyCriticalPathTotal, 9);
    for (let i = 1; i < points.length; i++)
      expect(points[i]!.totalPressure).toBeLessThanOrEqual(points[i - 1]!.totalPressure + 1e-12);
    // At the diffuser, what is left is its own 0.1 in. wg.
    expect(points.at(-1)?.totalPressure).toBeCloseTo(0.1, 6);
  });
});
