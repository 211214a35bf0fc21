import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { occupancyCategory } from '../ventilation/occupancy-categories.js';
import {
  multipleZoneOutdoorAir,
  simplifiedVentilationEfficiency,
  singleSupplyZoneVentilationEfficiency,
} from './multiple-zone-outdoor-air.js';
import type { MultipleZoneZoneInput } from './multiple-zone-outdoor-air.js';

const M3S_PER_CFM = 0.3048 ** 3 / 60;
const M2_PER_FT2 = 0.3048 ** 2;
const cfm = (m3s: number | null) => (m3s === null ? null : m3s / M3S_PER_CFM);

const zone = (
  id: string,
  category: Parameters<typeof occupancyCategory>[0],
  people: number,
  areaFt2: number,
  vpzCfm: number,
  ez = 1,
): MultipleZoneZoneInput => ({
  id,
  name: id,
  peopleRateM3sPerPerson: occupancyCategory(category).peopleRateM3sPerPerson,
  areaRateM3sPerM2: occupancyCategory(category).areaRateM3sPerM2,
  population: people,
  floorAreaM2: areaFt2 * M2_PER_FT2,
  airDistributionEffectiveness: ez,
  designPrimaryAirflowM3s: vpzCfm * M3S_PER_CFM,
});

describe('simplifiedVentilationEfficiency', () => {
  test.each([
    // 62.1-2022 §6.2.4.3.1: Ev = 0.88 D + 0.22 below D = 0.60, 0.75 from there on.
    [0.3, 0.484],
    [0.5, 0.66],
    [0.599, 0.74712],
    [0.6, 0.75],
    [1, 0.75],
  ])('D = %f gives Ev = %f', (d, ev) => {
    expect(simplifiedVentilationEfficiency(d)).toBeCloseTo(ev, 10);
  });

  it('refuses a diversity outside (0, 1]', () => {
    expect(() => simplifiedVentilationEfficiency(0)).toThrow(RangeError);
    expect(() => simplifiedVentilationEfficiency(1.2)).toThrow(RangeError);
  });
});

