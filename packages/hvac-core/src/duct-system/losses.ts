import type { AirProperties } from '../duct/air-properties.js';
import { ductFlow } from '../duct/duct-flow.js';
import { flatOvalAreaM2, flatOvalEquivalentDiameterM } from '../duct/equivalent-diameter.js';
import { FITTINGS_BY_ID, fittingLossCoefficient } from '../duct/fittings.js';
import {
  contractionCoefficient,
  convergingBranchCoefficient,
  convergingStraightCoefficient,
  divergingBranchCoefficient,
  divergingStraightCoefficient,
  elbowCoefficient,
  enlargementCoefficient,
  entryCoefficient,
  exitCoefficient,
} from './fitting-correlations.js';
import type { CorrelationCoefficient } from './fitting-correlations.js';
import type { DuctGeometry, NetworkFitting, NetworkSection } from './network.js';

/** Flow through a section, SI. */
export interface SectionHydraulics {
  readonly areaM2: number;
  /** Round duct of equal friction at equal airflow (Huebscher, Heyt–Diaz), m. */
  readonly equivalentDiameterM: number;
  /** 4A/P, m. */
  readonly hydraulicDiameterM: number;
  readonly velocityMS: number;
  readonly velocityPressurePa: number;
  readonly reynoldsNumber: number;
  readonly frictionFactor: number;
  readonly frictionRatePaPerM: number;
}

/** Area of a section, m². */
export function geometryAreaM2(geometry: DuctGeometry): number {
  if (geometry.shape === 'round') return (Math.PI * geometry.diameterM ** 2) / 4;
  if (geometry.shape === 'rectangular') return geometry.widthM * geometry.heightM;
  return flatOvalAreaM2(geometry.widthM, geometry.heightM);
}

/**
 * Friction and velocity of air in a section of any of the three shapes: round and rectangular
 * through the duct engine's `ductFlow` (Colebrook on the equivalent round duct); flat oval through
 * its Heyt–Diaz equivalent diameter, with the velocity on its own area.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 18–19 (Darcy, Colebrook), eq. 25
 *   (Huebscher), eq. 26–28 (flat oval)
 */
export function sectionHydraulics(
  geometry: DuctGeometry,
  flowM3S: number,
  roughnessM: number,
  air: AirProperties,
): SectionHydraulics {
  if (geometry.shape !== 'flatOval') {
    const flow = ductFlow(geometry, flowM3S, roughnessM, air);
    return {
      areaM2: flow.areaM2,
      equivalentDiameterM: flow.equivalentDiameterM,
      hydraulicDiameterM: flow.hydraulicDiameterM,
      velocityMS: flow.velocityMS,
      velocityPressurePa: flow.velocityPressurePa,
      reynoldsNumber: flow.reynoldsNumber,
      frictionFactor: flow.frictionFactor,
      frictionRatePaPerM: flow.frictionRatePaPerM,
    };
  }
  const equivalentDiameterM = flatOvalEquivalentDiameterM(geometry.widthM, geometry.heightM);
  const round = ductFlow(
    { shape: 'round', diameterM: equivalentDiameterM },
    flowM3S,
    roughnessM,
    air,
  );
  const areaM2 = flatOvalAreaM2(geometry.widthM, geometry.heightM);
  const perimeterM = Math.PI * geometry.heightM + 2 * (geometry.widthM - geometry.heightM);
  const velocityMS = flowM3S / areaM2;
  return {
    areaM2,
    equivalentDiameterM,
    hydraulicDiameterM: (4 * areaM2) / perimeterM,
    velocityMS,
    velocityPressurePa: (air.densityKgM3 * velocityMS ** 2) / 2,
    reynoldsNumber: round.reynoldsNumber,
    frictionFactor: round.frictionFactor,
    frictionRatePaPerM: round.frictionRatePaPerM,
  };
}

