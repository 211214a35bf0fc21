import { z } from 'zod';
import { STANDARD_AIR_DENSITY_KG_M3 } from '../constants.js';
import { velocityPressurePa } from '../fluid-flow/darcy-weisbach.js';
import { numericValue, optionalNumber, requiredNumber, WHEN_OBJECT } from '../_lib/form-number.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { savedFileLinkFields } from '../_lib/saved-file-link.js';
import { fromSi, toSi, unitLabel, UnitSystemSchema } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import {
  FAN_FIELDS,
  FAN_FIELD_LABELS,
  FAN_FIELD_SPECS,
  FAN_NUMERIC_FIELDS,
  fanRangeMessage,
  isWithinFanFieldRange,
} from './fields.js';

/** Maximum length of a calculation name, characters. */
export const FAN_NAME_MAX_LENGTH = 120;

const LABELS = FAN_FIELD_LABELS;

/**
 * Which pressure the entered fan efficiency refers to: `total` (ηt, with the fan total pressure) or
 * `static` (ηs, with the fan static pressure), as the fan catalogue states it.
 */
export const FAN_EFFICIENCY_BASES = ['total', 'static'] as const;
export const FanEfficiencyBasisSchema = z.enum(FAN_EFFICIENCY_BASES, {
  error: `${LABELS.efficiencyBasis} must be total or static.`,
});
export type FanEfficiencyBasis = z.output<typeof FanEfficiencyBasisSchema>;

/** A number with a default when left blank. */
function numberOr(label: string, fallback: number) {
  return optionalNumber(label).transform((value) => value ?? fallback);
}

/**
 * Velocity pressure at the fan outlet, Pa, of standard air: p_v = ρ V²/2, V = Q/A; 0 without an
 * outlet area (the total pressure is then taken as the static pressure).
 */
export function outletVelocityPressurePa(
  flowM3s: number,
  outletAreaM2: number | undefined,
): number {
  if (outletAreaM2 === undefined || outletAreaM2 <= 0) return 0;
  return velocityPressurePa(STANDARD_AIR_DENSITY_KG_M3, flowM3s / outletAreaM2);
}

/** Fan fields a duct system's duty fills, and so the values a duty source records. */
export const FAN_DUTY_SOURCE_FIELDS = ['airflow', 'fanStaticPressure'] as const;

/** A value recorded in a duty source: a finite number, in the fan file's units. */
function dutySourceValue(label: string) {
  return z.number({ error: `Duty source ${label} must be a finite number.` }).optional();
}

/**
 * The saved duct-system file the fan duty (airflow, fan static pressure) was taken from: kept so the
 * editor can name it and tell when that file has changed since. The id is the app's, opaque to the
 * engine; no number here takes part in the calculation. `values` are the numbers written into the
 * fields when the duty was taken, in the fan file's units (converted with the file, as the fields
 * they mirror are).
 */
export const FanDutySourceSchema = z.object(
  {
    ...savedFileLinkFields('Duty source'),
    /** The values written when the duty was taken: airflow cfm | L/s, pressure in. wg | Pa. */
    values: z
      .object(
        {
          airflow: dutySourceValue('airflow'),
          fanStaticPressure: dutySourceValue('fan static pressure'),
        },
        { error: 'Duty source values must be an object of named numbers.' },
      )
      .default({}),
  },
  { error: 'Duty source must be an object with a file id.' },
);
export type FanDutySource = z.output<typeof FanDutySourceSchema>;
export type FanDutySourceDraft = z.input<typeof FanDutySourceSchema>;

/**
 * Range checks (in SI, so that they survive a unit switch) and the fields that go together. They run
 * even when another field failed to parse, so that a form shows every message at once.
 */
