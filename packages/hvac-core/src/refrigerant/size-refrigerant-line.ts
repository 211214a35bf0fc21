import { STANDARD_GRAVITY_M_S2 } from '../constants.js';
import { fittingResistance } from '../pipe/fittings.js';
import { ROUGHNESS_DRAWN_TUBING_M } from '../pipe/constants.js';
import { WATTS_PER_TON } from '../units/factors.js';
import type { UnitSystem } from '../units/unit-system.js';
import {
  SUPERHEATED_ACCURATE_TO_C,
  DEFAULT_DISCHARGE_SUPERHEAT,
  DEFAULT_TEMPERATURE_PENALTY,
  LIMIT_SLACK,
  LIQUID_HAMMER_MAX_VELOCITY_M_S,
  MIN_SUBCOOLING_MARGIN_K,
  OIL_RETURN_MIN_VELOCITY_M_S,
  RECOMMENDED_GAS_VELOCITY_M_S,
} from './constants.js';
import { fieldFromSi, fieldQuantityUnitLabel, fieldToSi } from '../units/field-quantities.js';
import type { FieldQuantity } from '../units/field-quantities.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { cycleConditions, lineFluid } from './line-conditions.js';
import type { CycleInput, LineFluid } from './line-conditions.js';
import { lineFlow } from './line-flow.js';
import type { LineFlow } from './line-flow.js';
import { refrigerantInfo } from './refrigerants.js';
import type { RefrigerantId } from './refrigerants.js';
import { saturationProperties, saturationTemperatureC } from './saturation.js';
import { REFRIGERANT_FITTING_LABELS } from './schema.js';
import type {
  LineOrientation,
  LineType,
  RefrigerantFittingInput,
  RefrigerantFittingType,
  RefrigerantLineInput,
} from './schema.js';
import type { SuperheatedVapourTable } from './superheated.js';
import { saturationTemperaturePenaltyK } from './temperature-penalty.js';
import { TUBE_SERIES_INFO, tubeLabel } from './tubes.js';
import type { RefrigerantTube, TubeSeriesId } from './tubes.js';

/** Something the engineer should look at, with the rule it comes from; not an error. */
export interface RefrigerantLineWarning {
  readonly code:
    | 'noSizeMeetsPenalty'
    | 'velocityBelowOilReturn'
    | 'velocityAboveRecommended'
    | 'liquidHammerVelocity'
    | 'flashGas'
    | 'lowSubcoolingMargin'
    | 'laminarOrTransitionalFlow'
    | 'nearCriticalPoint';
  readonly message: string;
  /** The rule and its source, e.g. "Suction gas ≤ 4000 fpm (ASHRAE Refrigeration 2010, ch. 1, table 1)". */
  readonly rule: string;
}

/** An assumption or data note for the report. */
export interface RefrigerantLineNote {
  readonly code: string;
  readonly message: string;
}

/** Figures of one tube size at the design flow, in the input's unit system. */
export interface RefrigerantTubeFigures {
  readonly size: string;
  readonly label: string;
  /** in | mm. */
  readonly insideDiameter: number;
  /** fpm | m/s. */
  readonly velocity: number;
  readonly reynoldsNumber: number;
  readonly frictionFactor: number;
  /** Straight length + fittings + additional, ft | m. */
  readonly equivalentLength: number;
  /** Frictional pressure drop over the equivalent length, psi | kPa. */
  readonly pressureDrop: number;
  /** °F | K; null when the pressure drop runs off the saturation table (far too small a tube). */
  readonly temperaturePenalty: number | null;
  readonly meetsPenalty: boolean;
}

/** One fitting row in the result. */
export interface RefrigerantFittingResult {
  readonly id: string;
  readonly type: RefrigerantFittingType;
  readonly label: string;
  readonly quantity: number;
  /** ft | m, for one fitting in the selected tube. */
  readonly equivalentLengthEach: number;
  /** quantity × each, ft | m. */
  readonly equivalentLength: number;
  readonly source: string;
}

