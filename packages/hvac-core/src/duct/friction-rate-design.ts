import { z } from 'zod';
import { assertFinite, assertPositive } from '../_lib/assert.js';
import { convertValue, fromSi, toSi, unitLabel } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { fieldLabels, fieldRange, imperialRange } from '../_lib/field-spec.js';
import { numericValue, readNumber as readFormNumber } from '../_lib/form-number.js';
import type { InputFieldSpec } from '../_lib/field-spec.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { roundToDecimals } from '../_lib/message-number.js';

/**
 * The design friction rates ACCA Manual D's friction rate chart accepts (its design area), in. wg per
 * 100 ft. Below the band ducts grow large and costly; above it velocities and noise rise and the
 * blower's airflow is hard to reach.
 * @see ACCA Manual D, Residential Duct Systems (3rd ed.), Friction Rate Worksheet: friction rate chart design area 0.06–0.18 in. wg/100 ft
 */
export const MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT = { min: 0.06, max: 0.18 } as const;

/** Where the friction-rate band comes from, for messages, the method and the reference library. */
/** Decimals the design friction rate and its band are shown to, by unit system. */
export const FRICTION_RATE_SHOWN_DECIMALS = { Imperial: 3, Metric: 2 } as const;

export const MANUAL_D_FRICTION_RATE_SOURCE =
  'ACCA Manual D, Residential Duct Systems (3rd ed.), Friction Rate Worksheet';

/**
 * Available static pressure for the duct runs: the blower's external static pressure at the design
 * airflow less the pressure drops of the components outside the blower cabinet (coil, filter,
 * supply outlets, return grilles, balancing dampers …).
 *
 * @param externalStaticPressurePa - Blower external static pressure at design airflow, Pa.
 * @param componentLossesPa - Pressure drop of each component at design airflow, Pa.
 * @returns Available static pressure, Pa (negative when the components use more than the blower gives).
 * @throws {RangeError} If a value is not finite.
 * @see ACCA Manual D, Residential Duct Systems (3rd ed.), Friction Rate Worksheet
 * @example availableStaticPressurePa(174.4, [57.3, 44.8, 7.5, 7.5, 7.5]) //=> 49.8 (0.70 − 0.50 in. wg)
 */
export function availableStaticPressurePa(
  externalStaticPressurePa: number,
  componentLossesPa: readonly number[],
): number {
  assertFinite(externalStaticPressurePa, 'externalStaticPressurePa');
  let available = externalStaticPressurePa;
  componentLossesPa.forEach((loss, index) => {
    assertFinite(loss, `componentLossesPa[${index}]`);
    available -= loss;
  });
  return available;
}

/**
 * Design friction rate: the available static pressure spread over the total effective length of the
 * longest supply run plus the longest return run (straight length plus the fittings' equivalent
 * lengths): FR = ASP / TEL, in I-P units FR = ASP × 100 / TEL (in. wg/100 ft).
 *
 * @param availableStaticPressurePa - Available static pressure, Pa.
 * @param totalEffectiveLengthM - Total effective length, m. Must be > 0.
 * @returns Design friction rate, Pa/m.
 * @throws {RangeError} If the length is not positive or the pressure not finite.
 * @see ACCA Manual D, Residential Duct Systems (3rd ed.), Friction Rate Worksheet
 * @example designFrictionRatePaPerM(49.82, 60.96) //=> 0.8172 (0.20 in. wg over 200 ft: 0.10 in. wg/100 ft)
 */
export function designFrictionRatePaPerM(
  availableStaticPressurePa: number,
  totalEffectiveLengthM: number,
): number {
  assertFinite(availableStaticPressurePa, 'availableStaticPressurePa');
  assertPositive(totalEffectiveLengthM, 'totalEffectiveLengthM');
  return availableStaticPressurePa / totalEffectiveLengthM;
}

const LENGTH = {
  unit: 'length',
  range: imperialRange(0, 10_000, 'length'),
  step: 1,
  decimals: 1,
} as const;

/**
 * Every field of the friction-rate design, with its label (validation messages start with it) and a
 * number's unit, valid range (Imperial round numbers: 10 in. wg, 10,000 ft, checked in SI so a unit
 * switch keeps a value valid), step and decimals.
 */
