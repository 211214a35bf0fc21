import { solveBrent } from '../_lib/solve.js';
import type { AirProperties } from '../duct/air-properties.js';
import {
  flatOvalAreaM2,
  flatOvalEquivalentDiameterM,
  rectangularEquivalentDiameterM,
} from '../duct/equivalent-diameter.js';
import { ductFlow } from '../duct/duct-flow.js';
import { roundDiameterForFrictionM } from '../duct/sizing.js';
import {
  standardRectangularSideM,
  standardRoundDiameterM,
  nextStandardRectangularSideM,
} from '../duct/standard-sizes.js';
import { VELOCITY_LIMITS } from '../duct/velocity-limits.js';
import type { UnitSystem } from '../units/index.js';
import { geometryAreaM2, sectionHydraulics, sectionLoss } from './losses.js';
import type { DuctGeometry, DuctNetwork, NetworkSection } from './network.js';
import type { DuctSystemSizingMethod } from './schema.js';

/** What a size must give: at least an equivalent diameter (friction) and at least an area (velocity). */
export interface SizeRequirement {
  /** Least equivalent round diameter, m (0: none). */
  readonly equivalentDiameterM: number;
  /** Least area, m² (0: none). */
  readonly areaM2: number;
}

/** Sizing settings, SI. */
export interface SizingSettings {
  readonly method: DuctSystemSizingMethod;
  readonly frictionRatePaPerM: number | undefined;
  readonly velocityMS: number | undefined;
  readonly standardSizes: boolean;
  readonly unitSystem: UnitSystem;
  readonly maxAspectRatio: number;
  readonly air: AirProperties;
}

/** How each section got its size. */
export type SizeBasis =
  | 'fixed'
  | 'equalFriction'
  | 'staticRegain'
  /** Static regain could not offset the section's loss at any size: sized by equal friction. */
  | 'staticRegainByFriction'
  | 'constantVelocity'
  | 'velocityLimit';

export interface SizedNetwork {
  readonly geometries: readonly DuctGeometry[];
  readonly basis: readonly SizeBasis[];
}

/** De / h of a rectangular duct of aspect ratio r (Huebscher). */
function rectangularDePerHeight(aspectRatio: number): number {
  return (1.3 * aspectRatio ** 0.625) / (aspectRatio + 1) ** 0.25;
}

/** De / minor axis of a flat oval of aspect ratio r (Heyt–Diaz), by evaluation at minor = 1. */
function flatOvalDePerMinor(aspectRatio: number): number {
  return flatOvalEquivalentDiameterM(aspectRatio, 1);
}

function satisfies(geometry: DuctGeometry, requirement: SizeRequirement): boolean {
  const tolerance = 1 - 1e-9;
  const area = geometryAreaM2(geometry);
  const de =
    geometry.shape === 'round'
      ? geometry.diameterM
      : geometry.shape === 'rectangular'
        ? rectangularEquivalentDiameterM(geometry.widthM, geometry.heightM)
        : flatOvalEquivalentDiameterM(geometry.widthM, geometry.heightM);
  return (
    de >= requirement.equivalentDiameterM * tolerance && area >= requirement.areaM2 * tolerance
  );
}

/**
 * The smallest section of a shape and aspect ratio meeting a requirement, exact or rounded up to
 * standard sizes: round to the standard diameters; rectangular and flat oval with the height (minor
 * axis) rounded up to the side step, then the smallest standard width that meets the requirement,
 * the height raised a step while the width would exceed the aspect-ratio limit.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 25–28 (equivalent diameters) and
 *   "Noncircular ducts" (aspect ratio)
 */
export function geometryFor(
  shape: DuctGeometry['shape'],
  requirement: SizeRequirement,
  aspectRatio: number,
  maxAspectRatio: number,
  standardSizes: boolean,
  unitSystem: UnitSystem,
): DuctGeometry {
  const de = Math.max(requirement.equivalentDiameterM, 1e-4);
  const area = Math.max(requirement.areaM2, 0);
  if (shape === 'round') {
    const d = Math.max(de, Math.sqrt((4 * area) / Math.PI));
    return { shape, diameterM: standardSizes ? standardRoundDiameterM(d, unitSystem) : d };
  }
  const perHeight =
    shape === 'rectangular' ? rectangularDePerHeight(aspectRatio) : flatOvalDePerMinor(aspectRatio);
  const areaPerHeight2 = shape === 'rectangular' ? aspectRatio : flatOvalAreaM2(aspectRatio, 1);
  const height = Math.max(de / perHeight, Math.sqrt(area / areaPerHeight2));
  if (!standardSizes) return { shape, widthM: aspectRatio * height, heightM: height };
  let h = standardRectangularSideM(height, unitSystem);
  for (let attempt = 0; attempt < 200; attempt++) {
    let w = h;
    let found: DuctGeometry | undefined;
    for (let step = 0; step < 400; step++) {
      const trial: DuctGeometry = { shape, widthM: w, heightM: h };
      if (satisfies(trial, requirement)) {
        found = trial;
        break;
      }
      w = nextStandardRectangularSideM(w, unitSystem);
    }
    if (found && found.shape !== 'round' && found.widthM / found.heightM <= maxAspectRatio + 1e-9)
      return found;
    h = nextStandardRectangularSideM(h, unitSystem);
  }
  return { shape, widthM: aspectRatio * height, heightM: height };
}

