import { describe, expect, it } from 'vitest';
import { defaultHydronicSystemInput } from './default-input.js';
import { HydronicSystemInputSchema } from './schema.js';

describe('defaultHydronicSystemInput', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'is a valid four-terminal network in %s',
    (unitSystem) => {
      const input = defaultHydronicSystemInput(unitSystem);
      expect(input.unitSystem).toBe(unitSystem);
      expect(input.terminals).toHaveLength(4);
      expect(HydronicSystemInputSchema.safeParse(input).success).toBe(true);
    },
  );
});
