import { assertFinite, assertInRange, assertPositive } from '../_lib/assert.js';
import type { ClearSkyModel } from '../weather/clear-sky.js';
import { clearSkyIrradiance } from '../weather/clear-sky.js';
import { DAILY_RANGE_FRACTIONS } from '../weather/design-day.js';
import {
  apparentSolarTimeHours,
  dayOfYear,
  declinationDeg,
  extraterrestrialIrradianceWm2,
  sunPosition,
} from '../weather/sun-position.js';
import type { DeclinationFormula, SunPosition } from '../weather/sun-position.js';

/** One month's cooling design day. */
export interface MonthDesignInput {
  /** 1…12; the design day is the 21st. */
  readonly month: number;
  readonly maxDryBulbC: number;
  readonly dailyRangeK: number;
  /** Outdoor humidity ratio, kg/kg, held for the day (from the design dry bulb and its MCWB). */
  readonly humidityRatio: number;
  /** Clear-sky pseudo-optical depths of the month; 0 for no sun (a test or a heating-only month). */
  readonly taub: number;
  readonly taud: number;
}

/** The site and its design weather. */
export interface SiteDesignInput {
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
  readonly timeZoneHours: number;
  /** Ground reflectance ρg, 0…1. */
  readonly groundReflectance: number;
  readonly clearSkyModel: ClearSkyModel;
  /**
   * The declination of the design days: 'handbook' (default), ch. 14 eq. 10, or 'spencer', the
   * more precise Fourier series (see `declinationDeg`).
   */
  readonly declinationFormula?: DeclinationFormula;
  /** Heating design dry bulb (e.g. 99.6 %), °C. */
  readonly heatingDryBulbC: number;
  /** The months to compute (one to twelve). */
  readonly months: readonly MonthDesignInput[];
  /**
   * The months (1…12) whose design day, the 21st, falls under daylight saving time; none if
   * omitted. The hours stay local standard time; the rooms' schedules (clock time) are read an hour
   * later on those days (see `roomLoads`).
   */
  readonly daylightSavingMonths?: readonly number[];
}

/** One month's 24 hours of outdoor conditions, shared by every room of the site. */
export interface MonthHours {
  readonly month: number;
  /** The design day is under daylight saving time: the clock is an hour ahead of these hours. */
  readonly daylightSaving?: boolean;
  readonly dryBulbC: readonly number[];
  readonly humidityRatio: number;
  readonly sun: readonly SunPosition[];
  readonly beamNormalWm2: readonly number[];
  readonly diffuseHorizontalWm2: readonly number[];
}

/**
 * The months whose 21st falls under daylight saving time where a site observes it and its rule is
 * not known: north of the equator March to October (the United States and Canada since 2007, second
 * Sunday of March to first Sunday of November; the European Union's last Sunday of March comes after
 * the 21st, so its sites drop March), south of it October to March (first Sunday of October to
 * first Sunday of April, as in Australia and New Zealand).
 *
 * @param latitudeDeg - The site's latitude, north positive.
 * @returns Month numbers 1…12.
 * @see U.S. Energy Policy Act of 2005, §110 (15 U.S.C. 260a); ASHRAE Handbook—Fundamentals (2021), ch. 14, eq. 9
 */
export function defaultDaylightSavingMonths(latitudeDeg: number): number[] {
  return latitudeDeg >= 0 ? [3, 4, 5, 6, 7, 8, 9, 10] : [10, 11, 12, 1, 2, 3];
}

/** The site's design hours: month by month, hour 1…24 at index 0…23, local standard time. */
export interface SiteHours {
  readonly site: SiteDesignInput;
  readonly months: readonly MonthHours[];
}

/**
 * The outdoor hours of the design days: dry bulb from the fraction-of-daily-range table, sun
 * position at each whole hour of local standard time on the 21st (declination by the Handbook's
 * δ = 23.45° sin[360°(n + 284)/365] unless the site asks for Spencer's series; apparent solar time
 * from the equation of time and the standard meridian), and clear-sky beam and diffuse irradiance.
 * The hours are always local standard time, as in the Handbook's single-room example; a month
 * under daylight saving time is marked, for the rooms to read their clock-time schedules an hour
 * later (LST = DST − 1). Computed once per site and shared by all its rooms.
 *
 * @param site - The site and its monthly design days.
 * @returns 24 hours of each month.
 * @throws {RangeError} If a value is out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14 (design-day temperatures, table 6; apparent solar time, eq. 7; daylight saving time, eq. 9; declination, eq. 10; solar position; clear-sky model); ch. 18, single-room example (hours of local standard time)
 */
export function siteDesignHours(site: SiteDesignInput): SiteHours {
  assertInRange(site.latitudeDeg, 'latitudeDeg', -90, 90);
  assertInRange(site.groundReflectance, 'groundReflectance', 0, 1);
  assertFinite(site.heatingDryBulbC, 'heatingDryBulbC');
  if (site.months.length === 0) throw new RangeError('At least one design month is needed.');
  const savingMonths = new Set(site.daylightSavingMonths ?? []);
  const months = site.months.map((design): MonthHours => {
    assertInRange(design.month, 'month', 1, 12);
    assertFinite(design.maxDryBulbC, 'maxDryBulbC');
    assertInRange(design.dailyRangeK, 'dailyRangeK', 0, 50);
    assertInRange(design.humidityRatio, 'humidityRatio', 0, 0.1);
    const n = dayOfYear(design.month, 21);
    const declination = declinationDeg(n, site.declinationFormula);
    const e0 = extraterrestrialIrradianceWm2(n);
    const sunny = design.taub > 0 && design.taud > 0;
    if (sunny) {
      assertPositive(design.taub, 'taub');
      assertPositive(design.taud, 'taud');
    }
    const sun: SunPosition[] = [];
    const beam: number[] = [];
    const diffuse: number[] = [];
    for (let hour = 1; hour <= 24; hour++) {
      const ast = apparentSolarTimeHours(hour, site.longitudeDeg, site.timeZoneHours, n);
      const position = sunPosition(site.latitudeDeg, declination, ast);
      sun.push(position);
      const sky = sunny
        ? clearSkyIrradiance(position.altitudeDeg, e0, design.taub, design.taud, site.clearSkyModel)
        : { beamNormalWm2: 0, diffuseHorizontalWm2: 0 };
      beam.push(sky.beamNormalWm2);
      diffuse.push(sky.diffuseHorizontalWm2);
    }
    return {
      month: design.month,
      daylightSaving: savingMonths.has(design.month),
      dryBulbC: DAILY_RANGE_FRACTIONS.map((f) => design.maxDryBulbC - f * design.dailyRangeK),
      humidityRatio: design.humidityRatio,
      sun,
      beamNormalWm2: beam,
      diffuseHorizontalWm2: diffuse,
    };
  });
  return { site, months };
}
