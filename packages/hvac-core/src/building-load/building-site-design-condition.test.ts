import { describe, expect, it, test } from 'vitest';
import { readWeatherFixture, WEATHER_FIXTURES } from '../weather/_testing/fixtures.js';
import { BuildingLoadInputSchema, convertBuildingLoadInput } from './building-file.js';
import type { BuildingSite } from './building-file.js';
import {
  buildingSiteFromDdy,
  buildingSiteFromEpw,
  buildingSiteFromStat,
} from './building-site-import.js';
import type { BuildingSiteImport } from './building-site-import.js';
import { defaultBuildingLoadInput } from './default-building-input.js';
import type { DesignConditionChoice } from './design-condition.js';

const { chicagoDdy, chicagoStat, chicagoEpw } = WEATHER_FIXTURES;
const ddyText = readWeatherFixture(chicagoDdy);
const statText = readWeatherFixture(chicagoStat);
const epwText = readWeatherFixture(chicagoEpw);
const julyDepths = {
  clearSkyModel: 'ashrae-2009' as const,
  opticalDepths: [{ month: 7, taub: 0.455, taud: 2.05 }],
};

function siteOf(result: BuildingSiteImport): BuildingSite & {
  designCondition: NonNullable<BuildingSite['designCondition']>;
} {
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join(' '));
  return result.site;
}

function refusal(result: BuildingSiteImport): string {
  if (result.ok) throw new Error('imported, but it should have been refused');
  expect(result.errors).toHaveLength(1);
  return result.errors[0]?.message ?? '';
}

const annual = (percent: 0.4 | 1 | 2): DesignConditionChoice => ({ basis: 'annual', percent });
const monthly = (percent: 0.4 | 2 | 5): DesignConditionChoice => ({ basis: 'monthly', percent });

