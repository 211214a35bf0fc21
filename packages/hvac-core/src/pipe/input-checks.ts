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

/** A field path as a user reads it: `fittings[2].customK`. */
export function fieldName(path: Path): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

function formatNumber(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** A number field that says which field is missing or not a number. */
export function numberField(name: string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined ? `${name} is required.` : `${name} must be a finite number.`,
  });
}

/**
 * Adds an issue at `path` unless `value` lies in the range for the unit system. Units come from the
 * quantity's label in that system (e.g. "gpm", "L/s"); pass quantity null for dimensionless fields.
 */
export function checkRange(
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
      message: `concentrationPercent must be ${GLYCOL_CONCENTRATIONS_PERCENT.join(', ')} (% by mass) for ${fluidLabel(fluid)}.`,
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
