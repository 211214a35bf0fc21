import { describe, expect, it } from 'vitest';
import { buildHydronicNetwork } from './network.js';
import { solveHydronicNetwork } from './network-solve.js';
import { constantPressurePump, polynomialPump } from './pump-duty.js';
import { HydronicSystemInputSchema } from './schema.js';

const M3H = 1 / 3600;

/** Terminals straight across the plant, each a component of a given Kv (a pure square law). */
function parallel(kvs: readonly number[]) {
  return buildHydronicNetwork(
    HydronicSystemInputSchema.parse({
      unitSystem: 'Metric',
      fluidTemperature: 20,
      designDeltaT: 5,
      plant: { supplyNode: 'P-S', returnNode: 'P-R' },
      terminals: kvs.map((kv, i) => ({
        id: `T${i}`,
        supplyNode: 'P-S',
        returnNode: 'P-R',
        flowRate: 1,
        components: [{ name: 'Orifice', flowCoefficient: kv }],
      })),
    }),
  );
}

describe('solveHydronicNetwork', () => {
  it('splits a constant pump pressure between parallel square laws: Q = Kv √(Δp/1 bar · ρ₀/ρ)', () => {
    // IEC 60534-2-1 eq. 1 solved for the flow, by hand: at 50 kPa, Q = Kv √(0.5 × 1000/ρ).
    const network = parallel([2, 5, 9]);
    const rho = network.fluid.densityKgM3;
    const solution = solveHydronicNetwork(network, {
      valveK: [0, 0, 0],
      pump: constantPressurePump(50_000),
    });
    expect(solution.converged).toBe(true);
    [2, 5, 9].forEach((kv, i) => {
      expect(solution.circuitFlowsM3S[i]! / M3H).toBeCloseTo(kv * Math.sqrt((0.5 * 1000) / rho), 9);
    });
  });

  it('meets a pump curve H = a − bQ² on a square law kQ² at Q = √(a/(b + k))', () => {
    const network = parallel([4]);
    const rho = network.fluid.densityKgM3;
    const k = (1e5 * rho) / 1000 / (4 * M3H) ** 2; // Δp = k Q², Kv 4
    const a = 80_000;
    const b = k / 2;
    const solution = solveHydronicNetwork(network, {
      valveK: [0],
      pump: polynomialPump([a, 0, -b]),
    });
    expect(solution.converged).toBe(true);
    expect(solution.pumpFlowM3S).toBeCloseTo(Math.sqrt(a / (b + k)), 12);
    expect(solution.pumpPressurePa).toBeCloseTo(a - b * (a / (b + k)), 6);
  });

  it('adds the valves’ k to their terminals', () => {
    const network = parallel([4, 4]);
    const rho = network.fluid.densityKgM3;
    const kValve = (1e5 * rho) / 1000 / (4 * M3H) ** 2; // a Kv 4 valve in series with the Kv 4 orifice
    const solution = solveHydronicNetwork(network, {
      valveK: [kValve, 0],
      pump: constantPressurePump(50_000),
    });
    // Two equal resistances in series: Q falls by √2.
    expect(solution.circuitFlowsM3S[1]! / solution.circuitFlowsM3S[0]!).toBeCloseTo(Math.SQRT2, 9);
  });

  it('gives closed circuits no flow, and the pump its shut-off pressure when all are closed', () => {
    const network = parallel([2, 5]);
    const solution = solveHydronicNetwork(network, {
      valveK: [0, 0],
      closedTerminals: new Set([0, 1]),
      pump: polynomialPump([90_000, 0, -1e9]),
    });
    expect(solution.pumpFlowM3S).toBe(0);
    expect(solution.pumpPressurePa).toBe(90_000);
    expect(solution.converged).toBe(true);
  });
});