/** Result of {@link calculateRefrigerantLine}; numbers in the units of `unitSystem`. */
export interface RefrigerantLineResult {
  readonly calculationName: string;
  readonly unitSystem: UnitSystem;
  readonly refrigerant: {
    readonly id: RefrigerantId;
    readonly label: string;
    readonly safetyGroup: string;
    readonly kind: 'pure' | 'nearAzeotrope' | 'zeotrope';
    readonly fluidModel: string;
  };
  readonly lineType: LineType;
  readonly orientation: LineOrientation;
  readonly tubeSeries: {
    readonly id: TubeSeriesId;
    readonly label: string;
    readonly standard: string;
  };
  /** Capacity in both customary forms: tons and kW. */
  readonly capacityTons: number;
  readonly capacityKw: number;
  /** lb/h | kg/h. */
  readonly massFlow: number;
  readonly cycle: {
    /** psia | kPa (absolute). */
    readonly evaporatorPressure: number;
    readonly condenserPressure: number;
    /** °F | °C. */
    readonly liquidBubbleTemperature: number;
    readonly liquidTemperature: number;
    readonly suctionGasTemperature: number;
    readonly dischargeGasTemperature: number;
    /** Refrigerating effect, kJ/kg (both systems; Btu/lb = kJ/kg × 0.42992). */
    readonly refrigeratingEffectKJKg: number;
  };
  readonly fluid: {
    readonly phase: 'vapour' | 'liquid';
    /** °F | °C. */
    readonly temperature: number;
    readonly densityKgM3: number;
    readonly viscosityPaS: number;
    readonly viscosityEstimated: boolean;
  };
  /** °F | K. */
  readonly allowedTemperaturePenalty: number;
  /** False when no tube meets the allowed penalty and the largest is shown. */
  readonly sizeFound: boolean;
  readonly selected: RefrigerantTubeFigures;
  readonly nextSmaller: RefrigerantTubeFigures | null;
  readonly candidates: readonly RefrigerantTubeFigures[];
  /** Selected tube's figures repeated at the top level for forms and reports. */
  readonly size: string;
  readonly velocity: number;
  readonly pressureDrop: number;
  readonly temperaturePenalty: number | null;
  /** ft | m. */
  readonly straightLength: number;
  readonly fittingsEquivalentLength: number;
  readonly equivalentLength: number;
  /**
   * Suction lines: estimated loss of compressor capacity from the penalty, %, at constant swept
   * volume (capacity ∝ suction gas density); null for discharge and liquid lines.
   */
  readonly capacityLossPercent: number | null;
  /** Refrigerant held in the straight length of the selected tube, lb | kg. */
  readonly charge: number;
  /** Liquid lines only (null otherwise). */
  readonly liquidLine: {
    /** Pressure lost to the vertical rise (negative for a drop), psi | kPa. */
    readonly staticPressureChange: number;
    /** Saturation-temperature drop from friction and lift together, °F | K. */
    readonly subcoolingLost: number;
    /** Subcooling left at the expansion device, °F | K; ≤ 0 means flash gas. Null if the pressure leaves the table. */
    readonly subcoolingRemaining: number | null;
  } | null;
  readonly fittings: readonly RefrigerantFittingResult[];
  readonly units: {
    readonly capacity: string;
    readonly massFlow: string;
    readonly pressure: string;
    readonly temperature: string;
    readonly temperatureDifference: string;
    readonly length: string;
    readonly diameter: string;
    readonly velocity: string;
    readonly charge: string;
  };
  readonly warnings: readonly RefrigerantLineWarning[];
  readonly notes: readonly RefrigerantLineNote[];
}

interface Evaluated {
  readonly tube: RefrigerantTube;
  readonly flow: LineFlow;
  readonly fittingsLengthM: number;
  readonly fittingRows: readonly {
    readonly fitting: RefrigerantFittingInput;
    readonly eachM: number;
    readonly source: string;
  }[];
  readonly equivalentLengthM: number;
  readonly pressureDropPa: number;
  readonly penaltyK: number | null;
  readonly meetsPenalty: boolean;
}

