import { describe, expect, it } from 'vitest';
import { colebrookFrictionFactor } from '../fluid-flow/index.js';
import { lineFlow } from './line-flow.js';
import { superheatedVapourDensityKgM3 } from './line-conditions.js';

describe('lineFlow', () => {
  it('matches a hand calculation: 0.1 kg/s of gas at 20 kg/m³ in a 26 mm bore', () => {
    // A = π·0.026²/4 = 5.3093e-4 m²; V = 0.1/(20·A) = 9.4175 m/s; Re = 20·9.4175·0.026/1.2e-5 = 408 093.
    const flow = lineFlow({
      massFlowKgS: 0.1,
      insideDiameterM: 0.026,
      roughnessM: 1.5e-6,
      densityKgM3: 20,
      viscosityPaS: 1.2e-5,
    });
    expect(flow.velocityMS).toBeCloseTo(9.4175, 3);
    expect(flow.reynoldsNumber).toBeCloseTo(408_093, -1);
    expect(flow.regime).toBe('turbulent');
    const f = colebrookFrictionFactor(flow.reynoldsNumber, 1.5e-6 / 0.026);
    expect(flow.frictionFactor).toBe(f);
    expect(flow.frictionRatePaPerM).toBeCloseTo((f / 0.026) * 10 * 9.4175 ** 2, 0);
  });

  it('scales friction rate roughly as ṁ^1.8 in turbulent flow (ASHRAE Refrigeration 2018 ch. 1 line-capacity tables, note on other conditions: capacity ∝ (Δt/L)^0.55)', () => {
    const base = {
      insideDiameterM: 0.026,
      roughnessM: 1.5e-6,
      densityKgM3: 30,
      viscosityPaS: 1.3e-5,
    };
    const low = lineFlow({ ...base, massFlowKgS: 0.1 }).frictionRatePaPerM;
    const high = lineFlow({ ...base, massFlowKgS: 0.2 }).frictionRatePaPerM;
    const exponent = Math.log(high / low) / Math.log(2);
    expect(exponent).toBeGreaterThan(1.75);
    expect(exponent).toBeLessThan(1.9);
  });

  it('refuses a zero flow or diameter', () => {
    expect(() =>
      lineFlow({
        massFlowKgS: 0,
        insideDiameterM: 0.02,
        roughnessM: 0,
        densityKgM3: 1,
        viscosityPaS: 1e-5,
      }),
    ).toThrow(RangeError);
    expect(() =>
      lineFlow({
        massFlowKgS: 1,
        insideDiameterM: 0,
        roughnessM: 0,
        densityKgM3: 1,
        viscosityPaS: 1e-5,
      }),
    ).toThrow(RangeError);
  });
});

describe('superheatedVapourDensityKgM3', () => {
  it('applies the ideal-gas temperature ratio', () => {
    // 30 kg/m³ at 5 °C, heated to 15 °C: 30 × 278.15/288.15 = 28.959.
    expect(superheatedVapourDensityKgM3(30, 5, 15)).toBeCloseTo(28.959, 3);
    expect(superheatedVapourDensityKgM3(30, 5, 5)).toBeCloseTo(30, 12);
  });
});
