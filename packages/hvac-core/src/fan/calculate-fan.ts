import { nextStandardMotorRating } from '../pump/motor-ratings.js';
import type { MotorRating } from '../pump/motor-ratings.js';
import { fromSi, toSi, unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import { fanLaws } from './fan-laws.js';
import { fanAirPowerW, fanEfficiency, fanShaftPowerW } from './fan-power.js';
import { FAN_FIELD_LABELS, FAN_RESULT_SPECS } from './fields.js';
import { roundToDecimals } from '../_lib/message-number.js';
import { MOTOR_LOAD_DESIGN_BAND_PERCENT, MOTOR_LOAD_DESIGN_BAND_SOURCE } from './motor-load.js';
import { FanInputSchema, outletVelocityPressurePa } from './schema.js';
import { parseInput } from '../_lib/parse-input.js';
import type { FanEfficiencyBasis, FanInput, FanInputDraft } from './schema.js';

/** Something in the input or the result that an engineer should look at; not an error. */
export interface FanWarning {
  readonly code: 'motorLightlyLoaded' | 'motorOutOfRange' | 'fanLawMotorOverload';
  /** The input field the warning is about, when there is one. */
  readonly field?: string;
  readonly message: string;
}

/** An assumption the result rests on, for the report; not a warning. */
export interface FanNote {
  readonly code: 'totalPressureIsStatic' | 'standardAir' | 'fanLawsSimilarity';
  readonly message: string;
}

/** The duty after a change of speed and/or impeller diameter, by the fan laws. */
export interface FanLawResult {
  /** N₂/N₁ (1 when no speed change is entered). */
  readonly speedRatio: number;
  /** D₂/D₁ (1 when no diameter change is entered). */
  readonly diameterRatio: number;
  /** cfm | L/s. */
  readonly airflow: number;
  /** in. wg | Pa. */
  readonly fanStaticPressure: number;
  readonly fanTotalPressure: number;
  /** hp | kW. */
  readonly shaftPower: number;
  /** Motor output the new duty needs (shaft power / drive efficiency), hp | kW. */
  readonly motorOutput: number;
  /** The new motor output as % of the motor chosen for the present duty; null without a motor. */
  readonly motorLoadPercent: number | null;
}

/** Result of a fan calculation, in the input's unit system. */
export interface FanResult {
  readonly calculationName: string;
  readonly unitSystem: UnitSystem;
  /** cfm | L/s. */
  readonly airflow: number;
  /** The airflow in m³/s, shown beside L/s in Metric. */
  readonly airflowM3s: number;
  /** in. wg | Pa. */
  readonly fanStaticPressure: number;
  /** Mean velocity at the fan outlet, fpm | m/s; null without an outlet area. */
  readonly outletVelocity: number | null;
  /** in. wg | Pa (0 without an outlet area). */
  readonly outletVelocityPressure: number;
  /** Static + outlet velocity pressure, in. wg | Pa. */
  readonly fanTotalPressure: number;
  /** Q · p_s, hp | kW. */
  readonly staticAirPower: number;
  /** Q · p_t, hp | kW. */
  readonly totalAirPower: number;
  /** Shaft (brake) power, hp | kW: as entered, or from the efficiency. */
  readonly shaftPower: number;
  /** Whether the shaft power was entered (efficiencies computed) or computed from an efficiency. */
  readonly shaftPowerSource: 'entered' | 'fromEfficiency';
  /** The basis of the entered efficiency when the shaft power was computed from it. */
  readonly efficiencyBasis: FanEfficiencyBasis;
  /** ηs = Q·p_s / P_shaft, %. */
  readonly staticEfficiencyPercent: number;
  /** ηt = Q·p_t / P_shaft, %. */
  readonly totalEfficiencyPercent: number;
  readonly driveEfficiencyPercent: number;
  /** Power the motor must deliver: shaft power / drive efficiency, hp | kW. */
  readonly motorOutput: number;
  readonly motorEfficiencyPercent: number;
  /** Electrical input to the motor at the duty, hp | kW. */
  readonly motorInputPower: number;
  /** Electrical input, kW (both systems: what a bill or an energy model needs). */
  readonly motorInputKw: number;
  readonly motorSizingMarginPercent: number;
  /** The next standard motor at or above motor output × (1 + margin) (NEMA MG 1 | IEC 60072-1). */
  readonly suggestedMotor: MotorRating | null;
  /** Motor output as % of the suggested motor's rating; null without a motor. */
  readonly motorLoadPercent: number | null;
  /** The fan-law duty when a speed or diameter change is entered; null otherwise. */
  readonly fanLaws: FanLawResult | null;
  /** Unit labels of the numbers above in this unit system. */
  readonly units: Readonly<
    Record<'airflow' | 'pressure' | 'power' | 'velocity' | 'area' | 'diameter', string>
  >;
  readonly warnings: readonly FanWarning[];
  readonly notes: readonly FanNote[];
}

/** A reported number rounded to 12 significant digits (unit round-trips leave noise in the 16th). */
function clean(value: number): number {
  if (value === 0) return 0;
  return Number(value.toPrecision(12));
}

const LABELS = FAN_FIELD_LABELS;

/**
 * A fan at its duty, from parsed input: air power, fan static and total efficiency (from an entered
 * shaft power) or shaft (brake) power (from an entered efficiency), motor output and input, the next
 * standard motor with its load, and the fan laws for a change of speed and/or impeller diameter.
 * Computed in SI and reported in the input's unit system; the method is in `FAN_METHOD`.
 *
 * @param input - A parsed {@link FanInput}.
 * @returns Pressures, powers, efficiencies, motor, fan-law duty, warnings and notes; every number finite.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans"; AMCA Publication 201-02 (R2011); NEMA MG 1; IEC 60072-1
 * @example calculateFanInput(FanInputSchema.parse({ airflow: 20_000, fanStaticPressure: 4, fanEfficiencyPercent: 72 })).shaftPower //=> 17.5
 */
export function calculateFanInput(input: FanInput): FanResult {
  const system = input.unitSystem;
  const si = (value: number, quantity: Quantity): number => toSi(value, quantity, system);
  const shown = (valueSi: number, quantity: Quantity): number =>
    clean(fromSi(valueSi, quantity, system));
  const warnings: FanWarning[] = [];
  const notes: FanNote[] = [
    {
      code: 'standardAir',
      message:
        'Pressures and powers are for the air the airflow and pressures were measured or rated at; the outlet velocity pressure uses standard air (1.204 kg/m³, 0.075 lb/ft³).',
    },
  ];

  const flowM3s = si(input.airflow, 'airflow');
  const staticPa = si(input.fanStaticPressure, 'ductPressureLoss');
  const outletAreaM2 = input.outletArea === undefined ? undefined : si(input.outletArea, 'area');
  const velocityPressurePa = outletVelocityPressurePa(flowM3s, outletAreaM2);
  if (outletAreaM2 === undefined) {
    notes.push({
      code: 'totalPressureIsStatic',
      message: `Without the ${LABELS.outletArea.toLowerCase()} the outlet velocity pressure is not known: the fan total pressure and total efficiency are taken as the static ones.`,
    });
  }
  const totalPa = staticPa + velocityPressurePa;
  const staticAirW = fanAirPowerW(flowM3s, staticPa);
  const totalAirW = fanAirPowerW(flowM3s, totalPa);

  const shaftW =
    input.shaftPower !== undefined
      ? si(input.shaftPower, 'shaftPower')
      : fanShaftPowerW(
          flowM3s,
          input.efficiencyBasis === 'total' ? totalPa : staticPa,
          input.fanEfficiencyPercent ?? 0,
        );
  const motorOutputW = shaftW / (input.driveEfficiencyPercent / 100);
  const motorInputW = motorOutputW / (input.motorEfficiencyPercent / 100);
  const suggestedMotor = nextStandardMotorRating(
    motorOutputW * (1 + input.motorSizingMarginPercent / 100),
    system,
  );
  const motorLoadPercent =
    suggestedMotor === null ? null : clean((100 * motorOutputW) / suggestedMotor.ratingW);
  if (suggestedMotor === null) {
    warnings.push({
      code: 'motorOutOfRange',
      message: `The motor output exceeds the largest standard rating listed (500 ${unitLabel('shaftPower', system)}); use several fans or a special motor.`,
    });
  } else if (
    motorLoadPercent !== null &&
    // Judged as the load reads (whole percent): 49.6 % reads 50 %, inside the band.
    roundToDecimals(motorLoadPercent, FAN_RESULT_SPECS.motorLoadPercent.decimals) <
      MOTOR_LOAD_DESIGN_BAND_PERCENT.min
  ) {
    warnings.push({
      code: 'motorLightlyLoaded',
      field: 'motorSizingMarginPercent',
      message: `The ${suggestedMotor.label} motor would run at ${roundToDecimals(motorLoadPercent, FAN_RESULT_SPECS.motorLoadPercent.decimals)} % of its rating, below the ${MOTOR_LOAD_DESIGN_BAND_PERCENT.min} % to ${MOTOR_LOAD_DESIGN_BAND_PERCENT.max} % motors are designed for (${MOTOR_LOAD_DESIGN_BAND_SOURCE}); reduce the sizing margin or check the duty.`,
    });
  }

  let lawResult: FanLawResult | null = null;
  const speedRatio =
    input.currentSpeed !== undefined && input.newSpeed !== undefined
      ? input.newSpeed / input.currentSpeed
      : 1;
  const diameterRatio =
    input.currentDiameter !== undefined && input.newDiameter !== undefined
      ? input.newDiameter / input.currentDiameter
      : 1;
  if (input.currentSpeed !== undefined || input.currentDiameter !== undefined) {
    notes.push({
      code: 'fanLawsSimilarity',
      message:
        'The fan laws hold for geometrically similar fans at the same point of rating on the same system curve: efficiency is taken as unchanged, which is close for moderate changes.',
    });
    const ratios = { speedRatio, diameterRatio };
    const scaledStatic = fanLaws({ flow: flowM3s, pressure: staticPa, power: shaftW }, ratios);
    const scaledTotal = fanLaws({ flow: flowM3s, pressure: totalPa }, ratios);
    const newShaftW = scaledStatic.power ?? 0;
    const newMotorOutputW = newShaftW / (input.driveEfficiencyPercent / 100);
    const newLoad =
      suggestedMotor === null ? null : clean((100 * newMotorOutputW) / suggestedMotor.ratingW);
    if (suggestedMotor !== null && newLoad !== null && newLoad > 100) {
      warnings.push({
        code: 'fanLawMotorOverload',
        field: speedRatio !== 1 ? 'newSpeed' : 'newDiameter',
        message: `At the new ${speedRatio !== 1 ? 'speed' : 'diameter'} the fan needs ${newLoad.toFixed(0)} % of the ${suggestedMotor.label} motor chosen for the present duty: a larger motor is needed.`,
      });
    }
    lawResult = {
      speedRatio: clean(speedRatio),
      diameterRatio: clean(diameterRatio),
      airflow: shown(scaledStatic.flow, 'airflow'),
      fanStaticPressure: shown(scaledStatic.pressure, 'ductPressureLoss'),
      fanTotalPressure: shown(scaledTotal.pressure, 'ductPressureLoss'),
      shaftPower: shown(newShaftW, 'shaftPower'),
      motorOutput: shown(newMotorOutputW, 'shaftPower'),
      motorLoadPercent: newLoad,
    };
  }

  return {
    calculationName: input.calculationName,
    unitSystem: system,
    airflow: input.airflow,
    airflowM3s: clean(flowM3s),
    fanStaticPressure: input.fanStaticPressure,
    outletVelocity:
      outletAreaM2 === undefined ? null : shown(flowM3s / outletAreaM2, 'airVelocity'),
    outletVelocityPressure: shown(velocityPressurePa, 'ductPressureLoss'),
    fanTotalPressure: shown(totalPa, 'ductPressureLoss'),
    staticAirPower: shown(staticAirW, 'shaftPower'),
    totalAirPower: shown(totalAirW, 'shaftPower'),
    shaftPower: shown(shaftW, 'shaftPower'),
    shaftPowerSource: input.shaftPower === undefined ? 'fromEfficiency' : 'entered',
    efficiencyBasis: input.efficiencyBasis,
    staticEfficiencyPercent: clean(100 * fanEfficiency(flowM3s, staticPa, shaftW)),
    totalEfficiencyPercent: clean(100 * fanEfficiency(flowM3s, totalPa, shaftW)),
    driveEfficiencyPercent: input.driveEfficiencyPercent,
    motorOutput: shown(motorOutputW, 'shaftPower'),
    motorEfficiencyPercent: input.motorEfficiencyPercent,
    motorInputPower: shown(motorInputW, 'shaftPower'),
    motorInputKw: clean(motorInputW / 1000),
    motorSizingMarginPercent: input.motorSizingMarginPercent,
    suggestedMotor,
    motorLoadPercent,
    fanLaws: lawResult,
    units: {
      airflow: unitLabel('airflow', system),
      pressure: unitLabel('ductPressureLoss', system),
      power: unitLabel('shaftPower', system),
      velocity: unitLabel('airVelocity', system),
      area: unitLabel('area', system),
      diameter: unitLabel('ductDimension', system),
    },
    warnings,
    notes,
  };
}

/**
 * A fan at its duty, from the input as a form or a saved file holds it: parses it (see
 * {@link FanInputSchema}) and runs {@link calculateFanInput}.
 *
 * @param draft - The input as entered.
 * @returns See {@link calculateFanInput}.
 * @throws {ZodError} If the input is invalid; each issue's path is the field and its message names it.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans"; AMCA Publication 201-02 (R2011); NEMA MG 1; IEC 60072-1
 * @example calculateFan({ airflow: 20_000, fanStaticPressure: 4, fanEfficiencyPercent: 72 }).suggestedMotor?.label //=> '20 hp'
 */
export function calculateFan(draft: FanInput | FanInputDraft): FanResult {
  return calculateFanInput(parseInput(FanInputSchema, draft, 'fan input'));
}