export const FRICTION_RATE_DESIGN_FIELD_SPECS = {
  frictionRateDesign: { label: 'Friction rate from available static pressure' },
  externalStaticPressure: {
    label: 'Blower external static pressure',
    unit: 'ductPressureLoss',
    range: imperialRange(0, 10, 'ductPressureLoss'),
    step: { Imperial: 0.05, Metric: 10 },
    decimals: 3,
  },
  componentLosses: { label: 'Component losses' },
  name: { label: 'Component' },
  pressureDrop: {
    label: 'Component pressure drop',
    unit: 'ductPressureLoss',
    range: imperialRange(0, 10, 'ductPressureLoss'),
    step: 1,
    decimals: 3,
  },
  supplyLength: { label: 'Longest supply run, straight length', ...LENGTH },
  supplyFittingsLength: { label: 'Longest supply run, fittings’ equivalent length', ...LENGTH },
  returnLength: { label: 'Longest return run, straight length', ...LENGTH },
  returnFittingsLength: { label: 'Longest return run, fittings’ equivalent length', ...LENGTH },
} as const satisfies Record<string, InputFieldSpec>;

const SPECS = FRICTION_RATE_DESIGN_FIELD_SPECS;

/** Field labels of the friction-rate design, as a user reads them. */
export const FRICTION_RATE_DESIGN_FIELD_LABELS = fieldLabels(SPECS);

const LABELS = FRICTION_RATE_DESIGN_FIELD_LABELS;

/** Numeric fields of the friction-rate design and their quantities. */
export const FRICTION_RATE_DESIGN_FIELD_QUANTITIES = {
  externalStaticPressure: SPECS.externalStaticPressure.unit,
  pressureDrop: SPECS.pressureDrop.unit,
  supplyLength: SPECS.supplyLength.unit,
  supplyFittingsLength: SPECS.supplyFittingsLength.unit,
  returnLength: SPECS.returnLength.unit,
  returnFittingsLength: SPECS.returnFittingsLength.unit,
} as const;

export type FrictionRateDesignNumericField = keyof typeof FRICTION_RATE_DESIGN_FIELD_QUANTITIES;

/** The design's own numeric fields (each component-loss row's `pressureDrop` is read apart). */
const LENGTH_AND_PRESSURE_FIELDS = [
  'externalStaticPressure',
  'supplyLength',
  'supplyFittingsLength',
  'returnLength',
  'returnFittingsLength',
] as const;

/**
 * The valid range of a friction-rate design field in a unit system, for a form's min and max.
 *
 * @example frictionRateDesignFieldRange('externalStaticPressure', 'Metric').max //=> 2490.89
 */
export function frictionRateDesignFieldRange(
  field: FrictionRateDesignNumericField,
  unitSystem: UnitSystem,
): { min: number; max: number } {
  const { min, max } = fieldRange(SPECS[field], unitSystem);
  return { min, max };
}

function rangeMessage(field: FrictionRateDesignNumericField, unitSystem: UnitSystem): string {
  const { min, max } = frictionRateDesignFieldRange(field, unitSystem);
  const unit = unitLabel(FRICTION_RATE_DESIGN_FIELD_QUANTITIES[field], unitSystem);
  return `${LABELS[field]} must be between ${formatNumberForMessage(min)} and ${formatNumberForMessage(max)} ${unit}.`;
}

function isWithin(
  field: FrictionRateDesignNumericField,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  const [minSi, maxSi] = SPECS[field].range.si;
  const valueSi = toSi(value, FRICTION_RATE_DESIGN_FIELD_QUANTITIES[field], unitSystem);
  const slack = 1e-9 * Math.max(Math.abs(maxSi), 1);
  return valueSi >= minSi - slack && valueSi <= maxSi + slack;
}

function readNumber(label: string, fallback?: number) {
  return z.custom<number | string | null | undefined>().transform((value, ctx): number => {
    const read = readFormNumber(value);
    if (read.ok) return read.value;
    if (read.empty && fallback !== undefined) return fallback;
    ctx.addIssue({
      code: 'custom',
      message: read.empty ? `${label} is required.` : `${label} must be a number.`,
    });
    return z.NEVER;
  });
}

/** One component outside the blower cabinet and its pressure drop at design airflow, in. wg | Pa. */
export const ComponentLossInputSchema = z.object(
  {
    name: z
      .string({ error: `${LABELS.name} must be text.` })
      .trim()
      .max(80, { error: `${LABELS.name} must be at most 80 characters.` })
      .default(''),
    pressureDrop: readNumber(LABELS.pressureDrop),
  },
  { error: 'Each component loss must be an object with a name and a pressure drop.' },
);
export type ComponentLossInput = z.output<typeof ComponentLossInputSchema>;

