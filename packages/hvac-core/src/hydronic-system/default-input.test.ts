import { describe, expect, it } from 'vitest';
import { calculateHydronicSystem } from './calculate-hydronic-system.js';
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

  it.each(['Imperial', 'Metric'] as const)(
    'opens in %s with no valve-body or least-drop warnings: each balancing valve is a STAD body that fits its pipe',
    (unitSystem) => {
      const result = calculateHydronicSystem(defaultHydronicSystemInput(unitSystem));
      expect(
        result.warnings.filter((w) => /^(valveBody|balancingValveBelow)/.test(w.code)),
      ).toEqual([]);
    },
  );
});