/**
 * The round duct with a target friction rate at an airflow (the equal-friction step), by the secant
 * method on ln R(ln D): the friction rate varies nearly as D⁻⁵ at a given airflow (Darcy with f
 * slowly varying), so the first step takes that slope and the secant converges in a few passes.
 * The same root as the duct engine's Brent solve in a fraction of the evaluations; that solve is
 * the fallback.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 18–19
 */
export function diameterForFrictionM(
  flowM3S: number,
  frictionRatePaPerM: number,
  roughnessM: number,
  air: AirProperties,
): number {
  const residual = (logD: number): number =>
    Math.log(
      ductFlow({ shape: 'round', diameterM: Math.exp(logD) }, flowM3S, roughnessM, air)
        .frictionRatePaPerM / frictionRatePaPerM,
    );
  let x0 = Math.log(
    ((0.02 * air.densityKgM3 * 8 * flowM3S ** 2) / (Math.PI ** 2 * frictionRatePaPerM)) ** 0.2,
  );
  let g0 = residual(x0);
  let x1 = x0 + g0 / 5;
  for (
    let pass = 0;
    pass < 30 && Number.isFinite(x1) && x1 > Math.log(0.005) && x1 < Math.log(30);
    pass++
  ) {
    const g1 = residual(x1);
    if (Math.abs(g1) <= 1e-13 || Math.abs(x1 - x0) <= 1e-12) return Math.exp(x1);
    const slope = (g1 - g0) / (x1 - x0);
    // The slope of ln R against ln D lies near −5; a secant outside (−6, −3) is noise.
    const next = x1 - g1 / (slope < -3 && slope > -6 ? slope : -5);
    x0 = x1;
    g0 = g1;
    x1 = next;
  }
  return roundDiameterForFrictionM(flowM3S, frictionRatePaPerM, roughnessM, air);
}

/** Equivalent diameter of a section, m. */
export function equivalentDiameterOf(geometry: DuctGeometry): number {
  if (geometry.shape === 'round') return geometry.diameterM;
  if (geometry.shape === 'rectangular')
    return rectangularEquivalentDiameterM(geometry.widthM, geometry.heightM);
  return flatOvalEquivalentDiameterM(geometry.widthM, geometry.heightM);
}

/** Highest recommended velocity of a section's application and shape, m/s. */
export function maxVelocityMS(section: NetworkSection): number {
  const limit = VELOCITY_LIMITS[section.application];
  return section.shape === 'round' ? limit.maxRoundMS : limit.maxRectangularMS;
}

/** Range of the static-regain solve on the equivalent diameter, m. */
const REGAIN_SEARCH_M = { min: 0.01, max: 10 } as const;

/**
 * Sizes every section that is not fixed, fan end first:
 * - equal friction: the round duct with the target friction rate at its airflow (Colebrook), and a
 *   rectangular or flat-oval duct of the same equivalent diameter;
 * - constant velocity: the area Q/V;
 * - static regain (supply side): the first sections at the entered velocity, then each section so
 *   that the regain of static pressure from the velocity drop, pv_up − pv, equals its own friction
 *   and fitting loss (solved with Brent's method on the equivalent diameter); return and exhaust
 *   sides by equal friction;
 * then rounded up to standard sizes and enlarged until the velocity is within the application's
 * limit.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "Equal-friction method", "Static regain method"
 *   and "Constant velocity" (duct design methods); HVAC Applications (2015), ch. 48, table 8
 *   (velocity limits)
 */
