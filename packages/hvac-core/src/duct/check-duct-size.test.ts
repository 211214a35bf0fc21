import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { calculateDuct } from './calculate-duct.js';
import { checkDuctSize } from './check-duct-size.js';
import type { DuctCheckInputDraft } from './schema.js';
import { zodIssues } from '../_testing/zod-issues.js';

describe('checkDuctSize', () => {
  it('gives velocity, friction and area of a 14 in round duct at 1000 cfm', () => {
    const result = checkDuctSize({
      airflow: 1000,
      ductShape: 'round',
      diameter: 14,
      ductLength: 100,
    });
    expect(result.area).toBeCloseTo(1.069, 3);
    expect(result.velocity).toBeCloseTo(935.5, 0);
    expect(result.frictionRate).toBeGreaterThan(0.08);
    expect(result.frictionRate).toBeLessThan(0.1);
    expect(result.ductPressureLoss).toBeCloseTo(result.frictionRate, 12);
    expect(result.text).toMatchObject({ size: '14 in Ø', velocity: '935 fpm' });
  });

  it('is the inverse of the sizer: the exact size checks back to the target friction', () => {
    const sized = calculateDuct({
      unitSystem: 'Metric',
      airflow: 600,
      ductShape: 'rectangular',
      aspectRatio: 2.5,
      targetFriction: 1,
    });
    const checked = checkDuctSize({
      unitSystem: 'Metric',
      airflow: 600,
      ductShape: 'rectangular',
      width: sized.exact.width,
      height: sized.exact.height,
    });
    expect(checked.frictionRate).toBeCloseTo(1, 9);
    expect(checked.velocity).toBeCloseTo(sized.exact.velocity, 9);
  });

  test.each<[string, DuctCheckInputDraft, Record<string, unknown>]>([
    [
      'gives the Huebscher equivalent diameter of 12 × 12 in as 13.1 in (ASHRAE F 2021 ch. 21 table 2)',
      { airflow: 1000, ductShape: 'rectangular', width: 12, height: 12 },
      { equivalentDiameter: expect.closeTo(13.1, 1), aspectRatio: 1 },
    ],
    [
      'reports the larger side as the width',
      { airflow: 1000, ductShape: 'rectangular', width: 10, height: 30 },
      { width: 30, height: 10, text: { size: '30 × 10 in' } },
    ],
  ])('%s', (_, draft, expected) => {
    expect(checkDuctSize(draft)).toMatchObject(expected);
  });

  it('has friction falling as the diameter grows', () => {
    let previous = Infinity;
    for (let diameter = 6; diameter <= 30; diameter += 1) {
      const { frictionRate } = checkDuctSize({ airflow: 1500, diameter });
      expect(frictionRate).toBeLessThan(previous);
      previous = frictionRate;
    }
  });

  it('needs the size fields of its shape', () => {
    expect(() => checkDuctSize({ airflow: 1000, ductShape: 'rectangular', width: 12 })).toThrow(
      ZodError,
    );
    expect(zodIssues(() => checkDuctSize({ airflow: 1000, ductShape: 'round' }))[0]).toMatchObject({
      path: ['diameter'],
      message: 'Diameter is required for a round duct.',
    });
  });

  it('warns when the given duct is too small for the application', () => {
    const result = checkDuctSize({ airflow: 3000, diameter: 10, application: 'branch' });
    expect(result.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['velocityAboveLimit', 'frictionHigh']),
    );
  });
});