function fittingEquivalentLengthsM(
  fittings: readonly RefrigerantFittingInput[],
  tube: RefrigerantTube,
  frictionFactor: number,
  unitSystem: UnitSystem,
): Evaluated['fittingRows'] {
  return fittings.map((fitting) => {
    if (fitting.customEquivalentLength !== undefined) {
      return {
        fitting,
        eachM: fieldToSi(fitting.customEquivalentLength, 'length', unitSystem),
        source: 'User-supplied equivalent length (manufacturer’s data).',
      };
    }
    const resistance = fittingResistance(
      { type: fitting.type },
      { nominalInches: tube.nominalInches, insideDiameterM: tube.insideDiameterM, frictionFactor },
    );
    return {
      fitting,
      eachM: (resistance.kEach * tube.insideDiameterM) / frictionFactor,
      source: `${resistance.source}; Le = K·D/f with the line's friction factor.`,
    };
  });
}

function figures(evaluated: Evaluated, unitSystem: UnitSystem): RefrigerantTubeFigures {
  return {
    size: evaluated.tube.size,
    label: tubeLabel(evaluated.tube, unitSystem),
    insideDiameter: fieldFromSi(evaluated.tube.insideDiameterM, 'pipeDiameter', unitSystem),
    velocity: fieldFromSi(evaluated.flow.velocityMS, 'refrigerantVelocity', unitSystem),
    reynoldsNumber: evaluated.flow.reynoldsNumber,
    frictionFactor: evaluated.flow.frictionFactor,
    equivalentLength: fieldFromSi(evaluated.equivalentLengthM, 'length', unitSystem),
    pressureDrop: fieldFromSi(evaluated.pressureDropPa, 'refrigerantPressure', unitSystem),
    temperaturePenalty:
      evaluated.penaltyK === null
        ? null
        : fieldFromSi(evaluated.penaltyK, 'temperatureDifference', unitSystem),
    meetsPenalty: evaluated.meetsPenalty,
  };
}

function show(valueSi: number, quantity: FieldQuantity, unitSystem: UnitSystem): string {
  const unit = fieldQuantityUnitLabel(quantity, unitSystem);
  return `${formatNumberForMessage(fieldFromSi(valueSi, quantity, unitSystem))}${unit === '' ? '' : ` ${unit}`}`;
}

/**
 * Sizes a refrigerant line: the smallest tube of the series whose friction pressure drop, expressed
 * as a saturation-temperature penalty, is within the allowed penalty; then velocity, pressure drop,
 * capacity loss, charge and (liquid lines) the subcooling left at the expansion device, with warnings
 * for oil return, noise, liquid hammer and flash gas.
 *
 * Mass flow ṁ = Q/(h_suction − h_liquid) from the cycle (dew-point temperatures for blends); friction
 * by Darcy–Weisbach with Colebrook and the line's density and viscosity (CoolProp 8.0.0 tables: the
 * saturation table for the liquid, the superheated-vapour table for suction and discharge gas);
 * fittings as equivalent lengths Le = K·D/f with Crane's K, or the user's lengths.
 *
 * This is the engine itself: the caller supplies the refrigerant's superheated-vapour table, so an
 * app loads only the table in use (`loadSuperheatedVapourTable`). `calculateRefrigerantLine(draft)`
 * and `calculateRefrigerantLineInput(input)` do the same with every table bundled.
 *
 * @param input - An input its schema has parsed (`RefrigerantLineInputSchema.safeParse`).
 * @param vapour - The superheated-vapour table of `input.refrigerant`.
 * @returns The selected tube and its figures, every candidate, warnings with their rules, and notes.
 * @throws {RangeError} If `vapour` is another refrigerant's table.
 * @see ASHRAE Handbook—Refrigeration (2018), ch. 1 "Halocarbon refrigeration systems" (line sizing by
 *   saturation-temperature penalty, velocities, liquid lines); ASHRAE Handbook—Fundamentals (2021),
 *   ch. 2 and 3; Crane TP-410 (fittings); CoolProp 8.0.0 (Bell et al. 2014)
 * @example sizeRefrigerantLine(input, await loadSuperheatedVapourTable(input.refrigerant)).size
 */