export function sizeNetwork(network: DuctNetwork, settings: SizingSettings): SizedNetwork {
  const geometries: DuctGeometry[] = new Array<DuctGeometry>(network.sections.length);
  const basis: SizeBasis[] = new Array<SizeBasis>(network.sections.length);
  const { air } = settings;
  for (const index of network.order) {
    const section = network.sections[index];
    if (!section) continue;
    if (section.fixed && section.givenGeometry) {
      geometries[index] = section.givenGeometry;
      basis[index] = 'fixed';
      continue;
    }
    const q = Math.max(section.designFlowM3S, 1e-9);
    const parent = section.parent >= 0 ? network.sections[section.parent] : undefined;
    const parentGeometry = section.parent >= 0 ? geometries[section.parent] : undefined;
    let requirement: SizeRequirement;
    let how: SizeBasis;
    const method =
      settings.method === 'staticRegain' && section.system !== 'supply'
        ? 'equalFriction'
        : settings.method;
    const byVelocity = (): SizeRequirement => ({
      equivalentDiameterM: 0,
      areaM2: q / (settings.velocityMS ?? 5),
    });
    const byFriction = (): SizeRequirement => ({
      equivalentDiameterM: diameterForFrictionM(
        q,
        settings.frictionRatePaPerM ?? 0.8,
        Math.min(section.roughnessM, 0.0025),
        air,
      ),
      areaM2: 0,
    });
    if (method === 'equalFriction') {
      requirement = byFriction();
      how = 'equalFriction';
    } else if (method === 'constantVelocity') {
      requirement = byVelocity();
      how = 'constantVelocity';
    } else if (!parent || !parentGeometry) {
      requirement = byVelocity();
      how = 'staticRegain';
    } else {
      const regain = staticRegainRequirement(
        section,
        parentGeometry,
        parent.designFlowM3S,
        settings,
      );
      if (regain) {
        requirement = regain;
        how = 'staticRegain';
      } else {
        requirement = byFriction();
        how = 'staticRegainByFriction';
      }
    }
    let geometry = geometryFor(
      section.shape,
      requirement,
      section.aspectRatio,
      settings.maxAspectRatio,
      settings.standardSizes,
      settings.unitSystem,
    );
    const vmax = maxVelocityMS(section);
    if (Number.isFinite(vmax) && q / geometryAreaM2(geometry) > vmax * (1 + 1e-9)) {
      geometry = geometryFor(
        section.shape,
        {
          equivalentDiameterM: requirement.equivalentDiameterM,
          areaM2: Math.max(requirement.areaM2, q / vmax),
        },
        section.aspectRatio,
        settings.maxAspectRatio,
        settings.standardSizes,
        settings.unitSystem,
      );
      how = 'velocityLimit';
    }
    geometries[index] = geometry;
    basis[index] = how;
  }
  return { geometries, basis };
}

/**
 * The static-regain size of a section: the equivalent diameter at which pv_up − pv(D) equals the
 * section's friction and fitting loss (the regain offsets the loss, so the static pressure at the
 * end of the section equals that at its start).
 *
 * @returns The requirement, or undefined when no size up to 10 m regains the loss (a branch whose
 *   takeoff alone loses more than the upstream velocity pressure).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "Static regain method" (Δps = pv_up − pv_down −
 *   Δpt = 0 for each section, solved section by section from the fan)
 */
export function staticRegainRequirement(
  section: NetworkSection,
  parentGeometry: DuctGeometry,
  parentFlowM3S: number,
  settings: SizingSettings,
): SizeRequirement | undefined {
  const { air } = settings;
  const q = Math.max(section.designFlowM3S, 1e-9);
  const upstreamPv = sectionHydraulics(parentGeometry, parentFlowM3S, 0, air).velocityPressurePa;
  const upstream = { geometry: parentGeometry, flowM3S: parentFlowM3S };
  const shapeAt = (de: number): DuctGeometry =>
    geometryFor(
      section.shape,
      { equivalentDiameterM: de, areaM2: 0 },
      section.aspectRatio,
      100,
      false,
      settings.unitSystem,
    );
  const residual = (logDe: number): number => {
    const geometry = shapeAt(Math.exp(logDe));
    const loss = sectionLoss(section, geometry, q, upstream, air);
    return upstreamPv - loss.hydraulics.velocityPressurePa - (loss.frictionPa + loss.fittingPa);
  };
  const lo = Math.log(REGAIN_SEARCH_M.min);
  const hi = Math.log(REGAIN_SEARCH_M.max);
  const fLo = residual(lo);
  const fHi = residual(hi);
  // No size offsets the loss (a branch takeoff that loses more than the upstream velocity pressure):
  // the caller sizes the section otherwise.
  if (fHi <= 0) return undefined;
  const de =
    fLo >= 0 ? REGAIN_SEARCH_M.min : Math.exp(solveBrent(residual, lo, hi, { toleranceX: 1e-7 }));
  const geometry = shapeAt(de);
  return { equivalentDiameterM: equivalentDiameterOf(geometry), areaM2: 0 };
}