function checkFan(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const parsedSystem = UnitSystemSchema.safeParse(data['unitSystem'] ?? 'Imperial');
  if (!parsedSystem.success) return;
  const system: UnitSystem = parsedSystem.data;
  const issue = (field: string, message: string): void => {
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  const value = (field: string): number | undefined => numericValue(data[field]);

  let inRange = true;
  for (const field of FAN_NUMERIC_FIELDS) {
    const v = value(field);
    if (v !== undefined && !isWithinFanFieldRange(field, v, system)) {
      issue(field, fanRangeMessage(field, system));
      inRange = false;
    }
  }

  const blank = (field: string): boolean =>
    data[field] === undefined || data[field] === null || data[field] === '';
  const shaftPower = value('shaftPower');
  if (blank('shaftPower') && blank('fanEfficiencyPercent')) {
    issue(
      'fanEfficiencyPercent',
      `${LABELS.fanEfficiencyPercent} is required to compute the shaft power when the shaft power is not given.`,
    );
  }
  const pairs = [
    ['currentSpeed', 'newSpeed'],
    ['currentDiameter', 'newDiameter'],
  ] as const;
  for (const [present, next] of pairs) {
    if (!blank(present) && blank(next))
      issue(next, `${LABELS[next]} is required with the ${LABELS[present].toLowerCase()}.`);
    if (!blank(next) && blank(present))
      issue(present, `${LABELS[present]} is required with the ${LABELS[next].toLowerCase()}.`);
  }

  const airflow = value('airflow');
  const staticPressure = value('fanStaticPressure');
  if (
    inRange &&
    shaftPower !== undefined &&
    airflow !== undefined &&
    staticPressure !== undefined
  ) {
    const flowM3s = toSi(airflow, 'airflow', system);
    const areaValue = value('outletArea');
    const totalPa =
      toSi(staticPressure, 'ductPressureLoss', system) +
      outletVelocityPressurePa(
        flowM3s,
        areaValue === undefined ? undefined : toSi(areaValue, 'area', system),
      );
    const airPowerW = flowM3s * totalPa;
    if (toSi(shaftPower, 'shaftPower', system) <= airPowerW) {
      issue(
        'shaftPower',
        `${LABELS.shaftPower} must exceed the ${formatNumberForMessage(fromSi(airPowerW, 'shaftPower', system))} ${unitLabel('shaftPower', system)} the fan gives the air (airflow × total pressure); check the airflow, the pressure and the power.`,
      );
    }
  }
}

/**
 * Input of the fan calculator. Numbers are in the units of `unitSystem`: airflow cfm | L/s, fan
 * static pressure in. wg | Pa, outlet area ft² | m², shaft power hp | kW, impeller diameters
 * in | mm, speeds rpm, efficiencies and margin %. A form may hold numbers as strings: numeric
 * strings are accepted and blanks count as missing. Every message names the field and, for a range,
 * gives it in the input's unit system; each issue's path is the field.
 *
 * With `shaftPower` (a measured or catalogue brake power) the fan's static and total efficiencies are
 * computed; without it, `fanEfficiencyPercent` (on `efficiencyBasis`) gives the shaft power. The
 * outlet area adds the outlet velocity pressure to the static pressure for the total pressure. A
 * pair of present/new speeds and/or impeller diameters applies the fan laws. `dutySource`, when the
 * duty was taken from a saved duct system, names that file and records the values taken; it does not
 * change the result.
 */
export const FanInputSchema = z
  .object(
    {
      calculationName: z
        .string({ error: `${LABELS.calculationName} must be text.` })
        .trim()
        .max(FAN_NAME_MAX_LENGTH, {
          error: `${LABELS.calculationName} must be at most ${FAN_NAME_MAX_LENGTH} characters.`,
        })
        .default(''),
      unitSystem: z
        .enum(UnitSystemSchema.options, {
          error: `${LABELS.unitSystem} must be Imperial or Metric.`,
        })
        .default('Imperial'),
      airflow: requiredNumber(LABELS.airflow),
      fanStaticPressure: requiredNumber(LABELS.fanStaticPressure),
      outletArea: optionalNumber(LABELS.outletArea),
      shaftPower: optionalNumber(LABELS.shaftPower),
      efficiencyBasis: FanEfficiencyBasisSchema.default('total'),
      fanEfficiencyPercent: optionalNumber(LABELS.fanEfficiencyPercent),
      driveEfficiencyPercent: numberOr(
        LABELS.driveEfficiencyPercent,
        FAN_FIELD_SPECS.driveEfficiencyPercent.default,
      ),
      motorEfficiencyPercent: numberOr(
        LABELS.motorEfficiencyPercent,
        FAN_FIELD_SPECS.motorEfficiencyPercent.default,
      ),
      motorSizingMarginPercent: numberOr(
        LABELS.motorSizingMarginPercent,
        FAN_FIELD_SPECS.motorSizingMarginPercent.default,
      ),
      currentSpeed: optionalNumber(LABELS.currentSpeed),
      newSpeed: optionalNumber(LABELS.newSpeed),
      currentDiameter: optionalNumber(LABELS.currentDiameter),
      newDiameter: optionalNumber(LABELS.newDiameter),
      /** The duct-system file the duty was taken from; absent: entered by hand. */
      dutySource: FanDutySourceSchema.optional(),
    },
    { error: 'The fan input must be an object of named fields.' },
  )
  .superRefine(checkFan, WHEN_OBJECT);

/**
 * Every top-level key of a fan input, as a saved file stores them: the form's fields and the
 * duty-source link.
 */
export const FAN_INPUT_KEYS = [...FAN_FIELDS, 'dutySource'] as const;

/** A valid fan input, after parsing: numbers, defaults filled in. */
export type FanInput = z.output<typeof FanInputSchema>;

/** A fan input as a form or a saved document holds it, before parsing. */
export type FanInputDraft = z.input<typeof FanInputSchema>;
