import { describe, expect, it } from 'vitest';
import { METRES_PER_FOOT } from '../units/index.js';
import { DUCT_MATERIALS, DuctMaterialSchema } from './materials.js';

describe('DUCT_MATERIALS', () => {
  it('gives galvanized steel ε = 0.09 mm = 0.0003 ft (ASHRAE F 2021 ch. 21, table 1)', () => {
    expect(DUCT_MATERIALS.galvanizedSteel.roughnessM).toBe(0.09e-3);
    expect(DUCT_MATERIALS.galvanizedSteel.roughnessM / METRES_PER_FOOT).toBeCloseTo(0.0003, 5);
  });
  it('orders the materials from smooth to rough as the table does', () => {
    expect(DUCT_MATERIALS.aluminum.roughnessM).toBeLessThan(
      DUCT_MATERIALS.galvanizedSteel.roughnessM,
    );
    expect(DUCT_MATERIALS.flexibleDuct.roughnessM).toBeGreaterThan(
      DUCT_MATERIALS.galvanizedSteel.roughnessM,
    );
  });
  it('cites a source for every material', () => {
    for (const material of Object.values(DUCT_MATERIALS)) expect(material.source).toMatch(/ASHRAE/);
  });
  it('rejects an unknown material with a message listing the valid ones', () => {
    const result = DuctMaterialSchema.safeParse('copper');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('galvanizedSteel');
  });
});