/**
 * The Manual D friction-rate worksheet: the blower's external static pressure, the component losses
 * and the longest supply and return runs (straight length and fittings' equivalent length), in the
 * duct input's units (in. wg | Pa, ft | m). Lengths of fittings default to 0.
 */
export const FrictionRateDesignInputSchema = z.object(
  {
    externalStaticPressure: readNumber(LABELS.externalStaticPressure),
    componentLosses: z
      .array(ComponentLossInputSchema, { error: `${LABELS.componentLosses} must be a list.` })
      .max(50, { error: `${LABELS.componentLosses} can have at most 50 rows.` })
      .default([]),
    supplyLength: readNumber(LABELS.supplyLength),
    supplyFittingsLength: readNumber(LABELS.supplyFittingsLength, 0).default(0),
    returnLength: readNumber(LABELS.returnLength, 0).default(0),
    returnFittingsLength: readNumber(LABELS.returnFittingsLength, 0).default(0),
  },
  { error: `${LABELS.frictionRateDesign} must be an object of named fields.` },
);
export type FrictionRateDesignInput = z.output<typeof FrictionRateDesignInputSchema>;
export type FrictionRateDesignInputDraft = z.input<typeof FrictionRateDesignInputSchema>;

type Issue = (path: (string | number)[], message: string) => void;

/**
 * Range and consistency checks of a friction-rate design as a form holds it (paths under
 * `frictionRateDesign`): each number in its range, some length, and pressure left for the ducts.
 */
export function checkFrictionRateDesign(
  design: unknown,
  unitSystem: UnitSystem,
  issue: Issue,
): void {
  if (typeof design !== 'object' || design === null) return;
  const data = design as Record<string, unknown>;
  const root = 'frictionRateDesign';
  let ok = true;
  for (const field of LENGTH_AND_PRESSURE_FIELDS) {
    const value = numericValue(data[field]);
    if (value !== undefined && !isWithin(field, value, unitSystem)) {
      issue([root, field], rangeMessage(field, unitSystem));
      ok = false;
    }
  }
  const rows = Array.isArray(data['componentLosses']) ? (data['componentLosses'] as unknown[]) : [];
  let lossesSi = 0;
  rows.forEach((row, index) => {
    if (typeof row !== 'object' || row === null) return;
    const value = numericValue((row as Record<string, unknown>)['pressureDrop']);
    if (value === undefined) return;
    if (!isWithin('pressureDrop', value, unitSystem)) {
      issue(
        [root, 'componentLosses', index, 'pressureDrop'],
        rangeMessage('pressureDrop', unitSystem),
      );
      ok = false;
    }
    lossesSi += toSi(value, 'ductPressureLoss', unitSystem);
  });
  if (!ok) return;
  const lengths = [
    'supplyLength',
    'supplyFittingsLength',
    'returnLength',
    'returnFittingsLength',
  ].map((field) => numericValue(data[field]) ?? 0);
  if (numericValue(data['supplyLength']) !== undefined && lengths.every((length) => length === 0)) {
    issue(
      [root, 'supplyLength'],
      'The total effective length of the longest supply and return runs must be greater than 0.',
    );
  }
  const esp = numericValue(data['externalStaticPressure']);
  if (esp !== undefined && toSi(esp, 'ductPressureLoss', unitSystem) - lossesSi <= 0) {
    const unit = unitLabel('ductPressureLoss', unitSystem);
    issue(
      [root, 'componentLosses'],
      `The component losses (${formatNumberForMessage(fromSi(lossesSi, 'ductPressureLoss', unitSystem))} ${unit}) use up the ${LABELS.externalStaticPressure.toLowerCase()} (${formatNumberForMessage(esp)} ${unit}): no pressure is left for the ducts. Choose a blower with more static pressure or components with lower losses.`,
    );
  }
}

/** The friction-rate worksheet computed, in the duct input's units. */
export interface FrictionRateDesignResult {
  /** in. wg | Pa. */
  readonly externalStaticPressure: number;
  readonly componentLosses: readonly { readonly name: string; readonly pressureDrop: number }[];
  readonly totalComponentLosses: number;
  readonly availableStaticPressure: number;
  /** ft | m. */
  readonly supplyEffectiveLength: number;
  readonly returnEffectiveLength: number;
  readonly totalEffectiveLength: number;
  /** in. wg/100 ft | Pa/m. */
  readonly frictionRate: number;
  /** Manual D's design area, in the same unit. */
  readonly band: { readonly min: number; readonly max: number };
  readonly withinBand: boolean;
  /** Whether the sizer used this rate (the target friction was blank). */
  readonly usedForSizing: boolean;
}

