import { assertFinite, assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';
import { surfaceIrradianceUnchecked } from '../weather/surface-irradiance.js';
import type { SurfaceIrradiance, SurfaceOrientation } from '../weather/surface-irradiance.js';
import type { WindowShadingGeometry } from './exterior-shading.js';
import { SEA_LEVEL_AIR_FACTORS } from './air-factors.js';
import type { AirFactors } from './air-factors.js';
import { sunlitFraction, sunlitFractionUnchecked } from './exterior-shading.js';
import { RADIANT_FRACTIONS, windowConductionRadiantFraction } from './radiant-fractions.js';
import type { SiteHours } from './site-hours.js';
import { longWaveCorrectionK, solAirTemperatureC } from './sol-air.js';
import { HOURS_PER_DAY, assertTimeSeries } from './time-series.js';

/** A wall or roof exposed to the outdoors. */
export interface OpaqueSurfaceInput {
  readonly name: string;
  readonly areaM2: number;
  readonly uWm2K: number;
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
export interface AngularShgc {
  readonly anglesDeg: readonly number[];
  readonly shgc: readonly number[];
}

/** A window in an exterior wall or roof. */
export interface WindowInput {
  readonly name: string;
  readonly areaM2: number;
  readonly uWm2K: number;
  readonly tiltDeg: number;
  readonly azimuthDeg: number;
  /** SHGC at normal incidence. */
  readonly shgc: number;
  /** SHGC by incidence angle (beam); without it the beam uses `shgc` at every angle. */
  readonly angularShgc?: AngularShgc;
  /** Hemispherical (diffuse) SHGC; defaults to `shgc`. */
  readonly diffuseShgc?: number;
  /** Interior attenuation coefficient of an interior shade, 1 for none. */
  readonly iac: number;
  /** With an interior shade (IAC < 1): the radiant fraction of the solar gain (ch. 18, table 14 / ch. 15). */
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
  /** 24 hourly fractions 0…1 of the full gain. */
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
    assertNonNegative(s.absorptanceOverHoM2KW, `${s.name}: absorptanceOverHoM2KW`);
    assertTimeSeries(s.cts, `${s.name}: CTS`);
  }
  for (const w of room.windows) {
    assertNonNegative(w.areaM2, `${w.name}: areaM2`);
    assertNonNegative(w.uWm2K, `${w.name}: uWm2K`);
    assertInRange(w.shgc, `${w.name}: shgc`, 0, 1);
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
 * beam solar A·Eb·cos θ·SHGC(θ)·IAC·(sunlit fraction) and diffuse A·(Ed + Er)·SHGC_D·IAC; people,
 * lighting and equipment by their schedules; infiltration. Each gain splits into a radiant part
 * (ch. 18 table 14) and a convective part; the convective part is load at once, the radiant part
 * becomes load through the room's nonsolar RTS (solar gains without interior shade: the solar RTS).
 * Latent gains are load at once. Infiltration is a volume flow at the site's pressure: its sensible
 * C_s·Q·Δt and latent C_l·Q·ΔW loads take the site's factors, lower where the air is thinner.
 *
 * @param room - The room.
 * @param siteHours - The site's design hours (see `siteDesignHours`).
 * @param air - Air's factors at the site's pressure (see `airFactorsAtPressure`); sea level if omitted.
 * @returns Loads by month, hour and component; the peak; the heating load.
 * @throws {RangeError} If an input is out of range (the message names the surface or gain).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Radiant Time Series (RTS) Method" (procedure, conduction time series, fenestration heat gain, sol-air temperature); eqs. 9–11 (air's factors at other altitudes)
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
  // Internal gains do not depend on the month: their loads are computed once.
  const internal = {
    people: zeros(),
    lighting: zeros(),
    equipment: zeros(),
    gainW: zeros(),
    latentW: zeros(),
  };
  for (const gain of room.internalGains) {
    const sensible = gain.schedule.map((f) => f * gain.sensibleW);
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
      internal.latentW[h] = (internal.latentW[h] ?? 0) + (gain.schedule[h] ?? 0) * gain.latentW;
    }
  }
  // Scratch hours reused by every gain of every month (each is filled before it is read).
  const radiantScratch = new Float64Array(HOURS_PER_DAY);
  const radiantLoadScratch = new Float64Array(HOURS_PER_DAY);
  const inputScratch = new Float64Array(HOURS_PER_DAY);
  const gainsScratch = new Float64Array(HOURS_PER_DAY);
  const conductionScratch = new Float64Array(HOURS_PER_DAY);
  const solarScratch = new Float64Array(HOURS_PER_DAY);
  const months = siteHours.months.map((monthHours, monthIndex): MonthLoads => {
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

    for (const window of room.windows) {
      const conduction = conductionScratch;
      const solar = solarScratch;
      const diffuseShgc = window.diffuseShgc ?? window.shgc;
      const windowHours = orientationIrradiance(siteHours, window)[monthIndex] ?? [];
      for (let h = 0; h < HOURS_PER_DAY; h++) {
        const sun = monthHours.sun[h] ?? { altitudeDeg: -90, azimuthDeg: 0 };
        conduction[h] =
          window.uWm2K * window.areaM2 * ((monthHours.dryBulbC[h] ?? 0) - room.indoorC);
        const irradiance = windowHours[h] ?? NO_IRRADIANCE;
        const incidenceDeg =
          (Math.acos(Math.max(-1, Math.min(1, irradiance.cosIncidence))) * 180) / Math.PI;
        const beamShgc =
          window.angularShgc === undefined
            ? window.shgc
            : interpolateShgc(window.angularShgc, incidenceDeg);
        const sunlit =
          window.exteriorShading === undefined
            ? 1
            : sunlitFractionUnchecked(
                sun.altitudeDeg,
                sun.azimuthDeg - window.azimuthDeg,
                window.exteriorShading,
              );
        solar[h] =
          window.areaM2 *
          window.iac *
          (irradiance.beamWm2 * beamShgc * sunlit +
            (irradiance.diffuseWm2 + irradiance.groundReflectedWm2) * diffuseShgc);
      }
      toLoad(windowConduction, conduction, windowConductionRadiantFraction(window.shgc), nonsolar);
      if (window.iac < 1) {
        toLoad(windowSolar, solar, window.shadedRadiantFraction ?? 1, nonsolar);
      } else {
        toLoad(windowSolar, solar, RADIANT_FRACTIONS.solarWithoutInteriorShading, solarRts);
      }
    }

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
    room.opaqueSurfaces.reduce((sum, s) => sum + s.uWm2K * s.areaM2, 0) +
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
