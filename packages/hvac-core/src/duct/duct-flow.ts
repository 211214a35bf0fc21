import { assertNonNegative, assertPositive } from '../_lib/assert.js';
import {
  darcyFrictionFactor,
  darcyFrictionRatePaPerM,
  flowRegime,
  velocityPressurePa,
} from '../fluid-flow/index.js';
import type { FlowRegime } from '../fluid-flow/index.js';
import type { AirProperties } from './air-properties.js';
import { rectangularEquivalentDiameterM } from './equivalent-diameter.js';

/** A duct cross-section, inside dimensions in m. Width is the larger side by convention. */
export type DuctSection =
  | { readonly shape: 'round'; readonly diameterM: number }
  | { readonly shape: 'rectangular'; readonly widthM: number; readonly heightM: number };

/** Flow through a duct section, SI. */
export interface DuctFlowSi {
  /** Flow area, m². */
  readonly areaM2: number;
  /** Diameter of the round duct with the same friction at the same airflow, m (the diameter itself for round). */
  readonly equivalentDiameterM: number;
  /** Hydraulic diameter 4A/P, m. */
  readonly hydraulicDiameterM: number;
  /** Mean velocity Q/A, m/s. */
  readonly velocityMS: number;
  /** Velocity pressure ρV²/2 at the mean velocity, Pa. */
  readonly velocityPressurePa: number;
  /**
   * Reynolds number of the flow the friction is computed for: the equivalent round duct at the same
   * airflow (the duct itself when round).
   */
  readonly reynoldsNumber: number;
  /** Reynolds number on the hydraulic diameter and mean velocity (used by fitting corrections). */
  readonly hydraulicReynoldsNumber: number;
  /** Darcy friction factor of that flow (laminar, transition or solved Colebrook). */
  readonly frictionFactor: number;
  readonly flowRegime: FlowRegime;
  /** Friction loss per length, Pa/m. */
  readonly frictionRatePaPerM: number;
}

/** Area, m², of a section. */
export function ductSectionAreaM2(section: DuctSection): number {
  return section.shape === 'round'
    ? (Math.PI * section.diameterM ** 2) / 4
    : section.widthM * section.heightM;
}

/**
 * Friction and velocity of air flowing through a duct section. Round ducts use Darcy–Weisbach with
 * the Darcy friction factor (solved Colebrook–White in turbulent flow); a rectangular duct has the
 * friction rate of its Huebscher equivalent round duct carrying the same airflow.
 *
 * @param section - Round diameter, or rectangular width and height, m. Must be > 0.
 * @param flowM3S - Airflow, m³/s. Must be ≥ 0.
 * @param roughnessM - Absolute roughness ε, m. Must be ≥ 0.
 * @param air - Air density and viscosity.
 * @returns Area, diameters, velocity, velocity pressure, Reynolds number, friction factor and rate.
 * @throws {RangeError} If a dimension is not positive, or ε/D exceeds the friction factor's range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 18–19 (Darcy, Colebrook), "Noncircular ducts"
 *   (Dh = 4A/P) and eq. 25 (Huebscher De: equal friction and airflow)
 * @example ductFlow({ shape: 'round', diameterM: 0.3468 }, 0.4719, 9e-5, airPropertiesAt(20, 0)).frictionRatePaPerM //=> 0.817
 */
export function ductFlow(
  section: DuctSection,
  flowM3S: number,
  roughnessM: number,
  air: AirProperties,
): DuctFlowSi {
  assertNonNegative(flowM3S, 'flowM3S');
  assertNonNegative(roughnessM, 'roughnessM');
  let equivalentDiameterM: number;
  let hydraulicDiameterM: number;
  if (section.shape === 'round') {
    assertPositive(section.diameterM, 'diameterM');
    equivalentDiameterM = section.diameterM;
    hydraulicDiameterM = section.diameterM;
  } else {
    equivalentDiameterM = rectangularEquivalentDiameterM(section.widthM, section.heightM);
    hydraulicDiameterM =
      (2 * section.widthM * section.heightM) / (section.widthM + section.heightM);
  }
  const areaM2 = ductSectionAreaM2(section);
  const velocityMS = flowM3S / areaM2;
  const equivalentVelocityMS = flowM3S / ((Math.PI * equivalentDiameterM ** 2) / 4);
  const reynoldsNumber = (equivalentVelocityMS * equivalentDiameterM) / air.kinematicViscosityM2S;
  const hydraulicReynoldsNumber = (velocityMS * hydraulicDiameterM) / air.kinematicViscosityM2S;
  const noFlow = reynoldsNumber === 0;
  const frictionFactor = noFlow
    ? 0
    : darcyFrictionFactor(reynoldsNumber, roughnessM / equivalentDiameterM);
  return {
    areaM2,
    equivalentDiameterM,
    hydraulicDiameterM,
    velocityMS,
    velocityPressurePa: velocityPressurePa(air.densityKgM3, velocityMS),
    reynoldsNumber,
    hydraulicReynoldsNumber,
    frictionFactor,
    flowRegime: noFlow ? 'laminar' : flowRegime(reynoldsNumber),
    frictionRatePaPerM: noFlow
      ? 0
      : darcyFrictionRatePaPerM(
          frictionFactor,
          equivalentDiameterM,
          air.densityKgM3,
          equivalentVelocityMS,
        ),
  };
}
