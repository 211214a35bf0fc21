import { describe, expect, it } from 'vitest';
import { defaultEquipmentScheduleInput } from './default-input.js';
import { EquipmentScheduleInputSchema } from './schema.js';

describe('defaultEquipmentScheduleInput', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'is a named, empty, valid schedule in %s',
    (unitSystem) => {
      const input = defaultEquipmentScheduleInput(unitSystem);
      expect(input).toEqual({ calculationName: 'Equipment schedule', unitSystem, rows: [] });
      expect(EquipmentScheduleInputSchema.parse(input)).toEqual(input);
    },
  );
});
