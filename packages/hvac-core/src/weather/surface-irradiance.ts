import { assertFinite, assertInRange, assertNonNegative } from '../_lib/assert.js';
import type { ClearSkyIrradiance } from './clear-sky.js';
import type { SunPosition } from './sun-position.js';

const RAD = Math.PI / 180;

/** A flat surface: its tilt from horizontal and the azimuth its outward normal faces. */
export interface SurfaceOrientation {
  /** Tilt Σ from horizontal, degrees: 0 a roof facing up, 90 a wall, 180 facing down. */
  readonly tiltDeg: number;
  /** Azimuth ψ of the outward normal, degrees from south, west positive (east −90, north 180). */
  readonly azimuthDeg: number;
}

/**
 * Surface azimuths of the eight compass orientations, degrees from south, west positive.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, table "Surface Orientations and Azimuths"
 */
export const COMPASS_SURFACE_AZIMUTHS_DEG = {
  N: 180,
  NE: -135,
  E: -90,
  SE: -45,
  S: 0,
  SW: 45,
  W: 90,
  NW: 135,
} as const;

/**
 * Cosine of the angle of incidence θ of the sun's beam on a surface:
 * cos θ = cos β cos γ sin Σ + sin β cos Σ, with the surface-solar azimuth γ = φ − ψ.
 *
 * @param sun - Solar altitude β and azimuth φ.
 * @param surface - Tilt Σ and azimuth ψ.
 * @returns cos θ (negative when the sun is behind the surface).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Solar Angles Related to Receiving Surfaces"
 * @example cosIncidence({ altitudeDeg: 0, azimuthDeg: -90 }, { tiltDeg: 90, azimuthDeg: -90 }) //=> 1
 */
export function cosIncidence(sun: SunPosition, surface: SurfaceOrientation): number {
  assertInRange(surface.tiltDeg, 'tiltDeg', 0, 180);
  assertFinite(surface.azimuthDeg, 'azimuthDeg');
  const beta = sun.altitudeDeg * RAD;
  const gamma = (sun.azimuthDeg - surface.azimuthDeg) * RAD;
  const sigma = surface.tiltDeg * RAD;
  return Math.cos(beta) * Math.cos(gamma) * Math.sin(sigma) + Math.sin(beta) * Math.cos(sigma);
}

/**
 * Ratio Y of clear-sky diffuse irradiance on a vertical surface to that on the horizontal:
 * Y = max(0.45, 0.55 + 0.437 cos θ + 0.313 cos²θ) at every angle of incidence (the parabola meets
 * the 0.45 floor at cos θ = −0.288).
 *
 * @param cosTheta - Cosine of the angle of incidence.
 * @returns Y, dimensionless.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, eq. 28 (Threlkeld 1963)
 * @example diffuseVerticalRatio(-0.25) //=> 0.4603
 */
export function diffuseVerticalRatio(cosTheta: number): number {
  assertFinite(cosTheta, 'cosTheta');
  return Math.max(0.45, 0.55 + 0.437 * cosTheta + 0.313 * cosTheta * cosTheta);
}

/** Irradiance on a surface, W/m², by component. */
export interface SurfaceIrradiance {
  readonly cosIncidence: number;
  readonly beamWm2: number;
  readonly diffuseWm2: number;
  readonly groundReflectedWm2: number;
  readonly totalWm2: number;
}

/**
 * Clear-sky irradiance on a surface of any tilt and azimuth: beam Eb·max(cos θ, 0); sky diffuse
 * Ed·Y for a vertical surface (Y of {@link diffuseVerticalRatio}), Ed·(Y sin Σ + cos Σ) for
 * Σ ≤ 90°, Ed·Y·sin Σ for Σ > 90°;
 * ground-reflected (Eb sin β + Ed)·ρg·(1 − cos Σ)/2.
 *
 * @param sun - Solar altitude and azimuth (zero irradiance at or below the horizon).
 * @param sky - Beam normal and diffuse horizontal irradiance, W/m².
 * @param surface - Tilt and azimuth of the surface.
 * @param groundReflectance - ρg of the foreground, 0…1 (0.2 is the Handbook's usual value).
 * @returns The components and the total, W/m².
 * @throws {RangeError} If the reflectance is outside 0…1 or the tilt outside 0…180°.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Clear-Sky Solar Radiation" (irradiance on a receiving surface: beam, diffuse, ground-reflected)
 */
export function surfaceIrradiance(
  sun: SunPosition,
  sky: ClearSkyIrradiance,
  surface: SurfaceOrientation,
  groundReflectance = 0.2,
): SurfaceIrradiance {
  assertInRange(groundReflectance, 'groundReflectance', 0, 1);
  assertNonNegative(sky.beamNormalWm2, 'beamNormalWm2');
  assertNonNegative(sky.diffuseHorizontalWm2, 'diffuseHorizontalWm2');
  assertInRange(surface.tiltDeg, 'tiltDeg', 0, 180);
  assertFinite(surface.azimuthDeg, 'azimuthDeg');
  return surfaceIrradianceUnchecked(sun, sky, surface, groundReflectance);
}

/** {@link surfaceIrradiance} without the argument checks, for the load engine's inner loops. */
export function surfaceIrradianceUnchecked(
  sun: SunPosition,
  sky: ClearSkyIrradiance,
  surface: SurfaceOrientation,
  groundReflectance: number,
): SurfaceIrradiance {
  const beta = sun.altitudeDeg * RAD;
  const gamma = (sun.azimuthDeg - surface.azimuthDeg) * RAD;
  const sigmaRad = surface.tiltDeg * RAD;
  const cosTheta =
    Math.cos(beta) * Math.cos(gamma) * Math.sin(sigmaRad) + Math.sin(beta) * Math.cos(sigmaRad);
  if (sun.altitudeDeg <= 0) {
    return {
      cosIncidence: cosTheta,
      beamWm2: 0,
      diffuseWm2: 0,
      groundReflectedWm2: 0,
      totalWm2: 0,
    };
  }
  const sigma = surface.tiltDeg * RAD;
  const y = diffuseVerticalRatio(cosTheta);
  const beamWm2 = sky.beamNormalWm2 * Math.max(cosTheta, 0);
  const diffuseWm2 =
    surface.tiltDeg === 90
      ? sky.diffuseHorizontalWm2 * y
      : surface.tiltDeg < 90
        ? sky.diffuseHorizontalWm2 * (y * Math.sin(sigma) + Math.cos(sigma))
        : sky.diffuseHorizontalWm2 * y * Math.sin(sigma);
  const groundReflectedWm2 =
    (sky.beamNormalWm2 * Math.sin(sun.altitudeDeg * RAD) + sky.diffuseHorizontalWm2) *
    groundReflectance *
    ((1 - Math.cos(sigma)) / 2);
  return {
    cosIncidence: cosTheta,
    beamWm2,
    diffuseWm2,
    groundReflectedWm2,
    totalWm2: beamWm2 + diffuseWm2 + groundReflectedWm2,
  };
}
