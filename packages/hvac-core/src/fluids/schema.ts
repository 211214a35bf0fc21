import { z } from 'zod';
import { FLUIDS, GLYCOL_CONCENTRATIONS_PERCENT } from './fluid-properties.js';

/** The liquid of a calculation: 'water', 'ethyleneGlycol' or 'propyleneGlycol'. */
export const FluidNameSchema = z.enum(FLUIDS, {
  error: () => `fluid must be one of: ${FLUIDS.join(', ')}.`,
});

/** A tabulated glycol concentration, % by mass: 20, 30, 40 or 50. */
export const GlycolConcentrationSchema = z
  .number({ error: () => 'concentrationPercent must be a number (% by mass).' })
  .refine((value) => GLYCOL_CONCENTRATIONS_PERCENT.some((percent) => percent === value), {
    error: () =>
      `concentrationPercent must be ${GLYCOL_CONCENTRATIONS_PERCENT.join(', ')} (% by mass).`,
  });
