import type { z } from 'zod';
import { formatDisplayNumber } from '../_lib/display-range.js';
import { fieldName } from '../_lib/field-name.js';
import { fromSi, toSi, unitLabel } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import {
  fluidLabel,
  fluidTemperatureRangeC,
  GLYCOL_CONCENTRATIONS_PERCENT,
} from './fluid-properties.js';
import type { FluidName } from './fluid-properties.js';

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
  temperaturePath: readonly PropertyKey[],
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
    formatDisplayNumber(Number(fromSi(celsius, 'temperature', unitSystem).toFixed(1)));
  const unit = unitLabel('temperature', unitSystem);
  ctx.addIssue({
    code: 'custom',
    path: [...temperaturePath],
    input: temperature,
    message:
      `${fieldName(temperaturePath)} must be between ${show(range.minC)} and ${show(range.maxC)} ${unit} for ` +
      `${fluidLabel(fluid, concentrationPercent)} (freezing point ${show(range.freezingPointC)} ${unit}), got ${formatDisplayNumber(temperature)}.`,
  });
}