describe('the design condition of an imported site (issue 40 §3, §5)', () => {
  // Chicago .ddy, SizingPeriod:DesignDay "Ann Clg .4% / 1% / 2% Condns DB=>MWB": the name on lines
  // 203, 231, 259; maximum dry bulb on 207, 235, 263; wet bulb at it on 212, 240, 268; July, range
  // 10.5 (208, 236, 264), taub 0.455 and taud 2.050 (226–227, 254–255, 282–283).
  test.each([
    [0.4, 33.3, 23.7, 202],
    [1, 31.6, 23, 230],
    [2, 30.1, 22.1, 258],
  ] as const)(
    'reads the .ddy’s annual %s % cooling design day: %s °C with MCWB %s °C (object on line %s)',
    (percent, dryBulbC, wetBulbC, line) => {
      const site = siteOf(
        buildingSiteFromDdy(ddyText, chicagoDdy, 'Metric', { designCondition: annual(percent) }),
      );
      expect(site.months).toEqual([
        {
          month: 7,
          maxDryBulb: dryBulbC,
          dailyRange: 10.5,
          coincidentWetBulb: wetBulbC,
          taub: 0.455,
          taud: 2.05,
        },
      ]);
      expect(site.sources.coolingDesignDays).toBe(
        `${chicagoDdy}, line ${line} (SizingPeriod:DesignDay)`,
      );
      expect(site.designCondition).toEqual({
        basis: 'annual',
        percent,
        description: `Annual ${percent} % cooling design dry bulb with its mean coincident wet bulb and the mean daily range of July, the hottest month, ${chicagoDdy} (ASHRAE 2009 design conditions). Approximation: the annual condition is applied as one design day, July 21; the other eleven months are not computed.`,
      });
    },
  );

  // Chicago .stat, lines 46–51: monthly 0.4, 2.0 and 5.0 % design dry bulbs and their mean
  // coincident wet bulbs; line 66 the monthly mean daily ranges (Jan 7.6, Jul 10.5); lines 31–32
  // taub/taud (Jan 0.302/2.364, Jul 0.455/2.050).
  test.each([
    [0.4, 46, [12.9, 10.8], [35.9, 24.6]],
    [2, 48, [8.5, 6.2], [33.6, 24.5]],
    [5, 50, [5.6, 3.9], [31.7, 23.6]],
  ] as const)(
    'reads the .stat’s monthly %s % design dry bulbs (line %s) and their wet bulbs',
    (percent, line, january, july) => {
      const site = siteOf(
        buildingSiteFromStat(statText, chicagoStat, 'Metric', {
          designCondition: monthly(percent),
        }),
      );
      expect(site.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(site.months[0]).toEqual({
        month: 1,
        maxDryBulb: january[0],
        dailyRange: 7.6,
        coincidentWetBulb: january[1],
        taub: 0.302,
        taud: 2.364,
      });
      expect(site.months[6]).toEqual({
        month: 7,
        maxDryBulb: july[0],
        dailyRange: 10.5,
        coincidentWetBulb: july[1],
        taub: 0.455,
        taud: 2.05,
      });
      const label = percent === 0.4 ? '0.4' : percent.toFixed(1);
      expect(site.sources.coolingDesignDays).toBe(
        `${chicagoStat}, line ${line} (Drybulb ${label}%), line ${line + 1} (Coincident Wetbulb ${label}%), line 66 (Drybulb), line 31 (taub (beam)), line 32 (taud (diffuse))`,
      );
      expect(site.designCondition).toEqual({
        basis: 'monthly',
        percent,
        description: `Monthly ${percent} % design dry bulbs with their mean coincident wet bulbs and the monthly mean daily ranges, a design day on the 21st of each month, ${chicagoStat} (ASHRAE 2009 design conditions).`,
      });
    },
  );

  // Chicago .stat line 22, the Cooling row: HottestMonth 7, DBR 10.5, DB004 33.3 / WB_DB004 23.7,
  // DB010 31.6 / WB_DB010 23, DB020 30.1 / WB_DB020 22.1.
  test.each([
    [0.4, 33.3, 23.7],
    [1, 31.6, 23],
    [2, 30.1, 22.1],
  ] as const)(
    'reads the .stat’s annual %s % dry bulb %s °C and MCWB %s °C from its Cooling row (line 22) in July',
    (percent, dryBulbC, wetBulbC) => {
      const site = siteOf(
        buildingSiteFromStat(statText, chicagoStat, 'Metric', { designCondition: annual(percent) }),
      );
      expect(site.months).toEqual([
        {
          month: 7,
          maxDryBulb: dryBulbC,
          dailyRange: 10.5,
          coincidentWetBulb: wetBulbC,
          taub: 0.455,
          taud: 2.05,
        },
      ]);
      const code = { 0.4: '004', 1: '010', 2: '020' }[percent];
      expect(site.sources.coolingDesignDays).toBe(
        `${chicagoStat}, line 22 (HottestMonth), line 22 (DB${code}), line 22 (WB_DB${code}), line 22 (DBR), line 31 (taub (beam)), line 32 (taud (diffuse))`,
      );
      expect(site.designCondition.description).toMatch(
        /^Annual .* the hottest month, USA_IL_Chicago-OHare\.Intl\.AP\.725300_TMY3\.stat \(ASHRAE 2009 design conditions\)\. Approximation: the annual condition is applied as one design day, July 21; the other eleven months are not computed\.$/,
      );
    },
  );

  // The issue's three Julys: named alike, a station's .ddy and .stat now give the same design day.
  test.each(
    (['chicago', 'phoenix', 'miami', 'golden'] as const).flatMap((station) =>
      ([0.4, 1, 2] as const).map((percent) => [station, percent] as const),
    ),
  )('%s: the .ddy and the .stat give the same annual %s % design day', (station, percent) => {
    const ddy = WEATHER_FIXTURES[`${station}Ddy`];
    const stat = WEATHER_FIXTURES[`${station}Stat`];
    const options = { designCondition: annual(percent) };
    for (const system of ['Metric', 'Imperial'] as const) {
      const fromDdy = siteOf(buildingSiteFromDdy(readWeatherFixture(ddy), ddy, system, options));
      const fromStat = siteOf(
        buildingSiteFromStat(readWeatherFixture(stat), stat, system, options),
      );
      expect(fromStat.months).toEqual(fromDdy.months);
      expect(fromStat.clearSkyModel).toBe(fromDdy.clearSkyModel);
      expect(fromStat.designCondition.description.replace(stat, 'file')).toBe(
        fromDdy.designCondition.description.replace(ddy, 'file'),
      );
    }
  });

  test.each([0.4, 1, 2] as const)(
    'derives the .epw’s annual %s % dry bulb from its hours and says so',
    (percent) => {
      const site = siteOf(
        buildingSiteFromEpw(epwText, chicagoEpw, 'Metric', julyDepths, {
          designCondition: annual(percent),
        }),
      );
      expect(site.sources.coolingDesignDays).toMatch(
        new RegExp(`derived from 8,760 hours \\(Jul: ${percent} % dry bulb`),
      );
      expect(site.designCondition).toEqual({
        basis: 'annual',
        percent,
        description: `Annual ${percent} % cooling design dry bulb with its mean coincident wet bulb and the mean daily range of July, the hottest month, derived from the 8,760 hours of ${chicagoEpw} (one year of hours, not the Handbook's multi-year record). Approximation: the annual condition is applied as one design day, July 21; the other eleven months are not computed.`,
      });
    },
  );

  it('gives lower dry bulbs as the percentile rises, from every file', () => {
    const dryBulb = (result: BuildingSiteImport): number =>
      siteOf(result).months[0]?.maxDryBulb ?? NaN;
    for (const read of [
      (c: DesignConditionChoice) =>
        buildingSiteFromDdy(ddyText, chicagoDdy, 'Metric', { designCondition: c }),
      (c: DesignConditionChoice) =>
        buildingSiteFromStat(statText, chicagoStat, 'Metric', { designCondition: c }),
      (c: DesignConditionChoice) =>
        buildingSiteFromEpw(epwText, chicagoEpw, 'Metric', julyDepths, { designCondition: c }),
    ]) {
      const [d04, d1, d2] = [annual(0.4), annual(1), annual(2)].map((c) => dryBulb(read(c)));
      expect(d04).toBeGreaterThan(d1 ?? NaN);
      expect(d1).toBeGreaterThan(d2 ?? NaN);
    }
  });

  describe('refuses a condition the file does not give, naming the file and what it lacks', () => {
    test.each([0.4, 2, 5] as const)('a .ddy has no monthly %s % design days', (percent) => {
      const message = refusal(
        buildingSiteFromDdy(ddyText, chicagoDdy, 'Metric', { designCondition: monthly(percent) }),
      );
      expect(message).toMatch(new RegExp(`^${chicagoDdy.replaceAll('.', '\\.')}: `));
      expect(message).toContain('holds annual design days only');
      expect(message).toContain(`cannot give monthly ${percent} % design days`);
    });

    test.each([0.4, 2, 5] as const)('an .epw has no monthly %s % design values', (percent) => {
      const message = refusal(
        buildingSiteFromEpw(epwText, chicagoEpw, 'Metric', julyDepths, {
          designCondition: monthly(percent),
        }),
      );
      expect(message).toMatch(new RegExp(`^${chicagoEpw.replaceAll('.', '\\.')}: `));
      expect(message).toContain('no monthly design values');
    });

    it('a .stat whose monthly 5 % rows were removed has no monthly 5 % design days', () => {
      const text = statText
        .split('\n')
        .filter((line) => !line.includes('5.0%'))
        .join('\n');
      const message = refusal(
        buildingSiteFromStat(text, 'short.stat', 'Metric', { designCondition: monthly(5) }),
      );
      expect(message).toBe(
        'short.stat: the file does not print the monthly 5 % design dry bulbs, their mean coincident wet bulbs and the monthly daily ranges (rows "Drybulb 5.0%", "Coincident Wetbulb 5.0%" and "Drybulb" under the daily ranges). Choose an annual condition, which its Cooling design conditions give.',
      );
    });

    it('a .ddy without its 2 % cooling design day', () => {
      // Cut the object "Ann Clg 2% Condns DB=>MWB" (lines 258–283) out of the file.
      const lines = ddyText.split('\n');
      const text = [...lines.slice(0, 257), ...lines.slice(283)].join('\n');
      const message = refusal(
        buildingSiteFromDdy(text, 'cut.ddy', 'Metric', { designCondition: annual(2) }),
      );
      expect(message).toMatch(/^cut\.ddy: no 2 % cooling design day/);
      expect(siteOf(buildingSiteFromDdy(text, 'cut.ddy', 'Metric')).months[0]?.maxDryBulb).toBe(
        33.3,
      );
    });

    it('a choice that is not offered (a caller outside TypeScript)', () => {
      const odd = {
        designCondition: { basis: 'monthly', percent: 1 } as unknown as DesignConditionChoice,
      };
      for (const result of [
        buildingSiteFromDdy(ddyText, chicagoDdy, 'Metric', odd),
        buildingSiteFromStat(statText, chicagoStat, 'Metric', odd),
        buildingSiteFromEpw(epwText, chicagoEpw, 'Metric', julyDepths, odd),
      ]) {
        expect(refusal(result)).toMatch(/must be annual 0\.4, 1 or 2 % or monthly 0\.4, 2 or 5 %/);
      }
    });
  });

  describe('keeps each file’s default as before the choice existed', () => {
    it('a .ddy: the annual 0.4 %', () => {
      const byDefault = siteOf(buildingSiteFromDdy(ddyText, chicagoDdy, 'Imperial'));
      expect(byDefault).toEqual(
        siteOf(
          buildingSiteFromDdy(ddyText, chicagoDdy, 'Imperial', { designCondition: annual(0.4) }),
        ),
      );
      expect(byDefault.designCondition).toMatchObject({ basis: 'annual', percent: 0.4 });
    });

    it('a .stat: the monthly 0.4 %, or the annual 0.4 % in the hottest month if it prints no monthly values', () => {
      const byDefault = siteOf(buildingSiteFromStat(statText, chicagoStat, 'Metric'));
      expect(byDefault).toEqual(
        siteOf(
          buildingSiteFromStat(statText, chicagoStat, 'Metric', { designCondition: monthly(0.4) }),
        ),
      );
      const withoutMonthly = statText
        .split('\n')
        .filter((line) => !/Drybulb 0\.4%|Wetbulb 0\.4%/.test(line))
        .join('\n');
      const fallback = siteOf(buildingSiteFromStat(withoutMonthly, 'annual.stat', 'Metric'));
      expect(fallback.designCondition).toMatchObject({ basis: 'annual', percent: 0.4 });
      expect(fallback.designCondition.description).toMatch(/Approximation: the annual condition/);
      expect(fallback.months).toHaveLength(1);
    });

    it('an .epw: the annual 0.4 %; a number in place of the options is still ρg', () => {
      const byDefault = siteOf(buildingSiteFromEpw(epwText, chicagoEpw, 'Metric', julyDepths, 0.3));
      expect(byDefault.groundReflectance).toBe(0.3);
      expect(byDefault).toEqual(
        siteOf(
          buildingSiteFromEpw(epwText, chicagoEpw, 'Metric', julyDepths, {
            groundReflectance: 0.3,
            designCondition: annual(0.4),
          }),
        ),
      );
    });
  });

  describe('is kept in the building file', () => {
    it('so a reopened file shows it: the imported site parses with its design condition', () => {
      const site = siteOf(
        buildingSiteFromStat(statText, chicagoStat, 'Imperial', { designCondition: monthly(2) }),
      );
      const saved = JSON.parse(
        JSON.stringify({ ...defaultBuildingLoadInput('Imperial'), site }),
      ) as unknown;
      const reopened = BuildingLoadInputSchema.parse(saved);
      expect(reopened.site.designCondition).toEqual(site.designCondition);
    });

    it('a file saved before it was recorded opens unchanged, with none', () => {
      const { designCondition: _recorded, ...site } = defaultBuildingLoadInput('Metric').site;
      const old = { ...defaultBuildingLoadInput('Metric'), site };
      const saved = JSON.parse(JSON.stringify(old)) as unknown;
      const reopened = BuildingLoadInputSchema.parse(saved);
      expect(reopened).toEqual(old);
      expect('designCondition' in reopened.site).toBe(false);
    });

    it('is kept, word for word, when the file changes unit system', () => {
      const site = siteOf(
        buildingSiteFromStat(statText, chicagoStat, 'Imperial', { designCondition: monthly(5) }),
      );
      const metric = convertBuildingLoadInput(
        { ...defaultBuildingLoadInput('Imperial'), site },
        'Metric',
      );
      expect(metric.site.designCondition).toEqual(site.designCondition);
      expect(metric.site.months).toEqual(
        siteOf(
          buildingSiteFromStat(statText, chicagoStat, 'Metric', { designCondition: monthly(5) }),
        ).months.map((m) => ({
          ...m,
          maxDryBulb: expect.closeTo(m.maxDryBulb, 9) as number,
          dailyRange: expect.closeTo(m.dailyRange, 9) as number,
          coincidentWetBulb: expect.closeTo(m.coincidentWetBulb, 9) as number,
        })),
      );
    });

    it('a new file’s example site names its condition, the Chicago .ddy’s annual 0.4 %', () => {
      const { site } = defaultBuildingLoadInput('Imperial');
      const imported = siteOf(buildingSiteFromDdy(ddyText, chicagoDdy, 'Imperial'));
      expect(site.designCondition).toEqual({
        ...imported.designCondition,
        description: `Example: ${imported.designCondition.description}`,
      });
    });

    test.each([
      [
        'an annual 5 %',
        { basis: 'annual', percent: 5, description: '' },
        'An annual design condition must be 0.4, 1 or 2 %.',
      ],
      [
        'a monthly 1 %',
        { basis: 'monthly', percent: 1, description: '' },
        'A monthly design condition must be 0.4, 2 or 5 %.',
      ],
      [
        'a weekly basis',
        { basis: 'weekly', percent: 1, description: '' },
        'The design condition must be annual or monthly, with its percent and description.',
      ],
      [
        'a 601-character description',
        { basis: 'annual', percent: 1, description: 'x'.repeat(601) },
        'Design condition description must be at most 600 characters.',
      ],
    ])('refuses a damaged one, saying what is wrong: %s', (_what, designCondition, message) => {
      const input = defaultBuildingLoadInput('Metric');
      const result = BuildingLoadInputSchema.safeParse({
        ...input,
        site: { ...input.site, designCondition },
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(message);
      expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual(['site', 'designCondition']);
    });
  });
});
