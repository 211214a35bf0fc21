import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { calculateDuct } from './calculate-duct.js';
import { equalFrictionSchedule } from './equal-friction.js';

describe('equalFrictionSchedule', () => {
  const schedule = equalFrictionSchedule({
    targetFriction: 0.1,
    sections: [
      { id: 'A', airflow: 3000, ductLength: 50, fittings: [{ type: 'CD3-9' }] },
      {
        id: 'B',
        parentId: 'A',
        airflow: 1000,
        ductLength: 30,
        fittings: [{ type: 'exit-abrupt' }],
      },
      { id: 'C', parentId: 'A', airflow: 2000, ductLength: 20 },
      { id: 'D', parentId: 'C', airflow: 800, ductLength: 60 },
    ],
  });

  it('sizes every section at the schedule friction rate', () => {
    for (const section of schedule.sections) {
      expect(section.result.exact.frictionRate).toBeCloseTo(0.1, 9);
      expect(section.result.sizingMethod).toBe('friction');
    }
    const alone = calculateDuct({ airflow: 2000, targetFriction: 0.1, ductLength: 20 });
    expect(schedule.sections[2]?.result.diameter).toBe(alone.diameter);
  });

  it('adds losses along each path and picks the largest as the critical path', () => {
    const loss = (id: string): number =>
      schedule.sections.find((s) => s.id === id)?.result.totalPressureLoss ?? Number.NaN;
    const path = (id: string): number =>
      schedule.sections.find((s) => s.id === id)?.pathPressureLoss ?? Number.NaN;
    expect(path('A')).toBeCloseTo(loss('A'), 12);
    expect(path('D')).toBeCloseTo(loss('A') + loss('C') + loss('D'), 12);
    const expected = path('B') > path('D') ? ['A', 'B'] : ['A', 'C', 'D'];
    expect(schedule.criticalPath).toEqual(expected);
    expect(schedule.criticalPathPressureLoss).toBeCloseTo(Math.max(path('B'), path('D')), 12);
    expect(schedule.text.criticalPathPressureLoss).toMatch(/ in\. wg$/);
  });

  it('rejects duplicate ids, unknown parents and loops, with section paths', () => {
    const error = (() => {
      try {
        equalFrictionSchedule({
          targetFriction: 0.1,
          sections: [
            { id: 'A', parentId: 'B', airflow: 100 },
            { id: 'B', parentId: 'A', airflow: 100 },
            { id: 'B', airflow: 100 },
            { id: 'E', parentId: 'Z', airflow: -3 },
          ],
        });
      } catch (caught) {
        return caught as ZodError;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ZodError);
    const paths = error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'sections.2.id',
        'sections.0.parentId',
        'sections.3.parentId',
        'sections.3.airflow',
      ]),
    );
  });

  it('reports a bad shared field at its own path', () => {
    expect(() =>
      equalFrictionSchedule({ targetFriction: 9, sections: [{ id: 'A', airflow: 100 }] }),
    ).toThrow(/Target friction rate must be between/);
  });
});
