import { assertFinite, assertNonNegative, assertPositive } from '../_lib/assert.js';

const RAD = Math.PI / 180;

/** A window's size and the overhang and side fins that shade it (all lengths in m). */
export interface WindowShadingGeometry {
  readonly widthM: number;
  readonly heightM: number;
  /** Projection of the overhang from the glass plane, m (0 for none). */
  readonly overhangProjectionM: number;
  /** Height of the overhang's edge above the top of the glass, m. */
  readonly overhangGapM: number;
  /** Projection of the side fins from the glass plane, m (0 for none). */
  readonly finProjectionM: number;
  /** Distance from the fin to the side of the glass, m. */
  readonly finGapM: number;
}

/**
 * Sunlit fraction of a window shaded by an overhang above it and fins at its sides, each long
 * enough to cast a full-width (or full-height) shadow. The profile angle Ω (tan Ω = tan β / cos γ)
 * gives the shadow height SH = P_overhang·tan Ω and the surface-solar azimuth γ the shadow width
 * SW = P_fin·|tan γ|; the sunlit area is (W − (SW − R_fin))·(H − (SH − R_overhang)), each factor
 * kept within 0…W and 0…H. A sun behind the wall (|γ| ≥ 90°) or below the horizon leaves no beam: 0.
 *
 * @param altitudeDeg - Solar altitude β, degrees.
 * @param surfaceSolarAzimuthDeg - γ = φ − ψ, degrees.
 * @param geometry - Window and shading sizes, m.
 * @returns The sunlit fraction of the glass, 0…1.
 * @throws {RangeError} If a size is negative or the window has no area.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 15, "Exterior Shading" (shadows of overhangs and fins: SW, SH, profile angle)
 * @example sunlitFraction(60, 0, { widthM: 1, heightM: 2, overhangProjectionM: 0.5, overhangGapM: 0, finProjectionM: 0, finGapM: 0 }) //=> 0.567
 */
export function sunlitFraction(
  altitudeDeg: number,
  surfaceSolarAzimuthDeg: number,
  geometry: WindowShadingGeometry,
): number {
  assertFinite(altitudeDeg, 'altitudeDeg');
  assertFinite(surfaceSolarAzimuthDeg, 'surfaceSolarAzimuthDeg');
  assertPositive(geometry.widthM, 'widthM');
  assertPositive(geometry.heightM, 'heightM');
  assertNonNegative(geometry.overhangProjectionM, 'overhangProjectionM');
  assertNonNegative(geometry.overhangGapM, 'overhangGapM');
  assertNonNegative(geometry.finProjectionM, 'finProjectionM');
  assertNonNegative(geometry.finGapM, 'finGapM');
  return sunlitFractionUnchecked(altitudeDeg, surfaceSolarAzimuthDeg, geometry);
}

/** {@link sunlitFraction} without the argument checks, for the load engine's inner loops. */
export function sunlitFractionUnchecked(
  altitudeDeg: number,
  surfaceSolarAzimuthDeg: number,
  geometry: WindowShadingGeometry,
): number {
  const gamma = ((((surfaceSolarAzimuthDeg + 180) % 360) + 360) % 360) - 180;
  if (altitudeDeg <= 0 || Math.abs(gamma) >= 90) return 0;
  const tanProfile = Math.tan(altitudeDeg * RAD) / Math.cos(gamma * RAD);
  const shadowHeight = geometry.overhangProjectionM * tanProfile;
  const shadowWidth = geometry.finProjectionM * Math.abs(Math.tan(gamma * RAD));
  const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, value));
  const sunlitWidth = clamp(
    geometry.widthM - Math.max(0, shadowWidth - geometry.finGapM),
    geometry.widthM,
  );
  const sunlitHeight = clamp(
    geometry.heightM - Math.max(0, shadowHeight - geometry.overhangGapM),
    geometry.heightM,
  );
  return (sunlitWidth * sunlitHeight) / (geometry.widthM * geometry.heightM);
}
