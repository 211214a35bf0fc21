import { STANDARD_ATMOSPHERE_PA, STANDARD_GRAVITY_M_S2 } from '../constants.js';
import { fluidLabel, fluidProperties } from '../fluids/fluid-properties.js';
import { WATER_TRIPLE_POINT_C, waterVapourPressurePa } from '../fluids/vapour-pressure.js';
import type { FlowRegime } from '../fluid-flow/index.js';
import { fittingResult, fittingRowsToSi } from '../pipe/calculate-pipe.js';
import type { PipeFittingResult, PipeResult } from '../pipe/calculate-pipe.js';
import { fittingLosses } from '../pipe/fitting-losses.js';
import { pipeMaterial, pipeSize, pipeSizeLabel } from '../pipe/materials.js';
import { pipeFlow } from '../pipe/pipe-flow.js';
import { recommendedMaxVelocityMS } from '../pipe/velocity-limits.js';
import { fromSi, toSi, unitLabel } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { affinityLaws } from './affinity.js';
import { motorSizingFactor, nextStandardMotorRating } from './motor-ratings.js';
import type { MotorRating } from './motor-ratings.js';
import { MIN_NPSH_MARGIN_RATIO, npshAvailableM } from './npsh.js';
import { hydraulicPowerW, inputPowerW } from './power.js';
import { monotoneCurve, operatingPoint } from './pump-curve.js';
import {
  ABSOLUTE_PRESSURE_UNITS,
  PumpHeadInputSchema,
  absolutePressureFromPa,
  absolutePressureToPa,
} from './schema.js';
import type { PumpHeadInput, PumpHeadInputDraft, SystemType } from './schema.js';
import { sampleSystemCurve, systemCurveCoefficient } from './system-curve.js';
import { parseInput } from '../_lib/parse-input.js';

/** Figures of one pipe section of the index circuit, in the input's units. */
export interface PumpSectionResult {
  readonly name: string;
  readonly pipeMaterial: string;
  readonly nominalSize: string;
  readonly label: string;
  /** in | mm. */
  readonly insideDiameter: number;
  /** ft | m. */
  readonly length: number;
  /** gpm | L/s. */
  readonly flowRate: number;
  /** ft/s | m/s. */
  readonly velocity: number;
  readonly velocityLimit: number;
  readonly reynoldsNumber: number;
  readonly regime: FlowRegime;
  readonly frictionFactor: number;
  /** ft of water/100 ft | Pa/m. */
  readonly frictionRate: number;
  /** Straight-pipe friction, ft | m of the pumped liquid. */
  readonly frictionHead: number;
  readonly fittingsHead: number;
  readonly totalHead: number;
  /** Fitting rows; their headLoss in ft of water | kPa as in the pipe sizer. */
  readonly fittings: readonly PipeFittingResult[];
}

/** A condition the user should know about; `code` is stable, `message` is for people. */
export interface PumpWarning {
  readonly code:
    | 'nonPositiveHead'
    | 'sectionVelocityHigh'
    | 'laminarOrTransitionalFlow'
    | 'npshNegative'
    | 'npshMarginLow'
    | 'npshGlycolVapourPressure'
    | 'motorOutOfRange'
    | 'motorHighlyLoaded'
    | 'noOperatingPoint'
    | 'fittingNote';
  readonly message: string;
}

/** A point of a head–flow curve in the input's units (gpm | L/s, ft | m). */
export interface HeadFlowPoint {
  readonly flowRate: number;
  readonly head: number;
}