export function sizeRefrigerantLine(
  input: RefrigerantLineInput,
  vapour: SuperheatedVapourTable,
): RefrigerantLineResult {
  const { unitSystem, lineType, orientation } = input;
  const info = refrigerantInfo(input.refrigerant);
  const series = TUBE_SERIES_INFO[input.tubeSeries];
  const toSi = (value: number, quantity: FieldQuantity): number =>
    fieldToSi(value, quantity, unitSystem);
  const fromSi = (value: number, quantity: FieldQuantity): number =>
    fieldFromSi(value, quantity, unitSystem);

  const cycle: CycleInput = {
    refrigerant: input.refrigerant,
    evaporatingC: toSi(input.evaporatingTemperature, 'temperature'),
    condensingC: toSi(input.condensingTemperature, 'temperature'),
    superheatK: toSi(input.superheat, 'temperatureDifference'),
    subcoolingK: toSi(input.subcooling, 'temperatureDifference'),
    dischargeSuperheatK: toSi(
      input.dischargeSuperheat ?? DEFAULT_DISCHARGE_SUPERHEAT[unitSystem],
      'temperatureDifference',
    ),
  };
  const conditions = cycleConditions(cycle);
  const fluid: LineFluid = lineFluid(cycle, conditions, lineType, vapour);
  const capacityW = toSi(input.capacity, 'heatRate');
  const massFlowKgS = capacityW / conditions.refrigeratingEffectJKg;
  const allowedPenalty =
    input.allowedTemperaturePenalty ?? DEFAULT_TEMPERATURE_PENALTY[lineType][unitSystem];
  const allowedPenaltyK = toSi(allowedPenalty, 'temperatureDifference');
  const straightLengthM = toSi(input.straightLength, 'length');
  const additionalLengthM = toSi(input.additionalEquivalentLength, 'length');

  const evaluated = series.tubes.map((tube): Evaluated => {
    const flow = lineFlow({
      massFlowKgS,
      insideDiameterM: tube.insideDiameterM,
      roughnessM: ROUGHNESS_DRAWN_TUBING_M,
      densityKgM3: fluid.densityKgM3,
      viscosityPaS: fluid.viscosityPaS,
    });
    const fittingRows = fittingEquivalentLengthsM(
      input.fittings,
      tube,
      flow.frictionFactor,
      unitSystem,
    );
    const fittingsLengthM = fittingRows.reduce(
      (sum, row) => sum + row.eachM * row.fitting.quantity,
      0,
    );
    const equivalentLengthM = straightLengthM + fittingsLengthM + additionalLengthM;
    const pressureDropPa = flow.frictionRatePaPerM * equivalentLengthM;
    const penaltyK = saturationTemperaturePenaltyK(
      input.refrigerant,
      lineType,
      fluid.pressurePa,
      pressureDropPa,
    );
    return {
      tube,
      flow,
      fittingsLengthM,
      fittingRows,
      equivalentLengthM,
      pressureDropPa,
      penaltyK,
      meetsPenalty: penaltyK !== null && penaltyK <= allowedPenaltyK * (1 + LIMIT_SLACK),
    };
  });
  const firstFit = evaluated.findIndex((e) => e.meetsPenalty);
  const sizeFound = firstFit >= 0;
  const selectedIndex = sizeFound ? firstFit : evaluated.length - 1;
  const selected = evaluated[selectedIndex];
  if (selected === undefined) throw new RangeError(`${series.label} has no sizes.`);
  const nextSmaller = selectedIndex > 0 ? evaluated[selectedIndex - 1] : undefined;

  const warnings: RefrigerantLineWarning[] = [];
  const notes: RefrigerantLineNote[] = [];
  const velocity = selected.flow.velocityMS;
  const showVelocity = (ms: number): string => show(ms, 'refrigerantVelocity', unitSystem);

  if (!sizeFound) {
    warnings.push({
      code: 'noSizeMeetsPenalty',
      message: `No ${series.label} tube meets the allowed penalty of ${show(allowedPenaltyK, 'temperatureDifference', unitSystem)}; the largest (${selected.tube.size} in) is shown. Use parallel lines, steel pipe, or accept a larger penalty.`,
      rule: 'Smallest tube whose pressure drop, as a saturation-temperature change, is within the allowed penalty (ASHRAE Handbook—Refrigeration 2018, ch. 1).',
    });
  }

  if (lineType !== 'liquid') {
    const recommended = RECOMMENDED_GAS_VELOCITY_M_S[lineType];
    if (velocity > recommended.max) {
      warnings.push({
        code: 'velocityAboveRecommended',
        message: `Gas velocity ${showVelocity(velocity)} exceeds ${showVelocity(recommended.max)}: expect noise.`,
        rule: `${lineType === 'suction' ? 'Suction' : 'Discharge'} gas ${showVelocity(recommended.min)} to ${showVelocity(recommended.max)} (ASHRAE Handbook—Refrigeration 2010, ch. 1, table 1).`,
      });
    }
    if (info.oilReturnByVelocity) {
      const minimum = OIL_RETURN_MIN_VELOCITY_M_S[orientation];
      if (velocity < minimum) {
        warnings.push({
          code: 'velocityBelowOilReturn',
          message:
            `Gas velocity ${showVelocity(velocity)} is below ${showVelocity(minimum)} for oil return in a ${orientation === 'riser' ? 'riser' : 'horizontal line'}` +
            (orientation === 'riser'
              ? ': use a smaller riser (accepting its penalty) or a double riser, and check minimum-load operation.'
              : ': pitch the line toward the compressor (suction) or condenser (discharge), or use a smaller tube.'),
          rule: 'Oil return: at least 500 fpm (2.54 m/s) in horizontal lines and 1000 fpm (5.08 m/s) in risers with upward flow (ACHR News, "Refrigeration piping on the rise"; ASHRAE Handbook—Refrigeration 2018, ch. 1, oil management).',
        });
      }
    }
  } else if (velocity > LIQUID_HAMMER_MAX_VELOCITY_M_S) {
    warnings.push({
      code: 'liquidHammerVelocity',
      message: `Liquid velocity ${showVelocity(velocity)} exceeds ${showVelocity(LIQUID_HAMMER_MAX_VELOCITY_M_S)}: risk of liquid hammer when a solenoid valve closes.`,
      rule: 'Liquid lines at most 300 fpm (1.5 m/s) where solenoid valves are used (ASHRAE Handbook—Refrigeration 2018, ch. 1, liquid lines).',
    });
  }

  let liquidLine: RefrigerantLineResult['liquidLine'] = null;
  if (lineType === 'liquid') {
    const riseM = toSi(input.verticalRise, 'length');
    const staticPa = fluid.densityKgM3 * STANDARD_GRAVITY_M_S2 * riseM;
    const valvePressurePa = conditions.condenserPressurePa - selected.pressureDropPa - staticPa;
    let remainingK: number | null = null;
    try {
      if (valvePressurePa > 0) {
        remainingK =
          saturationTemperatureC(input.refrigerant, valvePressurePa, 'bubble') -
          conditions.liquidTemperatureC;
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
    const lostK = remainingK === null ? cycle.subcoolingK : cycle.subcoolingK - remainingK;
    liquidLine = {
      staticPressureChange: fromSi(staticPa, 'refrigerantPressure'),
      subcoolingLost: fromSi(lostK, 'temperatureDifference'),
      subcoolingRemaining: remainingK === null ? null : fromSi(remainingK, 'temperatureDifference'),
    };
    const rule =
      'Liquid must stay subcooled to the expansion device: friction and lift use up subcooling (ASHRAE Handbook—Refrigeration 2018, ch. 1, liquid lines).';
    if (remainingK === null || remainingK <= 0) {
      warnings.push({
        code: 'flashGas',
        message: `Friction and lift use up all ${show(cycle.subcoolingK, 'temperatureDifference', unitSystem)} of subcooling: flash gas will form before the expansion device. Add subcooling or reduce the lift or pressure drop.`,
        rule,
      });
    } else if (remainingK < MIN_SUBCOOLING_MARGIN_K) {
      warnings.push({
        code: 'lowSubcoolingMargin',
        message: `Only ${show(remainingK, 'temperatureDifference', unitSystem)} of subcooling is left at the expansion device (less than ${show(MIN_SUBCOOLING_MARGIN_K, 'temperatureDifference', unitSystem)}).`,
        rule,
      });
    }
  }

  if (selected.flow.regime !== 'turbulent') {
    warnings.push({
      code: 'laminarOrTransitionalFlow',
      message: `Reynolds number ${Math.round(selected.flow.reynoldsNumber)}: the flow is ${selected.flow.regime}; fitting losses from turbulent-flow data are uncertain.`,
      rule: 'Colebrook holds for turbulent flow, Re ≥ 4000 (ASHRAE Handbook—Fundamentals 2021, ch. 3).',
    });
  }

  if (lineType !== 'liquid') {
    const lineDewC = lineType === 'suction' ? cycle.evaporatingC : cycle.condensingC;
    const accurateToC = SUPERHEATED_ACCURATE_TO_C[info.id === 'R744' ? 'R744' : 'other'];
    if (lineDewC > accurateToC) {
      warnings.push({
        code: 'nearCriticalPoint',
        message: `The gas is at ${show(lineDewC, 'temperature', unitSystem)} dew, near the end of the ${info.label} property tables and its critical point: interpolated density is within about 1.4 % there (0.25 % below ${show(accurateToC, 'temperature', unitSystem)}), and properties change steeply.`,
        rule: `Superheated-vapour tables to 70 °C dew (R-744: 30 °C); bilinear interpolation within 0.25 % of CoolProp up to ${accurateToC} °C dew (CoolProp 8.0.0).`,
      });
    }
  }

  let capacityLossPercent: number | null = null;
  if (lineType === 'suction' && selected.penaltyK !== null) {
    const loweredC = cycle.evaporatingC - selected.penaltyK;
    if (loweredC >= info.table.temperatureMinC) {
      const atEvaporator = saturationProperties(
        input.refrigerant,
        cycle.evaporatingC,
      ).vapourDensityKgM3;
      const atCompressor = saturationProperties(input.refrigerant, loweredC).vapourDensityKgM3;
      capacityLossPercent = (1 - atCompressor / atEvaporator) * 100;
    }
    notes.push({
      code: 'capacityLossEstimate',
      message:
        'Capacity loss is estimated at constant compressor swept volume (capacity ∝ suction gas density). It leaves out the fall of volumetric efficiency, so it is a little low; compare ASHRAE Handbook—Refrigeration (2018), ch. 1, table 2 (effect of line pressure drops on R-22 compressor capacity and power).',
    });
  }

  const areaM2 = (Math.PI * selected.tube.insideDiameterM ** 2) / 4;
  const chargeKg = fluid.densityKgM3 * areaM2 * straightLengthM;

  if (info.note !== undefined) notes.push({ code: 'refrigerant', message: info.note });
  if (info.kind === 'zeotrope') {
    notes.push({
      code: 'temperatureGlide',
      message: `${info.label} is zeotropic: evaporating and condensing temperatures are dew points; the liquid leaves the condenser at its bubble point (${show(conditions.liquidBubbleC, 'temperature', unitSystem)}) less the subcooling.`,
    });
  }
  if (lineType !== 'liquid') {
    notes.push({
      code: 'superheatedDensity',
      message:
        'Gas density and viscosity are those of the superheated vapour at the line’s dew pressure and gas temperature, interpolated (bilinearly, in ln ρ and ln μ) in CoolProp 8.0.0 tables on a grid of 1 K dew-temperature steps and 1–5 K superheat steps.',
    });
  }
  notes.push({
    code: 'fittings',
    message:
      'Fitting equivalent lengths use Crane TP-410 resistance coefficients for the tube’s copper-tube-size nominal diameter (OD − 1/8 in), Le = K·D/f.',
  });

  return {
    calculationName: input.calculationName,
    unitSystem,
    refrigerant: {
      id: info.id,
      label: info.label,
      safetyGroup: info.safetyGroup,
      kind: info.kind,
      fluidModel: info.table.fluidModel,
    },
    lineType,
    orientation,
    tubeSeries: { id: series.id, label: series.label, standard: series.standard },
    capacityTons: capacityW / WATTS_PER_TON,
    capacityKw: capacityW / 1000,
    massFlow: fromSi(massFlowKgS, 'massFlow'),
    cycle: {
      evaporatorPressure: fromSi(conditions.evaporatorPressurePa, 'refrigerantPressure'),
      condenserPressure: fromSi(conditions.condenserPressurePa, 'refrigerantPressure'),
      liquidBubbleTemperature: fromSi(conditions.liquidBubbleC, 'temperature'),
      liquidTemperature: fromSi(conditions.liquidTemperatureC, 'temperature'),
      suctionGasTemperature: fromSi(conditions.suctionGasC, 'temperature'),
      dischargeGasTemperature: fromSi(conditions.dischargeGasC, 'temperature'),
      refrigeratingEffectKJKg: conditions.refrigeratingEffectJKg / 1000,
    },
    fluid: {
      phase: fluid.phase,
      temperature: fromSi(fluid.temperatureC, 'temperature'),
      densityKgM3: fluid.densityKgM3,
      viscosityPaS: fluid.viscosityPaS,
      viscosityEstimated: fluid.viscosityEstimated,
    },
    allowedTemperaturePenalty: allowedPenalty,
    sizeFound,
    selected: figures(selected, unitSystem),
    nextSmaller: nextSmaller === undefined ? null : figures(nextSmaller, unitSystem),
    candidates: evaluated.map((e) => figures(e, unitSystem)),
    size: selected.tube.size,
    velocity: fromSi(velocity, 'refrigerantVelocity'),
    pressureDrop: fromSi(selected.pressureDropPa, 'refrigerantPressure'),
    temperaturePenalty:
      selected.penaltyK === null ? null : fromSi(selected.penaltyK, 'temperatureDifference'),
    straightLength: input.straightLength,
    fittingsEquivalentLength: fromSi(selected.fittingsLengthM, 'length'),
    equivalentLength: fromSi(selected.equivalentLengthM, 'length'),
    capacityLossPercent,
    charge: fromSi(chargeKg, 'mass'),
    liquidLine,
    fittings: selected.fittingRows.map((row) => ({
      id: row.fitting.id,
      type: row.fitting.type,
      label: REFRIGERANT_FITTING_LABELS[row.fitting.type],
      quantity: row.fitting.quantity,
      equivalentLengthEach: fromSi(row.eachM, 'length'),
      equivalentLength: fromSi(row.eachM * row.fitting.quantity, 'length'),
      source: row.source,
    })),
    units: {
      capacity: fieldQuantityUnitLabel('heatRate', unitSystem),
      massFlow: fieldQuantityUnitLabel('massFlow', unitSystem),
      pressure: fieldQuantityUnitLabel('refrigerantPressure', unitSystem),
      temperature: fieldQuantityUnitLabel('temperature', unitSystem),
      temperatureDifference: fieldQuantityUnitLabel('temperatureDifference', unitSystem),
      length: fieldQuantityUnitLabel('length', unitSystem),
      diameter: fieldQuantityUnitLabel('pipeDiameter', unitSystem),
      velocity: fieldQuantityUnitLabel('refrigerantVelocity', unitSystem),
      charge: fieldQuantityUnitLabel('mass', unitSystem),
    },
    warnings,
    notes,
  };
}
