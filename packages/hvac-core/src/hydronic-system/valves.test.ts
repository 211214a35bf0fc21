import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  balancingValvePreset,
  controlValveKvForAuthority,
  cvFromKv,
  kvForPressureDrop,
  kvFromCv,
  kvsSeriesValues,
  selectKvs,
  valveAuthority,
  valvePressureDropPa,
} from './valves.js';
import { VALVE_AUTHORITY_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

const M3H = 1 / 3600;

describe('valvePressureDropPa and kvForPressureDrop (IEC 60534-2-1, eq. 1)', () => {
  // Kv is the flow in m³/h at 1 bar (100 kPa) of water (ρ₀ = 1000 kg/m³): Δp = (ρ/ρ₀)(Q/Kv)² bar.
  // Each row is that definition worked by hand: (Q m³/h, Kv, ρ kg/m³, Δp kPa).
  test.each([
    [1, 1, 1000, 100], // the definition itself
    [1, 2, 1000, 25], // (1/2)² × 100
    [10, 16, 1000, 39.0625], // (10/16)² × 100
    [3.6, 6.3, 998.2, 32.594286], // (3.6/6.3)² × 100 × 0.9982 = 0.3265306 × 99.82
    [5, 4, 1050, 164.0625], // 40 % glycol-like density: 1.5625 × 100 × 1.05
  ])('Q = %d m³/h through Kv %d (ρ %d) drops %d kPa', (q, kv, rho, kpa) => {
    expect(valvePressureDropPa(q * M3H, kv, rho) / 1000).toBeCloseTo(kpa, 5);
    expect(kvForPressureDrop(q * M3H, kpa * 1000, rho)).toBeCloseTo(kv, 5);
  });

  it('keeps the sign of a reversed flow (Δp = k Q|Q|)', () => {
    expect(valvePressureDropPa(-M3H, 1, 1000)).toBeCloseTo(-1e5, 6);
  });
});

describe('Cv and Kv', () => {
  // IEC 60534-1: Cv = 1.156 Kv (1 US gpm at 1 psi against 1 m³/h at 1 bar).
  test.each([
    [1, 1.156],
    [10, 11.56],
    [63, 72.828],
  ])('Kv %d is Cv %d', (kv, cv) => {
    expect(cvFromKv(kv)).toBeCloseTo(cv, 9);
    expect(kvFromCv(cv)).toBeCloseTo(kv, 9);
  });

  it('agrees with the units: 1 gpm at 1 psi is Kv 1/1.156 within 0.1 %', () => {
    // 1 gpm = 0.227125 m³/h; 1 psi = 6894.757 Pa. Kv = 0.227125 / √(0.06894757) = 0.8650.
    expect(kvForPressureDrop(3.785411784e-3 / 60, 6894.757293, 1000)).toBeCloseTo(1 / 1.156, 3);
  });
});

describe('valveAuthority', () => {
  // The Engineering ToolBox, "Valve Authority", worked example: a heating circuit of 15 kPa and a
  // wanted authority N = 0.8 give dpv = N dpc / (1 − N) = 0.8 × 15 / 0.2 = 60 kPa.
  test.each(VALVE_AUTHORITY_CASES.cases)('matches the worked example: $title', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('sizes the worked example’s valve: 60 kPa across it for N = 0.8 on a 15 kPa circuit', () => {
    const flow = 1.4e-3;
    const sized = controlValveKvForAuthority(flow, 15_000, 0.8, 1000);
    expect(sized.pressureDropPa).toBeCloseTo(60_000, 6);
    expect(valveAuthority(sized.pressureDropPa, 15_000)).toBeCloseTo(0.8, 12);
    // Kv = 5.04 m³/h / √0.6 = 6.507 (the example reads "about 7" off its chart).
    expect(sized.kv).toBeCloseTo(5.04 / Math.sqrt(0.6), 9);
  });

  it('is ½ when the valve drops as much as the rest of the circuit', () => {
    expect(valveAuthority(20_000, 20_000)).toBe(0.5);
  });

  it('round-trips: the valve sized for a target has that authority', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-5, max: 0.1, noNaN: true }),
        fc.double({ min: 100, max: 500_000, noNaN: true }),
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        (flow, rest, target) => {
          const { kv } = controlValveKvForAuthority(flow, rest, target, 990);
          const authority = valveAuthority(valvePressureDropPa(flow, kv, 990), rest);
          expect(authority).toBeCloseTo(target, 9);
        },
      ),
    );
  });
});

describe('kvsSeriesValues and selectKvs (ISO 3 Renard series)', () => {
  it('lists the R5 values of the control-valve catalogues, decade by decade', () => {
    // ISO 3:1973, table 1, basic series R5: 1.00, 1.60, 2.50, 4.00, 6.30.
    expect(kvsSeriesValues('R5').filter((v) => v >= 0.25 && v <= 63)).toEqual([
      0.25, 0.4, 0.63, 1, 1.6, 2.5, 4, 6.3, 10, 16, 25, 40, 63,
    ]);
  });

  it('lists the R10 values: 1.00, 1.25, 1.60, 2.00, 2.50, 3.15, 4.00, 5.00, 6.30, 8.00', () => {
    expect(kvsSeriesValues('R10').filter((v) => v >= 1 && v < 10)).toEqual([
      1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8,
    ]);
  });

  test.each([
    [2.2, 'R5', 1.6],
    [1.6, 'R5', 1.6],
    [6.29, 'R5', 4],
    [2.2, 'R10', 2],
    [99, 'R5', 63],
    [0.05, 'R5', 0.1],
  ] as const)(
    'a required Kv of %d takes Kvs … from %s: %d (at or below)',
    (required, series, kvs) => {
      expect(selectKvs(required, series).kvs).toBe(kvs);
    },
  );

  it('says when the requirement lies below or above the series', () => {
    expect(selectKvs(0.05, 'R5').belowSeries).toBe(true);
    expect(selectKvs(5000, 'R5').aboveSeries).toBe(true);
  });
});

describe('balancingValvePreset', () => {
  // Hand calculation: 1 m³/h through a Kvs 4 valve drops (1/4)² × 100 kPa = 6.25 kPa fully open;
  // with an excess of 9.75 kPa it must drop 16 kPa, Kv = 1/√0.16 = 2.5.
  it('sets Kv = Q/√(Δp_open + excess) (hand calculation)', () => {
    const preset = balancingValvePreset(M3H, 4, 9750, 1000);
    expect(preset.openPressureDropPa).toBeCloseTo(6250, 6);
    expect(preset.pressureDropPa).toBeCloseTo(16_000, 6);
    expect(preset.presetKv).toBeCloseTo(2.5, 12);
  });

  it('leaves the valve fully open without an excess', () => {
    expect(balancingValvePreset(M3H, 4, 0, 1000).presetKv).toBe(4);
  });

  it('makes the valve drop exactly its open drop plus the excess', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-5, max: 0.05, noNaN: true }),
        fc.double({ min: 0.5, max: 400, noNaN: true }),
        fc.double({ min: 0, max: 300_000, noNaN: true }),
        (flow, kvs, excess) => {
          const preset = balancingValvePreset(flow, kvs, excess, 1000);
          const drop = valvePressureDropPa(flow, preset.presetKv, 1000);
          expect(drop / preset.pressureDropPa).toBeCloseTo(1, 9);
          expect(preset.presetKv).toBeLessThanOrEqual(kvs * (1 + 1e-12));
        },
      ),
    );
  });
});