/**
 * The Manual D worksheet from a parsed friction-rate design: ASP = ESP − Σ component losses,
 * TEL = supply (straight + fittings) + return (straight + fittings), FR = ASP / TEL, with the band.
 *
 * @param design - The parsed design, in `unitSystem`'s units.
 * @param unitSystem - The units of the numbers.
 * @param usedForSizing - Whether the sizer sizes at this rate.
 * @returns The worksheet figures in the same units.
 * @see ACCA Manual D, Residential Duct Systems (3rd ed.), Friction Rate Worksheet
 */
export function frictionRateDesign(
  design: FrictionRateDesignInput,
  unitSystem: UnitSystem,
  usedForSizing: boolean,
): FrictionRateDesignResult {
  const pa = (value: number): number => toSi(value, 'ductPressureLoss', unitSystem);
  const m = (value: number): number => toSi(value, 'length', unitSystem);
  const shownPa = (value: number): number => fromSi(value, 'ductPressureLoss', unitSystem);
  const shownRate = (value: number): number => fromSi(value, 'ductFrictionRate', unitSystem);
  const availablePa = availableStaticPressurePa(
    pa(design.externalStaticPressure),
    design.componentLosses.map((row) => pa(row.pressureDrop)),
  );
  const supplyM = m(design.supplyLength) + m(design.supplyFittingsLength);
  const returnM = m(design.returnLength) + m(design.returnFittingsLength);
  const ratePaPerM = designFrictionRatePaPerM(availablePa, supplyM + returnM);
  const band = {
    min: convertValue(
      MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT.min,
      'ductFrictionRate',
      'Imperial',
      unitSystem,
    ),
    max: convertValue(
      MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT.max,
      'ductFrictionRate',
      'Imperial',
      unitSystem,
    ),
  };
  const frictionRate = shownRate(ratePaPerM);
  return {
    externalStaticPressure: design.externalStaticPressure,
    componentLosses: design.componentLosses.map((row) => ({
      name: row.name,
      pressureDrop: row.pressureDrop,
    })),
    totalComponentLosses: shownPa(pa(design.externalStaticPressure) - availablePa),
    availableStaticPressure: shownPa(availablePa),
    supplyEffectiveLength: fromSi(supplyM, 'length', unitSystem),
    returnEffectiveLength: fromSi(returnM, 'length', unitSystem),
    totalEffectiveLength: fromSi(supplyM + returnM, 'length', unitSystem),
    frictionRate,
    band,
    // Judged as the rate and the band read (three decimals in in. wc/100 ft, two in Pa/m): a rate
    // that reads as the band's edge is within it, never "0.180 is above 0.180 to ...".
    withinBand:
      roundToDecimals(frictionRate, FRICTION_RATE_SHOWN_DECIMALS[unitSystem]) >=
        roundToDecimals(band.min, FRICTION_RATE_SHOWN_DECIMALS[unitSystem]) &&
      roundToDecimals(frictionRate, FRICTION_RATE_SHOWN_DECIMALS[unitSystem]) <=
        roundToDecimals(band.max, FRICTION_RATE_SHOWN_DECIMALS[unitSystem]),
    usedForSizing,
  };
}

/**
 * A friction-rate design as a form holds it, re-expressed in another unit system (pressures and
 * lengths converted, names kept; blanks and text left as they are). Never throws.
 */
export function convertFrictionRateDesign(
  design: unknown,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  if (typeof design !== 'object' || design === null || Array.isArray(design) || from === to)
    return design;
  const convert = (value: unknown, quantity: 'ductPressureLoss' | 'length'): unknown => {
    const number = numericValue(value);
    if (number === undefined) return value;
    const converted = convertValue(number, quantity, from, to);
    return typeof value === 'string' ? String(converted) : converted;
  };
  const data = design as Record<string, unknown>;
  const next: Record<string, unknown> = { ...data };
  for (const field of LENGTH_AND_PRESSURE_FIELDS) {
    if (field in data)
      next[field] = convert(data[field], FRICTION_RATE_DESIGN_FIELD_QUANTITIES[field]);
  }
  if (Array.isArray(data['componentLosses'])) {
    next['componentLosses'] = (data['componentLosses'] as unknown[]).map((row) =>
      typeof row === 'object' && row !== null && 'pressureDrop' in row
        ? {
            ...row,
            pressureDrop: convert(
              (row as Record<string, unknown>)['pressureDrop'],
              'ductPressureLoss',
            ),
          }
        : row,
    );
  }
  return next;
}
