import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { fromSi } from '../units/index.js';
import { BuildingLoadInputSchema } from './building-file.js';
import { calculateBuildingLoadInput } from './calculate-building-load.js';
import { defaultBuildingLoadInput } from './default-building-input.js';
import { buildingDesignLoads, energyDesignLoadsFromBuilding } from './design-loads.js';

describe('energyDesignLoadsFromBuilding', () => {
  // Heating: the building's one heating figure, the one its report shows: the rooms' heating +
  // the outdoor air, q_s = C_s·Q·Δt (ASHRAE Fundamentals 2021, ch. 18, eqs. 9–11), C_s scaled by
  // ρ/ρ_std = 0.97640 at the example site's 659.4 ft | 201 m (ch. 1, eq. 3: 98.934 kPa):
  // 40 cfm × 1.08 × 0.97640 × 74 °F = 3121.4 Btu/h; 20 L/s × 1.2072 × 0.97640 × 41 K = 966.5 W.
  // Design temperatures are the example site's heating dry bulb (−4 °F | −20 °C) and the office's
  // 70 °F | 21 °C.
  test.each([
    { unitSystem: 'Imperial', outdoorAir: 3121.4, indoor: 70, outdoor: -4 },
    { unitSystem: 'Metric', outdoorAir: 966.5, indoor: 21, outdoor: -20 },
  ] as const)('fills the design loads of the example office ($unitSystem)', (row) => {
    const data = defaultBuildingLoadInput(row.unitSystem);
    const result = calculateBuildingLoadInput(BuildingLoadInputSchema.parse(data));
    const coil = result.systems[0]?.coil;
    if (!coil) throw new Error('The example sizes AHU-1.');
    const filled = energyDesignLoadsFromBuilding(data, row.unitSystem);
    const roomsW = result.rooms.reduce((sum, room) => sum + room.heatingW, 0);
    expect(filled.designHeatLoss).toBe(
      Math.round(fromSi(roomsW, 'heatRate', row.unitSystem) + row.outdoorAir),
    );
    expect(filled.designHeatLoss).toBe(
      Math.round(fromSi(result.building.heatingW, 'heatRate', row.unitSystem)),
    );
    expect(filled.coolingCapacity).toBe(
      Math.round(fromSi(coil.totalW, 'heatRate', row.unitSystem)),
    );
    expect([filled.indoorDesignTemperature, filled.outdoorDesignTemperature]).toEqual([
      row.indoor,
      row.outdoor,
    ]);
    expect([filled.loads.coilCount, filled.loads.roomsWithoutCoil]).toEqual([1, 0]);
  });

  it('converts to the energy file’s units (Metric building, Imperial energy)', () => {
    const filled = energyDesignLoadsFromBuilding(defaultBuildingLoadInput('Metric'), 'Imperial');
    // −20 °C = −4 °F, 21 °C = 69.8 °F (ASHRAE Fundamentals 2021, ch. 38 conversion)
    expect([filled.outdoorDesignTemperature, filled.indoorDesignTemperature]).toEqual([-4, 69.8]);
    expect(filled.designHeatLoss).toBe(
      Math.round(fromSi(filled.loads.heatingW, 'heatRate', 'Imperial')),
    );
  });

  it('counts a room no coil serves by its own peak', () => {
    const base = defaultBuildingLoadInput('Metric');
    const office = base.rooms[0];
    if (!office) throw new Error('The example has a room.');
    const input = BuildingLoadInputSchema.parse({
      ...base,
      rooms: [...base.rooms, { ...office, id: 'r2', name: 'Store', zoneId: 'z2' }],
      zones: [...base.zones, { id: 'z2', name: 'Stores', systemId: '' }],
    });
    const result = calculateBuildingLoadInput(input);
    const loads = buildingDesignLoads(input, result);
    const store = result.rooms.find((room) => room.id === 'r2');
    expect(loads.roomsWithoutCoil).toBe(1);
    expect(loads.coolingW).toBeCloseTo(
      (result.systems[0]?.coil?.totalW ?? 0) + (store?.peak.totalW ?? 0),
      9,
    );
    // Two identical rooms: the building's heating is twice the office's, plus AHU-1's outdoor air.
    expect(loads.heatingW).toBeCloseTo(
      2 * (result.rooms[0]?.heatingW ?? 0) + (result.systems[0]?.outdoorAirHeatingW ?? 0),
      9,
    );
  });

  it('rejects data that is not a building file', () => {
    expect(() => energyDesignLoadsFromBuilding({ site: 1 }, 'Metric')).toThrow(ZodError);
  });
});
