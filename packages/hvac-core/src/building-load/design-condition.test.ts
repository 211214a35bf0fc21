import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { BUILDING_LOAD_LIMITS, DesignConditionSchema } from './building-file.js';
import {
  DESIGN_CONDITION_CHOICES,
  annualApproximation,
  describeDesignCondition,
  designConditionLabel,
  isDesignConditionChoice,
} from './design-condition.js';

describe('DESIGN_CONDITION_CHOICES', () => {
  it('offers the Handbook’s annual 0.4, 1, 2 % and monthly 0.4, 2, 5 % cooling conditions', () => {
    // ASHRAE Handbook—Fundamentals (2021), ch. 14: annual cooling DB/MCWB at 0.4, 1 and 2 %;
    // monthly design DB/MCWB at 0.4, 2, 5 and 10 % (10 % is not a sizing condition).
    expect(DESIGN_CONDITION_CHOICES.map(designConditionLabel)).toEqual([
      'Annual 0.4 %',
      'Annual 1 %',
      'Annual 2 %',
      'Monthly 0.4 %',
      'Monthly 2 %',
      'Monthly 5 %',
    ]);
  });

  test.each([
    [{ basis: 'annual', percent: 1 }, true],
    [{ basis: 'monthly', percent: 5 }, true],
    [{ basis: 'monthly', percent: 1 }, false],
    [{ basis: 'annual', percent: 5 }, false],
    [{ basis: 'monthly', percent: 10 }, false],
    [null, false],
    ['annual', false],
  ])('isDesignConditionChoice(%j) is %s', (value, expected) => {
    expect(isDesignConditionChoice(value)).toBe(expected);
  });
});

describe('describeDesignCondition', () => {
  it('names a monthly condition, what goes with it and the file with its edition', () => {
    expect(
      describeDesignCondition(
        { basis: 'monthly', percent: 2 },
        { kind: 'tables', fileName: 'chicago.stat', edition: 2009 },
        7,
      ),
    ).toBe(
      'Monthly 2 % design dry bulbs with their mean coincident wet bulbs and the monthly mean daily ranges, a design day on the 21st of each month, chicago.stat (ASHRAE 2009 design conditions).',
    );
  });

  it('states the approximation of an annual condition and the month it is applied to', () => {
    expect(
      describeDesignCondition(
        { basis: 'annual', percent: 1 },
        { kind: 'tables', fileName: 'phoenix.ddy', edition: null },
        8,
      ),
    ).toBe(
      'Annual 1 % cooling design dry bulb with its mean coincident wet bulb and the mean daily range of August, the hottest month, phoenix.ddy (edition of the design conditions not stated). Approximation: the annual condition is applied as one design day, August 21; the other eleven months are not computed.',
    );
    expect(annualApproximation(7)).toMatch(/July 21/);
  });

  it('says that values derived from an .epw’s hours are not the Handbook’s', () => {
    expect(
      describeDesignCondition(
        { basis: 'annual', percent: 0.4 },
        { kind: 'hours', fileName: 'denver.epw', hours: 8760 },
        7,
      ),
    ).toContain(
      "derived from the 8,760 hours of denver.epw (one year of hours, not the Handbook's multi-year record)",
    );
  });

  it('property: any file name gives a sentence the building file accepts, naming the condition', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DESIGN_CONDITION_CHOICES),
        fc.string({ maxLength: 2000 }),
        fc.oneof(
          fc.record({
            kind: fc.constant('tables' as const),
            edition: fc.option(fc.integer({ min: 1900, max: 2100 })),
          }),
          fc.record({
            kind: fc.constant('hours' as const),
            hours: fc.integer({ min: 1, max: 8784 }),
          }),
        ),
        fc.integer({ min: 1, max: 12 }),
        (choice, fileName, origin, month) => {
          const description = describeDesignCondition(choice, { ...origin, fileName }, month);
          expect(description.length).toBeLessThanOrEqual(
            BUILDING_LOAD_LIMITS.designConditionLength,
          );
          expect(description.startsWith(designConditionLabel(choice))).toBe(true);
          expect(DesignConditionSchema.safeParse({ ...choice, description }).success).toBe(true);
        },
      ),
    );
  });
});