/** The loss of one fitting line, SI. */
export interface FittingLossSi {
  /** Position in the section's fitting list. */
  readonly index: number;
  readonly type: NetworkFitting['type'];
  readonly description: string;
  readonly quantity: number;
  /** C of one fitting as its source gives it, referred to `referredTo`. */
  readonly sourceCoefficient: number;
  readonly referredTo: 'section' | 'common' | 'small';
  /** C of the whole line (all of `quantity`) referred to this section's velocity pressure. */
  readonly coefficient: number;
  readonly lossPa: number;
  readonly source: string;
}

/** The flow and size of the section on the fan side, for junctions and transitions. */
export interface UpstreamState {
  readonly geometry: DuctGeometry;
  readonly flowM3S: number;
}

/** A section's losses, SI. */
export interface SectionLossSi {
  readonly hydraulics: SectionHydraulics;
  readonly frictionPa: number;
  readonly fittings: readonly FittingLossSi[];
  readonly fittingPa: number;
  /** Loss in a balancing damper of the given coefficient, Pa. */
  readonly damperPa: number;
  /** Friction + fittings + damper, Pa (the terminal is not included). */
  readonly totalPa: number;
}

function describe(fitting: NetworkFitting): string {
  switch (fitting.type) {
    case 'library':
      return FITTINGS_BY_ID.get(fitting.fittingId)?.name ?? fitting.fittingId;
    case 'elbow':
      return `Elbow, smooth radius, ${fitting.angle}°, r/D = ${fitting.radiusRatio}`;
    case 'junction':
      return `Junction at the fan end, ${fitting.path} path, ${fitting.angle}°`;
    case 'transition':
      return `Transition from the upstream section, ${fitting.angle}° included angle`;
    case 'entry':
      return fitting.radiusRatio > 0
        ? `Entry, rounded edge r/D = ${fitting.radiusRatio}`
        : 'Entry, sharp edge in a wall';
    case 'exit':
      return 'Exit, free discharge';
    case 'custom':
      return fitting.description || 'Fitting, entered coefficient';
    case 'manufacturer':
      return fitting.description || 'Component, manufacturer’s pressure drop';
  }
}

/**
 * Loss coefficients and pressure losses of a section's fittings at an airflow and size, each
 * re-referred to the section's own velocity pressure. Junctions are diverging on the supply side
 * and converging on the return and exhaust sides; the common flow is the upstream section's.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 30–31 (Δp = C·pv; a coefficient referred to
 *   another section's velocity pressure is converted by C_s = C_c · pv_c / pv_s)
 */
