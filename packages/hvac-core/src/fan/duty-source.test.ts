import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertValue } from '../units/index.js';
import { calculateFan } from './calculate-fan.js';
import { convertFanInput } from './convert-input.js';
import { FanDutySourceSchema, FanInputSchema } from './schema.js';
import type { FanInputDraft } from './schema.js';

const duty: FanInputDraft = {
  unitSystem: 'Imperial',
  airflow: 2000,
  fanStaticPressure: 1.65,
  fanEfficiencyPercent: 65,
};

const linked: FanInputDraft = {
  ...duty,
  dutySource: {
    fileId: 'projects/p1/duct-system/ds-1',
    fileName: 'Level 2 air',
    savedAt: '2026-11-20T09:30:00.000Z',
    values: { airflow: 2000, fanStaticPressure: 1.65 },
  },
};

function issuesOf(draft: unknown): { path: string; message: string }[] {
  const parsed = FanInputSchema.safeParse(draft);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('FanInputSchema: dutySource', () => {
  it('keeps the link to the duct-system file and does not change the result', () => {
    const parsed = FanInputSchema.parse(linked);
    expect(parsed.dutySource).toEqual(linked.dutySource);
    expect(calculateFan(linked)).toEqual(calculateFan(duty));
  });

  it('is optional: a file without it parses as before', () => {
    expect(FanInputSchema.parse(duty).dutySource).toBeUndefined();
  });

  it('fills a blank name and missing values', () => {
    expect(FanDutySourceSchema.parse({ fileId: 'a' })).toEqual({
      fileId: 'a',
      fileName: '',
      values: {},
    });
  });

  it('names the field in every message and bounds the texts', () => {
    const bad = (dutySource: unknown) => issuesOf({ ...duty, dutySource });
    expect(bad({ fileId: '' })).toEqual([
      { path: 'dutySource.fileId', message: 'Duty source file id must not be empty.' },
    ]);
    expect(bad({ fileId: 'x'.repeat(1501) })[0]?.message).toBe(
      'Duty source file id must be at most 1500 characters.',
    );
    expect(bad({ fileId: 'a', fileName: 'n'.repeat(201) })[0]).toEqual({
      path: 'dutySource.fileName',
      message: 'Duty source file name must be at most 200 characters.',
    });
    expect(bad({ fileId: 'a', savedAt: 's'.repeat(41) })[0]?.path).toBe('dutySource.savedAt');
    expect(bad({ fileId: 'a', values: { airflow: 'lots' } })).toEqual([
      {
        path: 'dutySource.values.airflow',
        message: 'Duty source airflow must be a finite number.',
      },
    ]);
    expect(bad({ fileId: 'a', values: { fanStaticPressure: Infinity } })[0]?.path).toBe(
      'dutySource.values.fanStaticPressure',
    );
    expect(bad('ds-1')).toEqual([
      { path: 'dutySource', message: 'Duty source must be an object with a file id.' },
    ]);
  });

  it('never throws on anything, in the link or in the whole input', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        for (const value of [junk, { ...duty, dutySource: junk }]) {
          const parsed = FanInputSchema.safeParse(value);
          if (!parsed.success)
            for (const issue of parsed.error.issues)
              expect(issue.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('convertFanInput: dutySource', () => {
  it('converts the recorded values as the fields they mirror, so they still compare', () => {
    const metric = convertFanInput(linked, 'Metric');
    // 2000 cfm × 0.471 947 L/s per cfm = 943.89 L/s; 1.65 in. wg × 249.09 Pa (the engine's inch).
    expect(metric.dutySource?.values?.airflow).toBe(metric.airflow);
    expect(metric.dutySource?.values?.fanStaticPressure).toBe(metric.fanStaticPressure);
    expect(metric.dutySource?.values?.airflow).toBeCloseTo(
      convertValue(2000, 'airflow', 'Imperial', 'Metric'),
      9,
    );
    expect(metric.dutySource?.values?.airflow).toBeCloseTo(943.89, 2);
    expect(metric.dutySource).toMatchObject({ fileId: linked.dutySource?.fileId });

    const back = convertFanInput(metric, 'Imperial');
    expect(back.dutySource?.values?.airflow).toBeCloseTo(2000, 9);
    expect(back.dutySource?.values?.fanStaticPressure).toBeCloseTo(1.65, 12);
    expect(back.dutySource?.values?.airflow).toBe(back.airflow);
    expect(back.dutySource?.fileName).toBe('Level 2 air');
    expect(back.dutySource?.savedAt).toBe(linked.dutySource?.savedAt);
  });

  it('leaves a file without it, and a link without values, as they are', () => {
    expect('dutySource' in convertFanInput(duty, 'Metric')).toBe(false);
    const bare = convertFanInput({ ...duty, dutySource: { fileId: 'a' } }, 'Metric');
    expect(bare.dutySource).toEqual({ fileId: 'a' });
    const junk = { ...duty, dutySource: { fileId: 'a', values: { airflow: 'lots' } } };
    expect(convertFanInput(junk as unknown as FanInputDraft, 'Metric').dutySource).toEqual(
      junk.dutySource,
    );
    // The link's values are left alone when the unit system does not change.
    expect(convertFanInput(linked, 'Imperial').dutySource).toEqual(linked.dutySource);
  });
});

describe('a duty source link at the extreme doubles (issue 44)', () => {
  const extremes = [5e-324, -5e-324, Infinity, -Infinity, Number.MAX_VALUE, 0]; // 1.8e308 is Infinity
  it('parses, computes and survives a unit switch both ways for any recorded value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...extremes),
        fc.constantFrom(...extremes),
        fc.constantFrom('Imperial' as const, 'Metric' as const),
        (airflow, fanStaticPressure, unitSystem) => {
          const draft: FanInputDraft = {
            ...linked,
            unitSystem,
            dutySource: { ...linked.dutySource!, values: { airflow, fanStaticPressure } },
          };
          const parsed = FanInputSchema.safeParse(draft);
          if (!parsed.success) {
            // Refused: the message names the link's value, never a crash.
            expect(parsed.error.issues[0]?.path.slice(0, 2)).toEqual(['dutySource', 'values']);
            return;
          }
          const result = calculateFan(parsed.data);
          expect(result).toEqual(calculateFan({ ...parsed.data, dutySource: undefined }));
          const other = unitSystem === 'Imperial' ? 'Metric' : 'Imperial';
          const switched = convertFanInput(draft, other);
          expect(FanInputSchema.safeParse(switched).success).toBe(true);
          expect(FanInputSchema.safeParse(convertFanInput(switched, unitSystem)).success).toBe(
            true,
          );
        },
      ),
    );
  });
});
