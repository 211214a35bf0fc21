import { describe, expect, it } from 'vitest';
import { EquipmentScheduleInputSchema } from './schema.js';
import { summarizeEquipmentSchedule } from './summary.js';

describe('summarizeEquipmentSchedule', () => {
  it('counts rows per type in table order and sums the electrical input', () => {
    const input = EquipmentScheduleInputSchema.parse({
      calculationName: 'Plant',
      unitSystem: 'Imperial',
      rows: [
        { id: 'a', type: 'pump', tag: 'P-1', electricalPower: 3.7 },
        { id: 'b', type: 'airHandlingUnit', tag: 'AHU-1', electricalPower: '7.46' },
        {
          id: 'c',
          type: 'pump',
          tag: 'P-2',
          source: { kind: 'pump', fileId: 'f1' },
        },
        { id: 'd', type: 'fan', tag: 'EF-1', electricalPower: 0.1 },
        { id: 'e', type: 'fan', tag: 'EF-2', electricalPower: 0.2 },
      ],
    });
    // 3.7 + 7.46 + 0.1 + 0.2 = 11.46 kW (no float noise from 0.1 + 0.2).
    expect(summarizeEquipmentSchedule(input)).toEqual({
      unitSystem: 'Imperial',
      rowCount: 5,
      types: [
        { type: 'airHandlingUnit', count: 1 },
        { type: 'pump', count: 2 },
        { type: 'fan', count: 2 },
      ],
      connectedElectricalPower: 11.46,
      rowsWithoutElectricalPower: 1,
      linkedRowCount: 1,
    });
  });

  it('gives zeros for an empty schedule', () => {
    const summary = summarizeEquipmentSchedule({
      calculationName: '',
      unitSystem: 'Metric',
      rows: [],
    });
    expect(summary.rowCount).toBe(0);
    expect(summary.types).toEqual([]);
    expect(summary.connectedElectricalPower).toBe(0);
  });
});
