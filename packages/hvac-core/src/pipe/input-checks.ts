import { z } from 'zod';
import {
  fluidLabel,
  fluidTemperatureRangeC,
  GLYCOL_CONCENTRATIONS_PERCENT,
} from '../fluids/fluid-properties.js';
import type { FluidName } from '../fluids/fluid-properties.js';
import { fromSi, toSi, unitLabel } from '../units/quantities.js';
import type { Quantity } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { formatNumberForMessage } from '../_lib/message-number.js';

/*
 * Helpers for the unit-aware input schemas of the pipe and pump engines: ranges are stated in the
 * user's own units, and every message names the field (its path) and the range.
 */

/** Inclusive [min, max] of a field in the display units of each unit system. */
export interface DisplayRange {
  readonly Imperial: readonly [min: number, max: number];
  readonly Metric: readonly [min: number, max: number];
}

type Path = readonly PropertyKey[];

/** How each field of the pipe and pump inputs is named in messages; others are spelled out. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  flowRate: 'flow rate',
  pipeMaterial: 'pipe material',
  pipeLength: 'pipe length',
  frictionRate: 'friction rate',
  fluidTemperature: 'fluid temperature',
  concentrationPercent: 'glycol concentration',
  maxVelocity: 'maximum velocity',
  customK: 'custom K',
  customEquivalentLength: 'custom equivalent length',
  pressureDrop: 'pressure drop',
  nominalSize: 'nominal size',
  staticLift: 'static lift',
  safetyMarginPercent: 'safety margin',
  pumpEfficiencyPercent: 'pump efficiency',
  motorEfficiencyPercent: 'motor efficiency',
  speedPercent: 'speed',
  referencePressure: 'reference pressure',
  suctionLosses: 'suction losses',
  npshRequired: 'NPSH required',
  liquidLevelAboveImpeller: 'liquid level above the impeller',
  pumpCurve: 'pump curve',
  deltaT: 'temperature difference',
  hazenWilliamsC: 'Hazen–Williams C',
  id: 'id',
};

/** The item of a list field, as a user counts them: `fittings[2]` → "fitting 3". */
const LIST_ITEM_WORDS: Readonly<Record<string, string>> = {
  fittings: 'fitting',
  equipment: 'equipment item',
  sections: 'section',
  components: 'component',
  points: 'point',
};

function fieldWords(key: string): string {
  return FIELD_WORDS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * A field path as a user reads it: `['sections', 0, 'fittings', 2, 'customK']` → "Section 1, fitting
 * 3, custom K"; `['flowRate']` → "Flow rate".
 */
export function fieldName(path: Path): string {
  const parts: string[] = [];
  path.forEach((key, index) => {
    if (typeof key === 'number') return;
    const next = path[index + 1];
    const name = String(key);
    if (typeof next === 'number')
      parts.push(`${LIST_ITEM_WORDS[name] ?? fieldWords(name)} ${next + 1}`);
    else if (name !== 'points') parts.push(fieldWords(name));
  });
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatNumber(value: number): string {
  return formatNumberForMessage(value, { significantDigits: 6 });
}

/** A number field that says which field is missing or not a number. */
export function displayNumberField(name: string) {
  const label = fieldName([name]);
  return z.number({
    error: (issue) =>
      issue.input === undefined ? `${label} is required.` : `${label} must be a finite number.`,
  });
}

/** The pipe sizer's and pump head's calculation name: text, trimmed, at most 120 characters. */
export function calculationNameField() {
  return z
    .string({ error: 'Calculation name must be a text.' })
    .trim()
    .max(120, 'Calculation name must be at most 120 characters.')
    .default('');
}

/** A row's name: text, trimmed, 1 to 80 characters. */
export function rowNameField() {
  return z
    .string({ error: 'Name must be a text.' })
    .trim()
    .min(1, 'Name must not be empty.')
    .max(80, 'Name must be at most 80 characters.');
}

/**
 * Adds an issue at `path` unless `value` lies in the range for the unit system. Units come from the
 * quantity's label in that system (e.g. "gpm", "L/s"); pass quantity null for dimensionless fields.
 */
export function checkDisplayRange(
  ctx: z.RefinementCtx,
  value: number | undefined,
  path: Path,
  quantity: Quantity | null,
  unitSystem: UnitSystem,
  range: DisplayRange,
): void {
  if (value === undefined) return;
  const [min, max] = range[unitSystem];
  if (value >= min && value <= max) return;
  const unit = quantity === null ? '' : ` ${unitLabel(quantity, unitSystem)}`;
  ctx.addIssue({
    code: 'custom',
    path: [...path],
    input: value,
    message: `${fieldName(path)} must be between ${formatNumber(min)} and ${formatNumber(max)}${unit}, got ${formatNumber(value)}.`,
  });
}

/** The liquid part of a calculation input, as entered (temperature in the user's units). */
export interface FluidSelection {
  readonly unitSystem: UnitSystem;
  readonly fluid: FluidName;
  readonly concentrationPercent?: number | undefined;
  /** Liquid temperature in °F (Imperial) or °C (Metric). */
  readonly temperature: number;
}

/**
 * Adds issues for an untabulated glycol concentration (at `concentrationPercent`) or a liquid
 * temperature outside the property table (at `temperaturePath`), in the user's temperature unit.
 */
export function checkFluidSelection(
  ctx: z.RefinementCtx,
  selection: FluidSelection,
  temperaturePath: Path,
): void {
  const { unitSystem, fluid, concentrationPercent, temperature } = selection;
  if (
    fluid !== 'water' &&
    !GLYCOL_CONCENTRATIONS_PERCENT.some((percent) => percent === concentrationPercent)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['concentrationPercent'],
      input: concentrationPercent,
      message: `Glycol concentration must be ${GLYCOL_CONCENTRATIONS_PERCENT.join(', ')} (% by mass) for ${fluidLabel(fluid)}.`,
    });
    return;
  }
  const range = fluidTemperatureRangeC(fluid, concentrationPercent);
  const temperatureC = toSi(temperature, 'temperature', unitSystem);
  if (temperatureC >= range.minC - 1e-9 && temperatureC <= range.maxC + 1e-9) return;
  const show = (celsius: number): string =>
    formatNumber(Number(fromSi(celsius, 'temperature', unitSystem).toFixed(1)));
  const unit = unitLabel('temperature', unitSystem);
  ctx.addIssue({
    code: 'custom',
    path: [...temperaturePath],
    input: temperature,
    message:
      `${fieldName(temperaturePath)} must be between ${show(range.minC)} and ${show(range.maxC)} ${unit} for ` +
      `${fluidLabel(fluid, concentrationPercent)} (freezing point ${show(range.freezingPointC)} ${unit}), got ${formatNumber(temperature)}.`,
  });
}
