import { z } from 'zod';

/** The two unit systems of every calculator input, with the spec's own spelling. */
export const UnitSystemSchema = z.enum(['Imperial', 'Metric'], {
  error: 'Unit system must be Imperial or Metric.',
});
export type UnitSystem = z.output<typeof UnitSystemSchema>;

/** The other unit system. */
export function otherUnitSystem(unitSystem: UnitSystem): UnitSystem {
  return unitSystem === 'Imperial' ? 'Metric' : 'Imperial';
}
