import { describe, expect, it } from 'vitest';
import { calculateBuildingLoadInput } from '../building-load/calculate-building-load.js';
import { defaultBuildingLoadInput } from '../building-load/default-building-input.js';
import { calculateHydronicSystemInput } from './calculate-hydronic-system.js';
import { defaultHydronicSystemInput } from './default-input.js';
import { hydronicLoadsFromBuilding } from './loads-from-building.js';
import { HydronicSystemInputSchema } from './schema.js';

// The default building (hvac-core's own example): one zone 'z1' served by one system 'a1'.
const building = defaultBuildingLoadInput('Imperial');
const result = calculateBuildingLoadInput(building);
const BTU_H_PER_W = 3.412141633; // NIST SP 811 (2008), appendix B: 1 Btu_IT/h = 0.2930711 W

describe('hydronicLoadsFromBuilding', () => {
  it('takes each zone’s heating load for hot water, in Btu/h, whole', () => {
    const loads = hydronicLoadsFromBuilding(building, 'Imperial', 'hotWater', 'zones');
    expect(loads.map((load) => load.sourceId)).toEqual(['z1']);
    const zone = result.zones[0]!;
    expect(zone.heatingW).toBeGreaterThan(0);
    expect(loads[0]?.loadW).toBe(zone.heatingW);
    expect(loads[0]?.load).toBe(Math.round(zone.heatingW * BTU_H_PER_W));
  });

  it('takes each system’s coil at its peak for chilled water, with outdoor air and fan heat', () => {
    const loads = hydronicLoadsFromBuilding(building, 'Metric', 'chilledWater', 'systems');
    const coil = result.systems[0]!.coil!;
    expect(loads[0]).toMatchObject({
      sourceId: 'a1',
      name: 'AHU-1',
      load: Math.round(coil.totalW),
    });
    // The coil adds outdoor air to the zone's block peak, so it is the larger figure.
    const zones = hydronicLoadsFromBuilding(building, 'Metric', 'chilledWater', 'zones');
    expect(zones[0]!.loadW!).toBeLessThan(loads[0]!.loadW!);
  });

  it('takes a system’s heating load, the zone’s plus its outdoor air, for hot water', () => {
    const [system] = hydronicLoadsFromBuilding(building, 'Metric', 'hotWater', 'systems');
    const [zone] = hydronicLoadsFromBuilding(building, 'Metric', 'hotWater', 'zones');
    expect(system!.loadW).toBe(result.systems[0]!.heatingW);
    expect(system!.loadW!).toBeGreaterThanOrEqual(zone!.loadW!);
  });

  it('gives the same watts whichever units the building file and the network use', () => {
    const metricBuilding = defaultBuildingLoadInput('Metric');
    const a = hydronicLoadsFromBuilding(metricBuilding, 'Metric', 'hotWater', 'zones')[0]!;
    const b = hydronicLoadsFromBuilding(metricBuilding, 'Imperial', 'hotWater', 'zones')[0]!;
    expect(b.load! / a.load!).toBeCloseTo(BTU_H_PER_W, 3);
  });

  it('says why a zone without rooms has no cooling peak', () => {
    const empty = { ...building, zones: [...building.zones, { id: 'z2', name: 'Empty' }] };
    const loads = hydronicLoadsFromBuilding(empty, 'Imperial', 'chilledWater', 'zones');
    expect(loads[1]).toMatchObject({ sourceId: 'z2', load: null });
    expect(loads[1]?.reason).toContain('no rooms');
  });

  it('throws on data that is not a building-load file', () => {
    expect(() =>
      hydronicLoadsFromBuilding({ rooms: 3 }, 'Imperial', 'hotWater', 'zones'),
    ).toThrow();
  });
});

describe('the load source link', () => {
  it('is kept by the schema and changes no number', () => {
    const input = defaultHydronicSystemInput('Imperial');
    const linked = HydronicSystemInputSchema.parse({
      ...input,
      loadSource: {
        fileId: 'f1',
        fileName: 'Block A',
        basis: 'zones',
        savedAt: '2026-01-01T00:00:00.000Z',
      },
      terminals: input.terminals.map((t) => ({ ...t, loadSourceId: 'z1' })),
    });
    expect(linked.loadSource).toEqual({
      fileId: 'f1',
      fileName: 'Block A',
      basis: 'zones',
      savedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(linked.terminals[0]?.loadSourceId).toBe('z1');
    expect(calculateHydronicSystemInput(linked).pump.design).toEqual(
      calculateHydronicSystemInput(input).pump.design,
    );
  });

  it('rejects a link without a file id', () => {
    const input = defaultHydronicSystemInput('Imperial');
    const parsed = HydronicSystemInputSchema.safeParse({
      ...input,
      loadSource: { fileId: '', basis: 'zones' },
    });
    expect(parsed.success).toBe(false);
  });
});
