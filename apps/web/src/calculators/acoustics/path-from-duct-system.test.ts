import {
  DuctNoisePathInputSchema,
  calculateDuctNoisePathInput,
  defaultDuctNoisePathInput,
} from '@org/hvac-core/acoustics';
import { calculateDuctSystem, defaultDuctSystemInput } from '@org/hvac-core/duct-system';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { noisePathFromDuctSystem } from './path-from-duct-system';

const ductSystem = defaultDuctSystemInput('Imperial');
const result = calculateDuctSystem(ductSystem);

describe('noisePathFromDuctSystem', () => {
  it('follows the supply critical path from the fan: branches by area, runs, elbows, the outlet', () => {
    const critical = result.criticalPaths.supply ?? [];
    const path = noisePathFromDuctSystem(ductSystem, 'Imperial');
    // Every section of the critical path is a duct run, in the same order.
    const runs = path.elements.filter((element) => element.type === 'ductRun');
    expect(runs.map((element) => element.id)).toEqual(critical.map((id) => `ds-${id}-run`));
    const first = result.sections.find((section) => section.id === critical[0]);
    expect(runs[0]).toMatchObject({ length: first?.length, lining: 'unlined' });
    // At each split the branch's share of the total area: A_branch / ΣA of the parent's children.
    for (const element of path.elements.filter((candidate) => candidate.type === 'branch')) {
      const id = element.id.replace(/^ds-/, '').replace(/-branch$/, '');
      const section = result.sections.find((candidate) => candidate.id === id);
      const siblings = result.sections.filter(
        (candidate) => candidate.parentId === section?.parentId,
      );
      expect(element.branchArea).toBeCloseTo(section?.area ?? NaN, 9);
      expect(element.totalArea).toBeCloseTo(
        siblings.reduce((sum, sibling) => sum + sibling.area, 0),
        9,
      );
    }
    // The supply main's mitred elbow with turning vanes, 22 in wide: table 24's square elbow.
    expect(path.elements.find((element) => element.id === 'ds-S1-elbow-0')).toMatchObject({
      type: 'elbow',
      elbowKind: 'squareWithVanes',
      width: 22,
      quantity: 1,
    });
    expect(path.elements.at(-1)).toMatchObject({ type: 'endReflection', termination: 'flush' });
    expect(path.fan).toEqual({ airflow: 2000, staticPressure: result.fan.fanTotalPressure });
    expect(path.leftOut).toEqual([]);
  });

  it('gives a path the acoustic engine computes, in Metric too', () => {
    for (const unitSystem of ['Imperial', 'Metric'] as const) {
      const path = noisePathFromDuctSystem(ductSystem, unitSystem);
      const input = DuctNoisePathInputSchema.parse({
        ...defaultDuctNoisePathInput(unitSystem),
        elements: path.elements,
      });
      const noise = calculateDuctNoisePathInput(input);
      expect(noise.elements).toHaveLength(path.elements.length);
      // The path only takes sound away: the room gets less than the source in every band.
      noise.roomSoundPowerDb.forEach((level, band) => {
        expect(Number.isFinite(level)).toBe(true);
        expect(level).toBeLessThan(noise.sourceSoundPowerDb[band] ?? -Infinity);
      });
    }
    // 2000 cfm = 943.89 L/s.
    expect(noisePathFromDuctSystem(ductSystem, 'Metric').fan.airflow).toBeCloseTo(943.89, 2);
  });

  it('refuses a file its schema refuses', () => {
    expect(() => noisePathFromDuctSystem({ sections: 'none' }, 'Imperial')).toThrow(ZodError);
  });
});
