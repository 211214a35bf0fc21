import { humidityRatioFromWetBulb } from '../psychrometrics/wet-bulb.js';
import { standardAtmosphericPressurePa } from '../psychrometrics/standard-atmosphere.js';
import { clearSkyModelForEdition } from '../weather/clear-sky.js';
import type { DdyFile } from '../weather/ddy.js';
import { ddyDesignConditions } from '../weather/ddy.js';
import type { ValueSource } from '../weather/import-result.js';
import type { StatFile } from '../weather/stat.js';
import type { MonthDesignInput, SiteDesignInput } from './site-hours.js';

/** A site built from a weather file, with where each value came from. */
export interface SiteFromWeather {
  readonly site: SiteDesignInput;
  /** Source of each value, keyed by its path in `site` (`latitudeDeg`, `months[6].maxDryBulbC`, …). */
  readonly sources: Readonly<Record<string, ValueSource>>;
}

/**
 * The design site of a `.stat` report: its location, the heating 99.6 % dry bulb, and twelve monthly
 * design days from the monthly 0.4 % (or 2 %) design dry bulbs with their mean coincident wet bulbs,
 * the monthly mean daily ranges and the monthly taub/taud. The outdoor humidity ratio of each month
 * is that of its design dry bulb and coincident wet bulb at the standard pressure of the elevation.
 * The clear-sky coefficients follow the edition of the design conditions (2009 → ASHRAE 2009).
 *
 * @param stat - A parsed `.stat` file that prints the monthly design rows.
 * @param percent - Which monthly design dry bulb: 0.4 (default) or 2.
 * @param groundReflectance - ρg (default 0.2).
 * @returns The site and the source of each value.
 * @throws {RangeError} If the file lacks the monthly design dry bulbs, wet bulbs or daily ranges.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14 (monthly design dry bulb and mean coincident wet bulb, mean daily range, taub/taud)
 */
export function siteDesignFromStat(
  stat: StatFile,
  percent: 0.4 | 2 = 0.4,
  groundReflectance = 0.2,
): SiteFromWeather {
  const dryBulbs = percent === 0.4 ? stat.monthlyDryBulb04C : stat.monthlyDryBulb2C;
  const wetBulbs =
    percent === 0.4 ? stat.monthlyCoincidentWetBulb04C : stat.monthlyCoincidentWetBulb2C;
  const ranges = stat.monthlyDailyRangeK;
  if (dryBulbs === null || wetBulbs === null || ranges === null) {
    throw new RangeError(
      `${stat.fileName} does not print the monthly ${percent} % design dry bulbs, wet bulbs and daily ranges.`,
    );
  }
  const pressurePa =
    stat.location.standardPressurePa ?? standardAtmosphericPressurePa(stat.location.elevationM);
  const sources: Record<string, ValueSource> = {
    latitudeDeg: stat.location.source,
    longitudeDeg: stat.location.source,
    timeZoneHours: stat.location.source,
    heatingDryBulbC: stat.heating.dryBulb996C.source,
  };
  const months = dryBulbs.values.map((maxDryBulbC, m): MonthDesignInput => {
    const wetBulbC = wetBulbs.values[m] ?? Number.NaN;
    sources[`months[${m}].maxDryBulbC`] = dryBulbs.source;
    sources[`months[${m}].humidityRatio`] = wetBulbs.source;
    sources[`months[${m}].dailyRangeK`] = ranges.source;
    sources[`months[${m}].taub`] = stat.monthlyTaub.source;
    sources[`months[${m}].taud`] = stat.monthlyTaud.source;
    return {
      month: m + 1,
      maxDryBulbC,
      dailyRangeK: ranges.values[m] ?? Number.NaN,
      humidityRatio: humidityRatioFromWetBulb(
        maxDryBulbC,
        Math.min(wetBulbC, maxDryBulbC),
        pressurePa,
      ),
      taub: stat.monthlyTaub.values[m] ?? Number.NaN,
      taud: stat.monthlyTaud.values[m] ?? Number.NaN,
    };
  });
  return {
    site: {
      latitudeDeg: stat.location.latitudeDeg,
      longitudeDeg: stat.location.longitudeDeg,
      timeZoneHours: stat.location.timeZoneHours,
      groundReflectance,
      clearSkyModel: clearSkyModelForEdition(stat.designConditionsEdition ?? 2009),
      heatingDryBulbC: stat.heating.dryBulb996C.value,
      months,
    },
    sources,
  };
}

/**
 * The design site of a `.ddy` file: its `Site:Location`, the heating 99.6 % design day, and the
 * cooling design day (DB ⇒ MCWB) of the chosen annual percentage as the one design month (the
 * hottest month: a `.ddy` carries no other months' taus). The clear-sky coefficients follow the
 * design day's solar model (`ASHRAETau` → 2009, `ASHRAETau2017` → 2013 and later).
 *
 * @param ddy - A parsed `.ddy` file.
 * @param percent - Cooling design condition: 0.4 (default), 1 or 2.
 * @param groundReflectance - ρg (default 0.2).
 * @returns The site and the source of each value.
 * @throws {RangeError} If the file has no such cooling day with taus, or no 99.6 % heating day.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14 (annual design conditions)
 */
export function siteDesignFromDdy(
  ddy: DdyFile,
  percent: 0.4 | 1 | 2 = 0.4,
  groundReflectance = 0.2,
): SiteFromWeather {
  const { heating, cooling } = ddyDesignConditions(ddy);
  const heatingDay = heating.find((d) => d.annualPercent === 99.6);
  const coolingDay = cooling.find((d) => d.annualPercent === percent);
  if (heatingDay === undefined)
    throw new RangeError(`${ddy.fileName} has no 99.6 % heating design day.`);
  if (coolingDay === undefined || coolingDay.taub === null || coolingDay.taud === null) {
    throw new RangeError(
      `${ddy.fileName} has no ${percent} % cooling design day with taub and taud.`,
    );
  }
  const designDay = ddy.designDays.find((d) => d.source.line === coolingDay.source.line);
  const pressurePa =
    designDay?.pressurePa ?? standardAtmosphericPressurePa(ddy.location.elevationM);
  const model =
    designDay?.solarModel.toLowerCase() === 'ashraetau2017' ? 'ashrae-2013' : 'ashrae-2009';
  return {
    site: {
      latitudeDeg: ddy.location.latitudeDeg,
      longitudeDeg: ddy.location.longitudeDeg,
      timeZoneHours: ddy.location.timeZoneHours,
      groundReflectance,
      clearSkyModel: model,
      heatingDryBulbC: heatingDay.dryBulbC,
      months: [
        {
          month: coolingDay.month,
          maxDryBulbC: coolingDay.dryBulbC,
          dailyRangeK: coolingDay.dailyRangeK,
          humidityRatio: humidityRatioFromWetBulb(
            coolingDay.dryBulbC,
            coolingDay.meanCoincidentWetBulbC,
            pressurePa,
          ),
          taub: coolingDay.taub,
          taud: coolingDay.taud,
        },
      ],
    },
    sources: {
      latitudeDeg: ddy.location.source,
      longitudeDeg: ddy.location.source,
      timeZoneHours: ddy.location.source,
      heatingDryBulbC: heatingDay.source,
      'months[0].maxDryBulbC': coolingDay.source,
      'months[0].humidityRatio': coolingDay.source,
      'months[0].dailyRangeK': coolingDay.source,
      'months[0].taub': coolingDay.source,
      'months[0].taud': coolingDay.source,
    },
  };
}
