import { defaultDuctSystemInput } from '@org/hvac-core/duct-system';
import { rowFromCalculation } from '@org/hvac-core/schedule';
import { describe, expect, it } from 'vitest';
import {
  StoredScheduleSchema,
  linkedCalculator,
  parseStoredSchedule,
  sourceCalculator,
  sourceDriftChecker,
  type ScheduleSourceFile,
} from './project-sources';

describe('schedule source links', () => {
  it('name their calculator by kind, the engine domain', () => {
    expect(sourceCalculator('heat-load')?.collection).toBe('calculations');
    expect(sourceCalculator('pump')?.route).toBe('pump-head-calc');
    expect(sourceCalculator('ventilation')?.collection).toBe('ventilationCalculations');
    expect(sourceCalculator('duct')?.route).toBe('duct-sizer');
    expect(sourceCalculator('building-load')?.collection).toBe('buildingLoadCalculations');
    expect(sourceCalculator('duct-system')?.collection).toBe('ductSystems');
    expect(sourceCalculator('hydronic-system')?.route).toBe('hydronic-system');
    expect(sourceCalculator('boq')).toBeUndefined();
  });

  it('read a link kept in a draft from before the kinds by its collection', () => {
    expect(linkedCalculator({ kind: 'pump', fileId: 'p' })?.title).toBe('Pump head');
    expect(linkedCalculator({ collection: 'pumpHeadCalculations', fileId: 'p' })?.title).toBe(
      'Pump head',
    );
    expect(linkedCalculator({ collection: 'boqs', fileId: 'b' })).toBeUndefined();
    expect(linkedCalculator(undefined)).toBeUndefined();
  });
});

describe('parseStoredSchedule', () => {
  const fan = { id: 'r1', type: 'fan', tag: 'EF-1', airflow: 1000, electricalPower: 1.5 };
  const legacy = {
    ...fan,
    id: 'r2',
    tag: 'EF-2',
    source: { collection: 'ventilationCalculations', fileId: 'v1' },
  };
  const draft = (rows: unknown[]) => ({ calculationName: 'Roof', unitSystem: 'Imperial', rows });

  it.each([
    ['a valid schedule', draft([fan])],
    ['a link saved with its collection', draft([fan, legacy])],
    ['a cell out of range', draft([{ ...fan, airflow: -5 }, legacy])],
    ['a repeated tag', draft([fan, { ...legacy, tag: 'ef-1' }])],
    ['a row without a tag', draft([{ ...fan, tag: undefined }])],
  ])('answers as the stored schema does: %s', (_what, data) => {
    // What the workspace reads of an answer: the data or the issues (the error's class may be
    // another copy of zod's, from hvac-core's build).
    const plain = (answer: ReturnType<typeof parseStoredSchedule>) =>
      answer.success ? { data: answer.data } : { issues: answer.error.issues };
    expect(plain(parseStoredSchedule(data))).toEqual(plain(StoredScheduleSchema.safeParse(data)));
  });
});

describe('sourceDriftChecker', () => {
  const ductSystem = defaultDuctSystemInput('Imperial');
  const file: ScheduleSourceFile = {
    kind: 'duct-system',
    collection: 'ductSystems',
    fileId: 'd1',
    name: 'Level 2 air',
    data: ductSystem,
  };
  const filled = rowFromCalculation('duct-system', file, { id: 'r1', unitSystem: 'Imperial' });

  it('finds a filled row the same as its source, and names what moved when the source changed', () => {
    expect(sourceDriftChecker([file], 'Imperial')(filled)).toEqual({ status: 'same' });
    const edited = { ...file, data: { ...ductSystem, safetyFactorPercent: 25 } };
    expect(sourceDriftChecker([edited], 'Imperial')(filled)).toEqual({
      status: 'changed',
      columns: ['externalStaticPressure'],
    });
  });

  it('says when the source cannot be computed now, and leaves rows it cannot check', () => {
    const broken = { ...file, data: { sections: 'none' } };
    expect(sourceDriftChecker([broken], 'Imperial')(filled)).toMatchObject({
      status: 'broken',
      reason: expect.stringMatching(/^its inputs are not valid now/) as unknown,
    });
    expect(sourceDriftChecker([], 'Imperial')(filled)).toBeUndefined();
    expect(
      sourceDriftChecker([file], 'Imperial')({ ...filled, source: undefined }),
    ).toBeUndefined();
  });
});