export function sectionFittingLosses(
  section: NetworkSection,
  geometry: DuctGeometry,
  flowM3S: number,
  hydraulics: SectionHydraulics,
  upstream: UpstreamState | undefined,
  densityKgM3: number,
): FittingLossSi[] {
  const pv = hydraulics.velocityPressurePa;
  const pvOf = (velocity: number): number => (densityKgM3 * velocity * velocity) / 2;
  const supply = section.system === 'supply';
  const out: FittingLossSi[] = [];
  section.fittings.forEach((fitting, index) => {
    let quantity = 1;
    let correlation: CorrelationCoefficient;
    let referencePv = pv;
    let lossPa: number | undefined;
    switch (fitting.type) {
      case 'library': {
        quantity = fitting.quantity;
        const library = FITTINGS_BY_ID.get(fitting.fittingId);
        const c = library
          ? fittingLossCoefficient(library, {
              diameterM: hydraulics.equivalentDiameterM,
              velocityMS: hydraulics.velocityMS,
              reynoldsNumber: hydraulics.reynoldsNumber,
            })
          : 0;
        correlation = { coefficient: c, referredTo: 'section', source: library?.source ?? '' };
        break;
      }
      case 'elbow':
        quantity = fitting.quantity;
        correlation = elbowCoefficient(fitting.angle, fitting.radiusRatio);
        break;
      case 'junction': {
        if (!upstream) {
          correlation = { coefficient: 0, referredTo: 'section', source: 'No upstream section.' };
          break;
        }
        const commonArea = geometryAreaM2(upstream.geometry);
        const commonVelocity = upstream.flowM3S / commonArea;
        referencePv = pvOf(commonVelocity);
        const flowRatio = upstream.flowM3S > 0 ? flowM3S / upstream.flowM3S : 0;
        if (supply) {
          const ratio = commonVelocity > 0 ? hydraulics.velocityMS / commonVelocity : 0;
          correlation =
            fitting.path === 'branch'
              ? divergingBranchCoefficient(ratio, fitting.angle)
              : divergingStraightCoefficient(ratio);
        } else {
          correlation =
            fitting.path === 'branch'
              ? convergingBranchCoefficient(
                  flowRatio,
                  hydraulics.areaM2 / commonArea,
                  fitting.angle,
                )
              : convergingStraightCoefficient(1 - flowRatio);
        }
        break;
      }
      case 'transition': {
        if (!upstream) {
          correlation = { coefficient: 0, referredTo: 'section', source: 'No upstream section.' };
          break;
        }
        const upstreamArea = geometryAreaM2(upstream.geometry);
        const area = hydraulics.areaM2;
        const small = Math.min(area, upstreamArea);
        const ratio = small / Math.max(area, upstreamArea);
        referencePv = pvOf(flowM3S / small);
        // Supply flows from the upstream section into this one; return and exhaust the other way.
        const expanding = supply ? area > upstreamArea : upstreamArea > area;
        correlation = expanding
          ? enlargementCoefficient(ratio, fitting.angle)
          : contractionCoefficient(ratio, fitting.angle);
        break;
      }
      case 'entry':
        correlation = entryCoefficient(fitting.radiusRatio);
        break;
      case 'exit':
        correlation = exitCoefficient();
        break;
      case 'custom':
        quantity = fitting.quantity;
        correlation = {
          coefficient: fitting.coefficient,
          referredTo: 'section',
          source: fitting.source,
        };
        break;
      case 'manufacturer': {
        lossPa = fitting.pressureDropPa * (flowM3S / fitting.ratedFlowM3S) ** 2;
        correlation = {
          coefficient: pv > 0 ? lossPa / pv : 0,
          referredTo: 'section',
          source: `${fitting.source} (manufacturer’s pressure drop at the rated airflow, scaled by (Q/Qr)²)`,
        };
        break;
      }
    }
    const loss = lossPa ?? correlation.coefficient * referencePv * quantity;
    out.push({
      index,
      type: fitting.type,
      description: describe(fitting),
      quantity,
      sourceCoefficient: correlation.coefficient,
      referredTo: correlation.referredTo,
      coefficient: pv > 0 ? loss / pv : correlation.coefficient * quantity,
      lossPa: loss,
      source: correlation.source,
    });
  });
  return out;
}

/**
 * A section's friction, fitting and damper losses at an airflow and size.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 29 (Δpt = Δpf + Δpc: friction plus dynamic
 *   losses of the section)
 */
export function sectionLoss(
  section: NetworkSection,
  geometry: DuctGeometry,
  flowM3S: number,
  upstream: UpstreamState | undefined,
  air: AirProperties,
): SectionLossSi {
  const hydraulics = sectionHydraulics(geometry, flowM3S, section.roughnessM, air);
  const frictionPa = hydraulics.frictionRatePaPerM * section.lengthM;
  const fittings = sectionFittingLosses(
    section,
    geometry,
    flowM3S,
    hydraulics,
    upstream,
    air.densityKgM3,
  );
  let fittingPa = 0;
  for (const fitting of fittings) fittingPa += fitting.lossPa;
  const damperPa = section.damperCoefficient * hydraulics.velocityPressurePa;
  return {
    hydraulics,
    frictionPa,
    fittings,
    fittingPa,
    damperPa,
    totalPa: frictionPa + fittingPa + damperPa,
  };
}

/** A terminal's pressure drop at an airflow: the rated drop scaled by (Q/Qr)², Pa. */
export function terminalPressurePa(
  terminal: { readonly pressureDropPa: number; readonly ratedFlowM3S: number },
  flowM3S: number,
): number {
  return terminal.pressureDropPa * (flowM3S / terminal.ratedFlowM3S) ** 2;
}