/** Result of {@link calculatePumpHead}; heads are ft | m of the pumped liquid, powers hp | kW. */
export interface PumpHeadResult {
  readonly calculationName: string;
  readonly unitSystem: UnitSystem;
  readonly systemType: SystemType;
  /** Design flow, gpm | L/s. */
  readonly flowRate: number;
  /** The pumped liquid, as the pipe sizer describes it (temperature °F | °C). */
  readonly fluid: Pick<
    PipeResult['fluid'],
    | 'fluid'
    | 'concentrationPercent'
    | 'label'
    | 'temperature'
    | 'densityKgM3'
    | 'kinematicViscosityM2S'
    | 'source'
  >;
  readonly sections: readonly PumpSectionResult[];
  readonly components: readonly {
    readonly name: string;
    readonly pressureDrop: number;
    readonly head: number;
  }[];
  readonly frictionHead: number;
  readonly fittingsHead: number;
  readonly componentsHead: number;
  /** Static lift (open systems; 0 for a closed loop). */
  readonly staticHead: number;
  /** Friction + fittings + components + static. */
  readonly totalDynamicHead: number;
  readonly totalDynamicHeadKPa: number;
  readonly safetyMarginPercent: number;
  /** Total dynamic head with the safety margin: the head to select the pump for. */
  readonly designHead: number;
  readonly designHeadKPa: number;
  /** ρ g Q H at the design head, hp | kW. */
  readonly hydraulicPower: number;
  /** Pump shaft (brake) power, hp | kW. */
  readonly shaftPower: number;
  /** Electrical input to the motor, hp | kW. */
  readonly motorInputPower: number;
  readonly pumpEfficiencyPercent: number;
  readonly motorEfficiencyPercent: number;
  /** The next standard motor rating at or above the shaft power (NEMA MG 1 | IEC 60072-1). */
  readonly suggestedMotor: MotorRating | null;
  readonly npsh: {
    /** ft | m of the pumped liquid. */
    readonly available: number;
    readonly required: number | null;
    readonly margin: number | null;
    readonly marginRatio: number | null;
    /** psia | kPa. */
    readonly vapourPressure: number;
    readonly referencePressure: number;
  } | null;
  readonly systemCurve: {
    readonly staticHead: number;
    /** k of H = static + k·Q², head units per (flow unit)². */
    readonly coefficient: number;
    readonly points: readonly HeadFlowPoint[];
  };
  /** The pump curve as entered and at its running speed; null without a curve. */
  readonly pumpCurve: {
    readonly speedPercent: number;
    /** The entered points, sorted by flow (at the speed the curve is drawn for). */
    readonly points: readonly HeadFlowPoint[];
    /**
     * The curve at the running speed (points scaled by the affinity laws), sampled along its
     * monotone interpolant from its first to its last flow: for a chart.
     */
    readonly atSpeed: readonly HeadFlowPoint[];
  } | null;
  /** Where the pump curve (at its speed) meets the system curve; null without a curve or crossing. */
  readonly operatingPoint:
    | (HeadFlowPoint & {
        readonly speedPercent: number;
        readonly shaftPower: number;
        /** The same point at the curve's own speed, by the affinity laws (null at 100 %). */
        readonly atRatedSpeed: (HeadFlowPoint & { readonly shaftPower: number }) | null;
      })
    | null;
  /** Unit labels of the numbers above in this unit system. */
  readonly units: Readonly<
    Record<'flowRate' | 'head' | 'headLoss' | 'power' | 'pressure' | 'velocity', string>
  >;
  readonly warnings: readonly PumpWarning[];
}

/**
 * Pump head of a hydronic system from its index circuit: friction and fittings of each pipe section
 * (Darcy–Weisbach, CoolProp properties, Crane K), component pressure drops and, for open systems,
 * the static lift; then the design head with a safety margin, hydraulic, shaft and motor input
 * power, the next standard motor rating, NPSH available, the system curve, and the operating point
 * and affinity-law figures when a pump curve is given.
 *
 * Heads are columns of the pumped liquid (what a pump curve shows): H = Δp/(ρg). Component drops
 * and suction losses are entered as ft of water | kPa (conventional water column) and converted.
 *
 * @param draft - The input as entered (see {@link PumpHeadInputSchema}).
 * @returns Heads, powers, motor, NPSH, system curve and operating point, in the input's units.
 * @throws {ZodError} If the input is invalid; each issue's path is the field.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps";
 *   ASHRAE Handbook—Fundamentals (2021), ch. 22; ANSI/HI 9.6.1 (NPSH margin); NEMA MG 1; IEC 60072-1
 * @example calculatePumpHead({ flowRate: 100, fluidTemperature: 60, sections: [{ name: 'Main', pipeMaterial: 'steelSchedule40', nominalSize: '3', length: 300 }], components: [{ name: 'Chiller', pressureDrop: 20 }] }).suggestedMotor?.label //=> '1-1/2 hp'
 */
export function calculatePumpHead(draft: PumpHeadInputDraft): PumpHeadResult {
  return calculatePumpHeadInput(parseInput(PumpHeadInputSchema, draft, 'pump head input'));
}

/**
 * calculatePumpHead of an input its schema has already parsed (`PumpHeadInputSchema.safeParse`), without
 * parsing it again: the web app validates each draft once and calls this.
 */
