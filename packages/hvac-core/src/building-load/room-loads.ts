import { assertFinite, assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';
import { surfaceIrradianceUnchecked } from '../weather/surface-irradiance.js';
import type { SurfaceIrradiance, SurfaceOrientation } from '../weather/surface-irradiance.js';
import type { WindowShadingGeometry } from './exterior-shading.js';
import { SEA_LEVEL_AIR_FACTORS } from './air-factors.js';
import type { AirFactors } from './air-factors.js';
import { sunlitFraction, sunlitFractionUnchecked } from './exterior-shading.js';
import { defaultAngularShgc } from './glazing-shgc.js';
import type { AngularShgc } from './glazing-shgc.js';
import { RADIANT_FRACTIONS, windowConductionRadiantFraction } from './radiant-fractions.js';
import type { SiteHours } from './site-hours.js';
import { longWaveCorrectionK, solAirTemperatureC } from './sol-air.js';
import { HOURS_PER_DAY, assertTimeSeries } from './time-series.js';

/** A wall or roof exposed to the outdoors. */
export interface OpaqueSurfaceInput {
  readonly name: string;
  readonly areaM2: number;
  /** U-factor for the cooling load (its films for heat flowing in: a roof's inside film downward). */
  readonly uWm2K: number;
  /**
   * U-factor for the heating load, when its films differ (heat flowing out: a roof's inside film
   * upward, the outside film at winter wind); `uWm2K` if omitted.
   */
  readonly heatingUWm2K?: number;
  /** 0 a flat roof … 90 a wall. Surfaces tilted less than 45° count as roofs. */
  readonly tiltDeg: number;
  /** Outward normal, degrees from south, west positive. */
  readonly azimuthDeg: number;
  /** α/ho, m²·K/W (0.026 light, 0.052 dark). */
  readonly absorptanceOverHoM2KW: number;
  /** Conduction time series, 24 fractions summing to 1 ({@link INSTANT_SERIES} for no delay). */
  readonly cts: readonly number[];
}

/** Angular dependence of a window's SHGC: values at incidence angles, interpolated linearly. */
// The angular SHGC of a window lives with the glazing table (one direction of import, no circle).
export type { AngularShgc } from './glazing-shgc.js';

/** A window in an exterior wall or roof. */
export interface WindowInput {
  readonly name: string;
  readonly areaM2: number;
  readonly uWm2K: number;
  readonly tiltDeg: number;
  readonly azimuthDeg: number;
  /** SHGC at normal incidence. */
  readonly shgc: number;
  /**
   * SHGC by incidence angle (beam). Without it the beam follows the default glazing's curve
   * (ch. 15 table 10, glazing 5b) scaled to `shgc`, falling to 0 at 90° (see `defaultAngularShgc`).
   */
  readonly angularShgc?: AngularShgc;
  /**
   * Hemispherical (diffuse) SHGC. Without it: `shgc` times the default glazing's hemispherical over
   * normal SHGC (5b: 0.60/0.70), not the normal-incidence value.
   */
  readonly diffuseShgc?: number;
  /** Interior attenuation coefficient of an interior shade, 1 for none. */
  readonly iac: number;
  /**
   * With an interior shade (IAC < 1): the radiant fraction of the window's beam and diffuse solar
   * gain, which goes through the nonsolar RTS (ch. 18, table 14 / ch. 15, tables 14A–14G).
   */
  readonly shadedRadiantFraction?: number;
  /** Overhang and fins, if any. */
  readonly exteriorShading?: WindowShadingGeometry;
}

/** A scheduled internal gain: people, lighting or equipment. */
export interface InternalGainInput {
  readonly name: string;
  readonly kind: 'people' | 'lighting' | 'equipment';
  /** Sensible heat gain to the space at full schedule, W (lighting: W × use × space fraction). */
  readonly sensibleW: number;
  readonly latentW: number;
  /** Radiant fraction of the sensible gain (ch. 18, tables 3, 14). */
  readonly radiantFraction: number;
  /**
   * 24 hourly fractions 0…1 of the full gain, in clock time (index 0 is the hour ending 1:00 on the
   * clock). On a design day under daylight saving time the engine reads them an hour later against
   * its hours of local standard time (see `MonthHours.daylightSaving`).
   */
  readonly schedule: readonly number[];
}

/** One room. */
export interface RoomInput {
  readonly name: string;
  readonly floorAreaM2: number;
  readonly indoorC: number;
  readonly indoorHumidityRatio: number;
  /** Indoor temperature for the heating load, °C. */
  readonly heatingIndoorC: number;
  readonly opaqueSurfaces: readonly OpaqueSurfaceInput[];
  readonly windows: readonly WindowInput[];
  readonly internalGains: readonly InternalGainInput[];
  /** Outdoor air leaking in, m³/s, a volume at the site's pressure (see `roomLoads`'s `air`). */
  readonly infiltrationM3s: number;
  /** Nonsolar and solar radiant time series of the room. */
  readonly rts: { readonly nonsolar: readonly number[]; readonly solar: readonly number[] };
}

/** Cooling-load components, W (each 24 hours). */
export interface LoadComponents {
  readonly walls: readonly number[];
  readonly roofs: readonly number[];
  readonly windowConduction: readonly number[];
  readonly windowSolar: readonly number[];
  readonly people: readonly number[];
  readonly lighting: readonly number[];
  readonly equipment: readonly number[];
  readonly infiltration: readonly number[];
}

export type LoadComponentId = keyof LoadComponents;

/** One month of a room's cooling loads. */
export interface MonthLoads {
  readonly month: number;
  /** Sensible cooling load per component, W. */
  readonly components: LoadComponents;
  /** Sensible heat gain (before the time series) summed over components, W. */
  readonly sensibleGainW: readonly number[];
  readonly sensibleW: readonly number[];
  readonly latentW: readonly number[];
}

/** A peak: the load and when it occurs. */
export interface LoadPeak {
  readonly sensibleW: number;
  readonly latentW: number;
  readonly totalW: number;
  readonly month: number;
  /** Hour 1…24, local standard time. */
  readonly hour: number;
}

/** A room's results. */
export interface RoomLoads {
  readonly name: string;
  readonly floorAreaM2: number;
  readonly indoorC: number;
  readonly indoorHumidityRatio: number;
  readonly months: readonly MonthLoads[];
  /** The hour of highest sensible cooling load, with the latent load of that hour. */
  readonly peak: LoadPeak;
  /** Steady-state heating load, W, at the heating design dry bulb (no solar or internal credit). */
  readonly heatingW: number;
}

const zeros = (): number[] => new Array<number>(HOURS_PER_DAY).fill(0);

/** The loads of a room's internal gains over the 24 hours, W, by kind, with their gains. */
interface InternalLoads {
  readonly people: number[];
  readonly lighting: number[];
  readonly equipment: number[];
  readonly gainW: number[];
  readonly latentW: number[];
}

/**
 * `applyTimeSeriesUnchecked` into `out`, without the modulo in the inner loop: the same products
 * summed in the same order (term 0 first), so the same numbers to the last bit. Hot: every gain of
 * every room, every month.
 */
function convolveInto(
  hourly: ArrayLike<number>,
  series: ArrayLike<number>,
  out: Float64Array | number[],
): void {
  for (let theta = 0; theta < HOURS_PER_DAY; theta++) {
    let sum = 0;
    for (let i = 0; i <= theta; i++) sum += (series[i] ?? 0) * (hourly[theta - i] ?? 0);
    for (let i = theta + 1; i < HOURS_PER_DAY; i++)
      sum += (series[i] ?? 0) * (hourly[theta - i + HOURS_PER_DAY] ?? 0);
    out[theta] = sum;
  }
}

/**
 * Irradiance of each orientation on each month's hours, kept per site-hours object: rooms of a
 * building share a few orientations, so each is computed once.
 */
const irradianceCache = new WeakMap<
  SiteHours,
  Map<string, readonly (readonly SurfaceIrradiance[])[]>
>();

function orientationIrradiance(
  siteHours: SiteHours,
  surface: SurfaceOrientation,
): readonly (readonly SurfaceIrradiance[])[] {
  let bySurface = irradianceCache.get(siteHours);
  if (bySurface === undefined) {
    bySurface = new Map();
    irradianceCache.set(siteHours, bySurface);
  }
  const key = `${surface.tiltDeg}|${surface.azimuthDeg}`;
  const cached = bySurface.get(key);
  if (cached !== undefined) return cached;
  const computed = siteHours.months.map((monthHours) =>
    monthHours.sun.map((sun, h) =>
      surfaceIrradianceUnchecked(
        sun,
        {
          beamNormalWm2: monthHours.beamNormalWm2[h] ?? 0,
          diffuseHorizontalWm2: monthHours.diffuseHorizontalWm2[h] ?? 0,
        },
        surface,
        siteHours.site.groundReflectance,
      ),
    ),
  );
  bySurface.set(key, computed);
  return computed;
}

const NO_IRRADIANCE: SurfaceIrradiance = {
  cosIncidence: 0,
  beamWm2: 0,
  diffuseWm2: 0,
  groundReflectedWm2: 0,
  totalWm2: 0,
};

/** SHGC at an incidence angle from a table, linear between points, clamped at the ends. */
export function interpolateShgc(table: AngularShgc, incidenceDeg: number): number {
  const { anglesDeg, shgc } = table;
  if (anglesDeg.length === 0 || anglesDeg.length !== shgc.length) {
    throw new RangeError('angularShgc needs as many SHGC values as angles, at least one.');
  }
  if (incidenceDeg <= (anglesDeg[0] ?? 0)) return shgc[0] ?? 0;
  for (let i = 1; i < anglesDeg.length; i++) {
    const a1 = anglesDeg[i] ?? 0;
    if (incidenceDeg <= a1) {
      const a0 = anglesDeg[i - 1] ?? 0;
      const s0 = shgc[i - 1] ?? 0;
      const s1 = shgc[i] ?? 0;
      return s0 + ((incidenceDeg - a0) / (a1 - a0)) * (s1 - s0);
    }
  }
  return shgc[shgc.length - 1] ?? 0;
}

function checkRoom(room: RoomInput): void {
  assertPositive(room.floorAreaM2, `${room.name}: floorAreaM2`);
  assertFinite(room.indoorC, `${room.name}: indoorC`);
  assertInRange(room.indoorHumidityRatio, `${room.name}: indoorHumidityRatio`, 0, 0.1);
  assertFinite(room.heatingIndoorC, `${room.name}: heatingIndoorC`);
  assertNonNegative(room.infiltrationM3s, `${room.name}: infiltrationM3s`);
  assertTimeSeries(room.rts.nonsolar, `${room.name}: nonsolar RTS`);
  assertTimeSeries(room.rts.solar, `${room.name}: solar RTS`);
  for (const s of [...room.opaqueSurfaces, ...room.windows]) {
    assertInRange(s.tiltDeg, `${s.name}: tiltDeg`, 0, 180);
    assertFinite(s.azimuthDeg, `${s.name}: azimuthDeg`);
  }
  for (const s of room.opaqueSurfaces) {
    assertNonNegative(s.areaM2, `${s.name}: areaM2`);
    assertNonNegative(s.uWm2K, `${s.name}: uWm2K`);
    if (s.heatingUWm2K !== undefined) assertNonNegative(s.heatingUWm2K, `${s.name}: heatingUWm2K`);
    assertNonNegative(s.absorptanceOverHoM2KW, `${s.name}: absorptanceOverHoM2KW`);
    assertTimeSeries(s.cts, `${s.name}: CTS`);
  }
  for (const w of room.windows) {
    assertNonNegative(w.areaM2, `${w.name}: areaM2`);
    assertNonNegative(w.uWm2K, `${w.name}: uWm2K`);
    assertInRange(w.shgc, `${w.name}: shgc`, 0, 1);
    if (w.diffuseShgc !== undefined) assertInRange(w.diffuseShgc, `${w.name}: diffuseShgc`, 0, 1);
    assertInRange(w.iac, `${w.name}: iac`, 0, 1);
    if (w.exteriorShading !== undefined) sunlitFraction(45, 0, w.exteriorShading);
    if (w.iac < 1 && w.shadedRadiantFraction === undefined) {
      throw new RangeError(`${w.name}: an interior shade (IAC < 1) needs shadedRadiantFraction.`);
    }
  }
  for (const g of room.internalGains) {
    assertNonNegative(g.sensibleW, `${g.name}: sensibleW`);
    assertNonNegative(g.latentW, `${g.name}: latentW`);
    assertInRange(g.radiantFraction, `${g.name}: radiantFraction`, 0, 1);
    if (g.schedule.length !== HOURS_PER_DAY) {
      throw new RangeError(`${g.name}: schedule must have 24 hours, got ${g.schedule.length}.`);
    }
    g.schedule.forEach((f, i) => assertInRange(f, `${g.name}: schedule[${i}]`, 0, 1));
  }
}

/**
 * A room's cooling loads hour by hour for each design month by the radiant time series method, and
 * its steady-state heating load.
 *
 * Each hour's heat gains are: opaque conduction from the sol-air temperature through the surface's
 * conduction time series, q = Σ c_j·U·A·(Te,θ−j − Ti); window conduction U·A·(To − Ti); window
 * beam solar A·Eb·cos θ·SHGC(θ)·IAC·(sunlit fraction) and diffuse A·(Ed + Er)·SHGC_D·IAC (a window
 * without its own angular SHGC takes the default glazing's curve, see `defaultAngularShgc`);
 * people, lighting and equipment by their schedules (clock time; read an hour later on a design day
 * under daylight saving time, whose hours are local standard time); infiltration. Each gain splits
 * into a radiant part (ch. 18 table 14) and a convective part; the convective part is load at once.
 * The radiant part of the transmitted beam of a window without an interior shade becomes load
 * through the room's solar RTS; every other radiant part, the diffuse and ground-reflected solar of
 * that window included, through the nonsolar RTS; a window with an interior shade takes its beam
 * and diffuse gain at the shade's radiant fraction through the nonsolar RTS. Latent gains are load
 * at once. Infiltration is a volume flow at the site's pressure: its sensible C_s·Q·Δt and latent
 * C_l·Q·ΔW loads take the site's factors, lower where the air is thinner.
 *
 * @param room - The room.
 * @param siteHours - The site's design hours (see `siteDesignHours`).
 * @param air - Air's factors at the site's pressure (see `airFactorsAtPressure`); sea level if omitted.
 * @returns Loads by month, hour and component; the peak; the heating load.
 * @throws {RangeError} If an input is out of range (the message names the surface or gain).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Radiant Time Series (RTS) Method" (procedure; table 14 radiative/convective splits; solar RTS for direct transmitted solar, nonsolar RTS for diffuse solar and every other gain, §6.6; conduction time series; sol-air temperature), eqs. 12–14 (fenestration heat gain), single-room example part 3 (beam through the solar RTS, diffuse with conduction through the nonsolar RTS) and part 1 (schedules shifted under daylight saving time); eqs. 9–11 (air's factors at other altitudes)
 */
export function roomLoads(
  room: RoomInput,
  siteHours: SiteHours,
  air: AirFactors = SEA_LEVEL_AIR_FACTORS,
): RoomLoads {
  checkRoom(room);
  const { site } = siteHours;
  const nonsolar = room.rts.nonsolar;
  const solarRts = room.rts.solar;
  /**
   * The internal gains' loads against the engine's hours of local standard time. Schedules are in
   * clock time: under daylight saving time the clock is an hour ahead (LST = DST − 1, ch. 14 eq. 9),
   * so the hour ending h of standard time takes the schedule of the hour ending h + 1 on the clock,
   * as the Handbook's single-room example does (lights on 7:00 to 19:00 daylight time are its hours
   * 7 to 18 of standard time). They do not depend on the month otherwise: computed once per shift.
   */
  const internalByShift = new Map<number, InternalLoads>();
  const internalLoads = (shift: number): InternalLoads => {
    const cached = internalByShift.get(shift);
    if (cached !== undefined) return cached;
    const internal: InternalLoads = {
      people: zeros(),
      lighting: zeros(),
      equipment: zeros(),
      gainW: zeros(),
      latentW: zeros(),
    };
    for (const gain of room.internalGains) {
      const fractions = Array.from(
        { length: HOURS_PER_DAY },
        (_, h) => gain.schedule[(h + shift) % HOURS_PER_DAY] ?? 0,
      );
      const sensible = fractions.map((f) => f * gain.sensibleW);
      const radiantLoad = zeros();
      convolveInto(
        sensible.map((q) => q * gain.radiantFraction),
        nonsolar,
        radiantLoad,
      );
      const target = internal[gain.kind];
      for (let h = 0; h < HOURS_PER_DAY; h++) {
        const q = sensible[h] ?? 0;
        target[h] = (target[h] ?? 0) + q * (1 - gain.radiantFraction) + (radiantLoad[h] ?? 0);
        internal.gainW[h] = (internal.gainW[h] ?? 0) + q;
        internal.latentW[h] = (internal.latentW[h] ?? 0) + (fractions[h] ?? 0) * gain.latentW;
      }
    }
    internalByShift.set(shift, internal);
    return internal;
  };
  // Each window's beam SHGC(θ) and diffuse SHGC, once: its own, else the default glazing's curve
  // scaled to its SHGC (ch. 18 eqs. 12–13 take SHGC(θ) and ⟨SHGC⟩_D, never the normal value alone).
  const windowShgc = room.windows.map((w) => {
    const fallback = defaultAngularShgc(w.shgc);
    return {
      angular: w.angularShgc ?? fallback.angularShgc,
      diffuse: w.diffuseShgc ?? fallback.diffuseShgc,
    };
  });
  // Scratch hours reused by every gain of every month (each is filled before it is read).
  const radiantScratch = new Float64Array(HOURS_PER_DAY);
  const radiantLoadScratch = new Float64Array(HOURS_PER_DAY);
  const inputScratch = new Float64Array(HOURS_PER_DAY);
  const gainsScratch = new Float64Array(HOURS_PER_DAY);
  const conductionScratch = new Float64Array(HOURS_PER_DAY);
  const beamScratch = new Float64Array(HOURS_PER_DAY);
  const diffuseScratch = new Float64Array(HOURS_PER_DAY);
  const months = siteHours.months.map((monthHours, monthIndex): MonthLoads => {
    const internal = internalLoads(monthHours.daylightSaving === true ? 1 : 0);
    const walls = zeros();
    const roofs = zeros();
    const windowConduction = zeros();
    const windowSolar = zeros();
    const byKind = {
      people: [...internal.people],
      lighting: [...internal.lighting],
      equipment: [...internal.equipment],
    };
    const infiltration = zeros();
    const latentW = [...internal.latentW];
    const gainW = [...internal.gainW];
    const toLoad = (
      target: number[],
      gains: ArrayLike<number>,
      radiantFraction: number,
      series: readonly number[],
    ): void => {
      const radiant = radiantScratch;
      for (let h = 0; h < HOURS_PER_DAY; h++) radiant[h] = (gains[h] ?? 0) * radiantFraction;
      const radiantLoad = radiantLoadScratch;
      convolveInto(radiant, series, radiantLoad);
      for (let h = 0; h < HOURS_PER_DAY; h++) {
        const gain = gains[h] ?? 0;
        target[h] = (target[h] ?? 0) + gain * (1 - radiantFraction) + (radiantLoad[h] ?? 0);
        gainW[h] = (gainW[h] ?? 0) + gain;
      }
    };

    for (const surface of room.opaqueSurfaces) {
      const lwc = longWaveCorrectionK(surface.tiltDeg);
      const ua = surface.uWm2K * surface.areaM2;
      const input = inputScratch;
      const surfaceHours = orientationIrradiance(siteHours, surface)[monthIndex] ?? [];
      for (let h = 0; h < HOURS_PER_DAY; h++) {
        const irradiance = (surfaceHours[h] ?? NO_IRRADIANCE).totalWm2;
        const solAir = solAirTemperatureC(
          monthHours.dryBulbC[h] ?? 0,
          irradiance,
          surface.absorptanceOverHoM2KW,
          lwc,
        );
        input[h] = ua * (solAir - room.indoorC);
      }
      const gains = gainsScratch;
      convolveInto(input, surface.cts, gains);
      const isRoof = surface.tiltDeg < 45;
      toLoad(
        isRoof ? roofs : walls,
        gains,
        isRoof ? RADIANT_FRACTIONS.roofConduction : RADIANT_FRACTIONS.wallConduction,
        nonsolar,
      );
    }

    room.windows.forEach((window, windowIndex) => {
      const conduction = conductionScratch;
      const beam = beamScratch;
      const diffuse = diffuseScratch;
      const shgcCurve = windowShgc[windowIndex];
      const diffuseShgc = shgcCurve?.diffuse ?? window.shgc;
      const windowHours = orientationIrradiance(siteHours, window)[monthIndex] ?? [];
      for (let h = 0; h < HOURS_PER_DAY; h++) {
        const sun = monthHours.sun[h] ?? { altitudeDeg: -90, azimuthDeg: 0 };
        conduction[h] =
          window.uWm2K * window.areaM2 * ((monthHours.dryBulbC[h] ?? 0) - room.indoorC);
        const irradiance = windowHours[h] ?? NO_IRRADIANCE;
        const incidenceDeg =
          (Math.acos(Math.max(-1, Math.min(1, irradiance.cosIncidence))) * 180) / Math.PI;
        const beamShgc =
          shgcCurve === undefined ? window.shgc : interpolateShgc(shgcCurve.angular, incidenceDeg);
        const sunlit =
          window.exteriorShading === undefined
            ? 1
            : sunlitFractionUnchecked(
                sun.altitudeDeg,
                sun.azimuthDeg - window.azimuthDeg,
                window.exteriorShading,
              );
        beam[h] = window.areaM2 * window.iac * irradiance.beamWm2 * beamShgc * sunlit;
        diffuse[h] =
          window.areaM2 *
          window.iac *
          (irradiance.diffuseWm2 + irradiance.groundReflectedWm2) *
          diffuseShgc;
      }
      toLoad(windowConduction, conduction, windowConductionRadiantFraction(window.shgc), nonsolar);
      if (window.iac < 1) {
        // An interior shade intercepts the beam and re-radiates it to every surface: beam and
        // diffuse gains alike take the shade's radiant fraction and the nonsolar RTS (§6.6).
        for (let h = 0; h < HOURS_PER_DAY; h++) beam[h] = (beam[h] ?? 0) + (diffuse[h] ?? 0);
        toLoad(windowSolar, beam, window.shadedRadiantFraction ?? 1, nonsolar);
      } else {
        // Without a shade the transmitted beam falls on the floor and furnishings (solar RTS);
        // diffuse and ground-reflected light spreads over every surface (nonsolar RTS). Both are
        // 100 % radiant (table 14, solar heat gain without interior shading).
        toLoad(windowSolar, beam, RADIANT_FRACTIONS.solarWithoutInteriorShading, solarRts);
        toLoad(windowSolar, diffuse, RADIANT_FRACTIONS.solarWithoutInteriorShading, nonsolar);
      }
    });

    const infiltrationLatent =
      air.latentWPerM3s *
      room.infiltrationM3s *
      (monthHours.humidityRatio - room.indoorHumidityRatio);
    const infiltrationGains = monthHours.dryBulbC.map(
      (t) => air.sensibleWPerM3sK * room.infiltrationM3s * (t - room.indoorC),
    );
    toLoad(infiltration, infiltrationGains, RADIANT_FRACTIONS.infiltration, nonsolar);
    for (let h = 0; h < HOURS_PER_DAY; h++) latentW[h] = (latentW[h] ?? 0) + infiltrationLatent;

    const components: LoadComponents = {
      walls,
      roofs,
      windowConduction,
      windowSolar,
      people: byKind.people,
      lighting: byKind.lighting,
      equipment: byKind.equipment,
      infiltration,
    };
    const sensibleW = zeros();
    for (const values of Object.values(components) as readonly number[][]) {
      for (let h = 0; h < HOURS_PER_DAY; h++) sensibleW[h] = (sensibleW[h] ?? 0) + (values[h] ?? 0);
    }
    return { month: monthHours.month, components, sensibleGainW: gainW, sensibleW, latentW };
  });

  const heatingDeltaK = room.heatingIndoorC - site.heatingDryBulbC;
  const conductance =
    room.opaqueSurfaces.reduce((sum, s) => sum + (s.heatingUWm2K ?? s.uWm2K) * s.areaM2, 0) +
    room.windows.reduce((sum, w) => sum + w.uWm2K * w.areaM2, 0);
  const heatingW =
    conductance * heatingDeltaK + air.sensibleWPerM3sK * room.infiltrationM3s * heatingDeltaK;

  return {
    name: room.name,
    floorAreaM2: room.floorAreaM2,
    indoorC: room.indoorC,
    indoorHumidityRatio: room.indoorHumidityRatio,
    months,
    peak: findPeak(months),
    heatingW,
  };
}

/**
 * The hour of highest sensible load over months and hours (the first, if tied), with the latent
 * load of that hour.
 *
 * @param months - Hourly sensible and latent loads by month.
 * @returns The peak and its month and hour (1…24).
 */
export function findPeak(
  months: readonly {
    readonly month: number;
    readonly sensibleW: readonly number[];
    readonly latentW: readonly number[];
  }[],
): LoadPeak {
  let best: LoadPeak = { sensibleW: -Infinity, latentW: 0, totalW: -Infinity, month: 0, hour: 0 };
  for (const m of months) {
    for (let h = 0; h < HOURS_PER_DAY; h++) {
      const sensible = m.sensibleW[h] ?? 0;
      if (sensible > best.sensibleW) {
        const latent = m.latentW[h] ?? 0;
        best = {
          sensibleW: sensible,
          latentW: latent,
          totalW: sensible + latent,
          month: m.month,
          hour: h + 1,
        };
      }
    }
  }
  return best;
}