describe('multipleZoneOutdoorAir', () => {
  it('names the critical space of the Carrier HAP example (800 cfm with 200 cfm outdoor air, 600 cfm with 300)', () => {
    // Carrier, Hourly Analysis Program help, ch. 29 "System Design Calculations", section D
    // (Standard 62.1 ventilation), "Critical Space": space A 800 cfm of supply needing 200 cfm of
    // outdoor air (25 %), space B 600 cfm needing 300 cfm (50 %); B is the critical space.
    // Here their outdoor air comes from 40 and 60 people at 5 cfm/person, no area component.
    const result = multipleZoneOutdoorAir({
      zones: [
        { ...zone('A', 'officeSpace', 40, 0, 800), areaRateM3sPerM2: 0 },
        { ...zone('B', 'officeSpace', 60, 0, 600), areaRateM3sPerM2: 0 },
      ],
      occupantDiversity: 1,
      systemPrimaryAirflowM3s: 1400 * M3S_PER_CFM,
      vavMinimumFraction: 1,
    });
    expect(result.zones.map((z) => z.design.primaryOutdoorAirFraction)).toEqual([
      expect.closeTo(0.25, 12),
      expect.closeTo(0.5, 12),
    ]);
    expect(result.design.criticalZoneId).toBe('B');
    // Appendix A carried on: Xs = 500/1400, Evz(B) = 1 + 0.357 − 0.5 = 0.857, Vot = 583.3 cfm,
    // between the 500 cfm of Vou and the 1000 cfm that 50 % outdoor air in all 1400 cfm would be.
    expect(result.design.averageOutdoorAirFraction).toBeCloseTo(500 / 1400, 12);
    expect(result.design.ventilationEfficiency).toBeCloseTo(1 + 500 / 1400 - 0.5, 12);
    expect(cfm(result.design.outdoorAirIntakeM3s)).toBeCloseTo(583.33, 2);
    // Simplified procedure: D = 1, Ev = 0.75, Vot = 666.7 cfm.
    expect(cfm(result.simplified.outdoorAirIntakeM3s)).toBeCloseTo(666.67, 2);
  });

  it('reproduces a worked office floor at design and at a 40 % VAV minimum', () => {
    // Worked by hand from 62.1-2022 Table 6-1 (office space and conference/meeting: Rp 5 cfm/person,
    // Ra 0.06 cfm/ft²), D = 0.9, Ez = 1:
    // office 25 people, 5000 ft², 5000 cfm: Vbz = 125 + 300 = 425 cfm;
    // conference 30 people, 600 ft², 900 cfm: Vbz = 150 + 36 = 186 cfm;
    // Vou = 0.9 (125 + 150) + (300 + 36) = 583.5 cfm; Vps = 5500 cfm, Xs = 0.106 09.
    // Design: Zpz 0.085 and 0.206 67, Ev = Evz(conference) = 0.899 42, Vot = 648.75 cfm.
    // 40 % minimum: Zpz 0.2125 and 0.516 67, Ev = 0.589 42, Vot = 989.95 cfm: the minimum governs.
    // Simplified: D ≥ 0.60, Ev = 0.75, Vot = 778 cfm; 1.5 Voz (637.5, 279 cfm) is below both minimums.
    const result = multipleZoneOutdoorAir({
      zones: [
        zone('office', 'officeSpace', 25, 5000, 5000),
        zone('conference', 'conferenceMeeting', 30, 600, 900),
      ],
      occupantDiversity: 0.9,
      systemPrimaryAirflowM3s: 5500 * M3S_PER_CFM,
      vavMinimumFraction: 0.4,
    });
    expect(result.zones.map((z) => cfm(z.breathingZoneM3s))).toEqual([
      expect.closeTo(425, 9),
      expect.closeTo(186, 9),
    ]);
    expect(cfm(result.uncorrectedOutdoorAirM3s)).toBeCloseTo(583.5, 9);
    expect(result.design.averageOutdoorAirFraction).toBeCloseTo(583.5 / 5500, 12);
    expect(result.zones[1]?.design.primaryOutdoorAirFraction).toBeCloseTo(186 / 900, 12);
    expect(result.design.ventilationEfficiency).toBeCloseTo(0.899_424, 5);
    expect(result.design.criticalZoneId).toBe('conference');
    expect(cfm(result.design.outdoorAirIntakeM3s)).toBeCloseTo(648.75, 1);
    expect(result.zones[1]?.minimum.primaryOutdoorAirFraction).toBeCloseTo(186 / 360, 12);
    expect(result.minimum.ventilationEfficiency).toBeCloseTo(0.589_424, 5);
    expect(cfm(result.minimum.outdoorAirIntakeM3s)).toBeCloseTo(989.95, 1);
    expect(result.appendixA.governing).toBe('minimum');
    expect(result.appendixA.criticalZoneId).toBe('conference');
    expect(cfm(result.appendixA.outdoorAirIntakeM3s)).toBeCloseTo(989.95, 1);
    expect(result.simplified.ventilationEfficiency).toBe(0.75);
    expect(cfm(result.simplified.outdoorAirIntakeM3s)).toBeCloseTo(778, 9);
    expect(result.simplified.zonesBelowMinimumIds).toEqual([]);
  });

  it('divides by Ez and lists zones whose minimum is below 1.5 Voz', () => {
    const result = multipleZoneOutdoorAir({
      zones: [
        zone('warm', 'classroomAge9Plus', 30, 1000, 1500, 0.8),
        zone('office', 'officeSpace', 5, 1000, 1200),
      ],
      occupantDiversity: 1,
      systemPrimaryAirflowM3s: 2700 * M3S_PER_CFM,
      vavMinimumFraction: 0.3,
    });
    // Classroom: Vbz = 300 + 120 = 420 cfm, Voz = 525 cfm; 1.5 Voz = 787.5 > 450 cfm minimum.
    expect(cfm(result.zones[0]?.zoneOutdoorAirM3s ?? 0)).toBeCloseTo(525, 9);
    expect(result.simplified.zonesBelowMinimumIds).toEqual(['warm']);
  });

  it('takes Vot = Voz for a system of one zone', () => {
    const result = multipleZoneOutdoorAir({
      zones: [zone('only', 'officeSpace', 10, 2000, 2000, 0.8)],
      occupantDiversity: 1,
      systemPrimaryAirflowM3s: 2000 * M3S_PER_CFM,
      vavMinimumFraction: 0.3,
    });
    // Vbz = 50 + 120 = 170 cfm, Voz = 212.5 cfm.
    expect(cfm(result.simplified.outdoorAirIntakeM3s)).toBeCloseTo(212.5, 9);
    expect(cfm(result.appendixA.outdoorAirIntakeM3s)).toBeCloseTo(212.5, 9);
  });

  it('leaves zones without airflow out of Ev and reports an infeasible critical zone as null', () => {
    const result = multipleZoneOutdoorAir({
      zones: [
        zone('idle', 'officeSpace', 5, 1000, 0),
        zone('packed', 'conferenceMeeting', 100, 500, 400),
        zone('office', 'officeSpace', 5, 5000, 5000),
      ],
      occupantDiversity: 1,
      systemPrimaryAirflowM3s: 5400 * M3S_PER_CFM,
      vavMinimumFraction: 1,
    });
    expect(result.zonesWithoutAirflowIds).toEqual(['idle']);
    expect(result.zones[0]?.design.primaryOutdoorAirFraction).toBeNull();
    // Packed: Voz = 500 + 30 = 530 cfm > 400 cfm supply: Zpz 1.325, Evz = 1 + 0.17 − 1.325 < 0.
    expect(result.design.criticalZoneId).toBe('packed');
    expect(result.design.ventilationEfficiency).toBeLessThan(0);
    expect(result.design.outdoorAirIntakeM3s).toBeNull();
    expect(result.appendixA.outdoorAirIntakeM3s).toBeNull();
  });

  const zoneArb = fc.record({
    id: fc.uuid(),
    name: fc.constant('z'),
    peopleRateM3sPerPerson: fc.double({ min: 0, max: 0.02, noNaN: true }),
    areaRateM3sPerM2: fc.double({ min: 0, max: 0.005, noNaN: true }),
    population: fc.double({ min: 0, max: 500, noNaN: true }),
    floorAreaM2: fc.double({ min: 0, max: 5000, noNaN: true }),
    airDistributionEffectiveness: fc.constantFrom(0.5, 0.7, 0.8, 1, 1.2),
    designPrimaryAirflowM3s: fc.oneof(
      fc.constant(0),
      fc.double({ min: 1e-3, max: 20, noNaN: true }),
    ),
  });
  const systemArb = fc.record({
    zones: fc.array(zoneArb, { minLength: 2, maxLength: 8 }),
    occupantDiversity: fc.double({ min: 0.05, max: 1, noNaN: true }),
    vavMinimumFraction: fc.double({ min: 0.05, max: 1, noNaN: true }),
    extraSupply: fc.double({ min: 0.1, max: 2, noNaN: true }),
  });

  it('always gives Ev ≤ 1 by Appendix A and Vot ≥ Vou, with finite numbers', () => {
    fc.assert(
      fc.property(systemArb, ({ zones, occupantDiversity, vavMinimumFraction, extraSupply }) => {
        const result = multipleZoneOutdoorAir({
          zones,
          occupantDiversity,
          vavMinimumFraction,
          systemPrimaryAirflowM3s:
            extraSupply * zones.reduce((sum, z) => sum + z.designPrimaryAirflowM3s, 0),
        });
        for (const condition of [result.design, result.minimum]) {
          const ev = condition.ventilationEfficiency;
          if (ev !== null && ev > 0 && condition.averageOutdoorAirFraction !== null) {
            // Evz = 1 + Xs − Zpz ≤ 1 whenever the critical zone's Zpz is at least Xs: true when Vps
            // is at least ΣVpz and Ez ≤ 1, not in general; check the identity instead.
            expect(Number.isFinite(ev)).toBe(true);
            expect(condition.outdoorAirIntakeM3s).toBeCloseTo(result.uncorrectedOutdoorAirM3s / ev);
          }
        }
        expect(result.simplified.outdoorAirIntakeM3s).toBeGreaterThanOrEqual(
          result.uncorrectedOutdoorAirM3s,
        );
        expect(Number.isFinite(result.simplified.outdoorAirIntakeM3s)).toBe(true);
      }),
    );
  });

  it('gives Ev ≤ 1 and Vot ≥ Vou by Appendix A when the system supplies what its zones do and Ez ≤ 1', () => {
    fc.assert(
      fc.property(systemArb, ({ zones, occupantDiversity }) => {
        const fed = zones.map((z) => ({
          ...z,
          airDistributionEffectiveness: Math.min(1, z.airDistributionEffectiveness),
          designPrimaryAirflowM3s: z.designPrimaryAirflowM3s + 0.01,
        }));
        const vps = fed.reduce((sum, z) => sum + z.designPrimaryAirflowM3s, 0);
        const result = multipleZoneOutdoorAir({
          zones: fed,
          occupantDiversity,
          vavMinimumFraction: 1,
          systemPrimaryAirflowM3s: vps,
        });
        const ev = result.design.ventilationEfficiency;
        expect(ev).not.toBeNull();
        // Xs = Vou/ΣVpz ≤ ΣVoz/ΣVpz ≤ max Zpz, so min Evz = 1 + Xs − max Zpz ≤ 1.
        expect(ev ?? 2).toBeLessThanOrEqual(1 + 1e-12);
        const vot = result.design.outdoorAirIntakeM3s;
        if (vot !== null)
          expect(vot).toBeGreaterThanOrEqual(result.uncorrectedOutdoorAirM3s * (1 - 1e-12));
      }),
    );
  });

  it('doubles Vou when every zone’s people and area double, and leaves Zpz unchanged when airflows double too', () => {
    fc.assert(
      fc.property(systemArb, ({ zones, occupantDiversity, vavMinimumFraction }) => {
        const vps = zones.reduce((sum, z) => sum + z.designPrimaryAirflowM3s, 0);
        const base = multipleZoneOutdoorAir({
          zones,
          occupantDiversity,
          vavMinimumFraction,
          systemPrimaryAirflowM3s: vps,
        });
        const doubled = multipleZoneOutdoorAir({
          zones: zones.map((z) => ({
            ...z,
            population: 2 * z.population,
            floorAreaM2: 2 * z.floorAreaM2,
            designPrimaryAirflowM3s: 2 * z.designPrimaryAirflowM3s,
          })),
          occupantDiversity,
          vavMinimumFraction,
          systemPrimaryAirflowM3s: 2 * vps,
        });
        expect(doubled.uncorrectedOutdoorAirM3s).toBeCloseTo(2 * base.uncorrectedOutdoorAirM3s, 9);
        base.zones.forEach((z, i) => {
          const twin = doubled.zones[i]?.design.primaryOutdoorAirFraction ?? null;
          if (z.design.primaryOutdoorAirFraction === null) expect(twin).toBeNull();
          else expect(twin).toBeCloseTo(z.design.primaryOutdoorAirFraction, 9);
        });
      }),
    );
  });

  it('does not lower Appendix A’s intake when the VAV minimum falls', () => {
    fc.assert(
      fc.property(systemArb, ({ zones, occupantDiversity, vavMinimumFraction }) => {
        const vps = zones.reduce((sum, z) => sum + z.designPrimaryAirflowM3s, 0);
        const at = (fraction: number) =>
          multipleZoneOutdoorAir({
            zones,
            occupantDiversity,
            vavMinimumFraction: fraction,
            systemPrimaryAirflowM3s: vps,
          }).minimum.outdoorAirIntakeM3s ?? Infinity;
        expect(at(vavMinimumFraction)).toBeGreaterThanOrEqual(at(1) * (1 - 1e-12));
      }),
    );
  });

  it('checks its Evz against 1 + Xs − Zpz', () => {
    expect(singleSupplyZoneVentilationEfficiency(0.15, 0.3)).toBeCloseTo(0.85, 12);
  });
});