export function calculatePumpHeadInput(input: PumpHeadInput): PumpHeadResult {
  const { unitSystem } = input;
  const temperatureC = toSi(input.fluidTemperature, 'temperature', unitSystem);
  const fluid = fluidProperties({
    fluid: input.fluid,
    concentrationPercent: input.concentrationPercent,
    temperatureC,
  });
  const weight = fluid.densityKgM3 * STANDARD_GRAVITY_M_S2;
  const headOf = (pa: number): number => fromSi(pa / weight, 'pumpHead', unitSystem);
  const power = (watts: number): number => fromSi(watts, 'shaftPower', unitSystem);
  const designFlowM3S = toSi(input.flowRate, 'waterFlow', unitSystem);
  const warnings: PumpWarning[] = [];

  let frictionPa = 0;
  let fittingsPa = 0;
  const sections = input.sections.map((section): PumpSectionResult => {
    const material = pipeMaterial(section.pipeMaterial);
    const size = pipeSize(section.pipeMaterial, section.nominalSize);
    const flowRate = section.flowRate ?? input.flowRate;
    const flow = pipeFlow({
      flowM3S: toSi(flowRate, 'waterFlow', unitSystem),
      insideDiameterM: size.insideDiameterM,
      roughnessM: material.roughnessM,
      densityKgM3: fluid.densityKgM3,
      kinematicViscosityM2S: fluid.kinematicViscosityM2S,
    });
    const sectionFrictionPa = flow.frictionRatePaPerM * toSi(section.length, 'length', unitSystem);
    const losses = fittingLosses(
      fittingRowsToSi(section.fittings, unitSystem),
      {
        nominalInches: size.nominalInches,
        insideDiameterM: size.insideDiameterM,
        frictionFactor: flow.frictionFactor,
      },
      flow.velocityPressurePa,
    );
    frictionPa += sectionFrictionPa;
    fittingsPa += losses.totalPressureLossPa;
    const velocityLimitMS = recommendedMaxVelocityMS(size.nominalInches);
    if (flow.velocityMS > velocityLimitMS * (1 + 1e-9)) {
      warnings.push({
        code: 'sectionVelocityHigh',
        message: `${section.name}: ${fromSi(flow.velocityMS, 'waterVelocity', unitSystem).toFixed(2)} ${unitLabel('waterVelocity', unitSystem)} exceeds the usual limit of ${fromSi(velocityLimitMS, 'waterVelocity', unitSystem).toFixed(2)} for ${size.nominalSize} in pipe (ASHRAE F 2021 ch. 22).`,
      });
    }
    if (flow.regime !== 'turbulent') {
      warnings.push({
        code: 'laminarOrTransitionalFlow',
        message: `${section.name}: ${flow.regime} flow (Re = ${Math.round(flow.reynoldsNumber)}); the system curve's Q² law and turbulent fitting K values are approximate here.`,
      });
    }
    for (const item of losses.items) {
      if (item.note !== undefined)
        warnings.push({
          code: 'fittingNote',
          message: `${section.name}, ${item.label} (${item.id}): ${item.note}`,
        });
    }
    return {
      name: section.name,
      pipeMaterial: material.label,
      nominalSize: size.nominalSize,
      label: pipeSizeLabel(material, size, unitSystem),
      insideDiameter: fromSi(size.insideDiameterM, 'pipeDiameter', unitSystem),
      length: section.length,
      flowRate,
      velocity: fromSi(flow.velocityMS, 'waterVelocity', unitSystem),
      velocityLimit: fromSi(velocityLimitMS, 'waterVelocity', unitSystem),
      reynoldsNumber: flow.reynoldsNumber,
      regime: flow.regime,
      frictionFactor: flow.frictionFactor,
      frictionRate: fromSi(flow.frictionRatePaPerM, 'pipeFrictionRate', unitSystem),
      frictionHead: headOf(sectionFrictionPa),
      fittingsHead: headOf(losses.totalPressureLossPa),
      totalHead: headOf(sectionFrictionPa + losses.totalPressureLossPa),
      fittings: losses.items.map((item) =>
        fittingResult(item, size.insideDiameterM, flow.frictionFactor, unitSystem),
      ),
    };
  });

  const components = input.components.map((component) => {
    const pa = toSi(component.pressureDrop, 'pipeHeadLoss', unitSystem);
    return { name: component.name, pressureDrop: component.pressureDrop, head: headOf(pa), pa };
  });
  const componentsPa = components.reduce((sum, c) => sum + c.pa, 0);
  const staticHeadM =
    input.systemType === 'open' ? toSi(input.staticLift, 'length', unitSystem) : 0;
  const totalDynamicHeadM = (frictionPa + fittingsPa + componentsPa) / weight + staticHeadM;
  const designHeadM =
    totalDynamicHeadM > 0
      ? totalDynamicHeadM * (1 + input.safetyMarginPercent / 100)
      : totalDynamicHeadM;

  const hydraulicW = hydraulicPowerW(designFlowM3S, designHeadM * weight);
  const shaftW = inputPowerW(hydraulicW, input.pumpEfficiencyPercent);
  const motorInputW = inputPowerW(shaftW, input.motorEfficiencyPercent);
  let suggestedMotor: MotorRating | null = null;
  if (totalDynamicHeadM <= 0) {
    warnings.push({
      code: 'nonPositiveHead',
      message:
        'The total dynamic head is zero or negative: the liquid would flow by gravity; no pump or motor is sized.',
    });
  } else {
    suggestedMotor = nextStandardMotorRating(shaftW, unitSystem);
    if (suggestedMotor === null) {
      warnings.push({
        code: 'motorOutOfRange',
        message: `The shaft power exceeds the largest standard rating listed (500 ${unitSystem === 'Imperial' ? 'hp' : 'kW'}); use several pumps or a special motor.`,
      });
    } else {
      const factor = motorSizingFactor(suggestedMotor.ratingW);
      if (shaftW * factor > suggestedMotor.ratingW * (1 + 1e-9)) {
        const loadPercent = Math.round((shaftW / suggestedMotor.ratingW) * 100);
        warnings.push({
          code: 'motorHighlyLoaded',
          message: `The ${suggestedMotor.label} motor is loaded to ${loadPercent} % at the design point: do not count on its service factor. Check the pump's power at run-out on its curve and select a motor that is non-overloading there; API 610 practice is a rating of at least ${Math.round(factor * 100)} % of the pump power (the next size up).`,
        });
      }
    }
  }

  let npsh: PumpHeadResult['npsh'] = null;
  if (input.suction !== undefined) {
    const s = input.suction;
    const referencePa =
      s.referencePressure === undefined
        ? STANDARD_ATMOSPHERE_PA
        : absolutePressureToPa(s.referencePressure, unitSystem);
    const vapourPa = waterVapourPressurePa(Math.max(temperatureC, WATER_TRIPLE_POINT_C));
    const availableM = npshAvailableM({
      surfacePressurePa: referencePa,
      vapourPressurePa: vapourPa,
      densityKgM3: fluid.densityKgM3,
      liquidLevelAboveImpellerM: toSi(s.liquidLevelAboveImpeller, 'length', unitSystem),
      suctionLossPa: toSi(s.suctionLosses, 'pipeHeadLoss', unitSystem),
    });
    const requiredM =
      s.npshRequired === undefined ? null : toSi(s.npshRequired, 'pumpHead', unitSystem);
    const marginRatio = requiredM === null || requiredM === 0 ? null : availableM / requiredM;
    if (input.fluid !== 'water') {
      warnings.push({
        code: 'npshGlycolVapourPressure',
        message:
          'NPSH available uses the vapour pressure of pure water (IAPWS-IF97); glycol lowers it, so the figure errs on the safe side.',
      });
    }
    if (availableM <= 0) {
      warnings.push({
        code: 'npshNegative',
        message:
          'NPSH available is zero or negative: the pump would cavitate. Raise the suction pressure or the liquid level.',
      });
    } else if (marginRatio !== null && marginRatio < MIN_NPSH_MARGIN_RATIO) {
      warnings.push({
        code: 'npshMarginLow',
        message: `NPSH margin ratio ${marginRatio.toFixed(2)} is below ${MIN_NPSH_MARGIN_RATIO}, the lowest ANSI/HI 9.6.1 recommends.`,
      });
    }
    npsh = {
      available: fromSi(availableM, 'pumpHead', unitSystem),
      required: requiredM === null ? null : (s.npshRequired ?? null),
      margin: requiredM === null ? null : fromSi(availableM - requiredM, 'pumpHead', unitSystem),
      marginRatio,
      vapourPressure: absolutePressureFromPa(vapourPa, unitSystem),
      referencePressure: absolutePressureFromPa(referencePa, unitSystem),
    };
  }

  // The system curve is the actual system (without the selection margin): H = static + k·Q².
  const flowDisplay = input.flowRate;
  const staticHead = fromSi(staticHeadM, 'pumpHead', unitSystem);
  const totalDynamicHead = fromSi(totalDynamicHeadM, 'pumpHead', unitSystem);
  const coefficient = systemCurveCoefficient(staticHead, flowDisplay, totalDynamicHead);
  const systemPoints = sampleSystemCurve(staticHead, flowDisplay, totalDynamicHead).map((p) => ({
    flowRate: p.flow,
    head: p.head,
  }));

  const curve = [...(input.pumpCurve?.points ?? [])]
    .sort((a, b) => a.flowRate - b.flowRate)
    .map((p) => ({ flow: p.flowRate, head: p.head }));
  let pumpCurve: PumpHeadResult['pumpCurve'] = null;
  if (input.pumpCurve !== undefined) {
    const ratio = input.pumpCurve.speedPercent / 100;
    const scaled = curve.map((p) => affinityLaws(p, ratio));
    const headAt = monotoneCurve(scaled);
    const first = scaled[0]!.flow;
    const last = scaled[scaled.length - 1]!.flow;
    const samples = 40;
    pumpCurve = {
      speedPercent: input.pumpCurve.speedPercent,
      points: curve.map((p) => ({ flowRate: p.flow, head: p.head })),
      atSpeed: Array.from({ length: samples + 1 }, (_, i) => {
        const flow = i === samples ? last : first + ((last - first) * i) / samples;
        return { flowRate: flow, head: headAt(flow) };
      }),
    };
  }

  let operating: PumpHeadResult['operatingPoint'] = null;
  if (input.pumpCurve !== undefined && totalDynamicHeadM > 0) {
    const speedRatio = input.pumpCurve.speedPercent / 100;
    const point = operatingPoint(curve, staticHead, coefficient, speedRatio);
    if (point === null) {
      warnings.push({
        code: 'noOperatingPoint',
        message:
          'The pump curve does not cross the system curve within the flows it covers; choose another pump, impeller or speed.',
      });
    } else {
      const shaftAt = (flow: number, head: number): number =>
        power(
          inputPowerW(
            hydraulicPowerW(
              toSi(flow, 'waterFlow', unitSystem),
              toSi(head, 'pumpHead', unitSystem) * weight,
            ),
            input.pumpEfficiencyPercent,
          ),
        );
      const shaftPower = point.flow > 0 && point.head > 0 ? shaftAt(point.flow, point.head) : 0;
      const rated =
        speedRatio === 1
          ? null
          : affinityLaws({ flow: point.flow, head: point.head, power: shaftPower }, 1 / speedRatio);
      operating = {
        flowRate: point.flow,
        head: point.head,
        speedPercent: input.pumpCurve.speedPercent,
        shaftPower,
        atRatedSpeed:
          rated === null
            ? null
            : { flowRate: rated.flow, head: rated.head, shaftPower: rated.power ?? 0 },
      };
    }
  }

  return {
    calculationName: input.calculationName,
    unitSystem,
    systemType: input.systemType,
    flowRate: input.flowRate,
    fluid: {
      fluid: fluid.fluid,
      concentrationPercent: fluid.concentrationPercent,
      label: fluidLabel(fluid.fluid, fluid.concentrationPercent),
      temperature: input.fluidTemperature,
      densityKgM3: fluid.densityKgM3,
      kinematicViscosityM2S: fluid.kinematicViscosityM2S,
      source: fluid.source,
    },
    sections,
    components: components.map(({ name, pressureDrop, head }) => ({ name, pressureDrop, head })),
    frictionHead: headOf(frictionPa),
    fittingsHead: headOf(fittingsPa),
    componentsHead: headOf(componentsPa),
    staticHead,
    totalDynamicHead,
    totalDynamicHeadKPa: (totalDynamicHeadM * weight) / 1000,
    safetyMarginPercent: input.safetyMarginPercent,
    designHead: fromSi(designHeadM, 'pumpHead', unitSystem),
    designHeadKPa: (designHeadM * weight) / 1000,
    hydraulicPower: power(hydraulicW),
    shaftPower: power(shaftW),
    motorInputPower: power(motorInputW),
    pumpEfficiencyPercent: input.pumpEfficiencyPercent,
    motorEfficiencyPercent: input.motorEfficiencyPercent,
    suggestedMotor,
    npsh,
    systemCurve: { staticHead, coefficient, points: systemPoints },
    pumpCurve,
    operatingPoint: operating,
    units: {
      flowRate: unitLabel('waterFlow', unitSystem),
      head: unitLabel('pumpHead', unitSystem),
      headLoss: unitLabel('pipeHeadLoss', unitSystem),
      power: unitLabel('shaftPower', unitSystem),
      pressure: ABSOLUTE_PRESSURE_UNITS[unitSystem],
      velocity: unitLabel('waterVelocity', unitSystem),
    },
    warnings,
  };
}
