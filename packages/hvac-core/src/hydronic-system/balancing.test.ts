import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceCircuits } from './balancing.js';
import { valvePressureDropPa } from './valves.js';

const M3H = 1 / 3600;

describe('balanceCircuits', () => {
  // Hand calculation: two circuits of 1 m³/h with Kvs 4 balancing valves; the index drops 60 kPa,
  // the other 50 kPa with its valve fully open (6.25 kPa of it). Its valve takes 6.25 + 10 kPa:
  // Kv = 1/√0.1625 = 2.4807.
  it('presets the other circuit for its excess and leaves the index valve fully open', () => {
    const [index, other] = balanceCircuits(
      [
        { flowM3S: M3H, openPressureDropPa: 60_000, balancingValveKvs: 4 },
        { flowM3S: M3H, openPressureDropPa: 50_000, balancingValveKvs: 4 },
      ],
      60_000,
      1000,
    );
    expect(index).toMatchObject({ excessPa: 0, presetKv: 4, fullyOpen: true });
    expect(other!.excessPa).toBeCloseTo(10_000, 9);
    expect(other!.presetKv).toBeCloseTo(1 / Math.sqrt(0.1625), 12);
    expect(other!.fullyOpen).toBe(false);
  });

  it('reports the excess of a circuit without a valve and sets nothing', () => {
    const [setting] = balanceCircuits(
      [{ flowM3S: M3H, openPressureDropPa: 45_000, balancingValveKvs: null }],
      60_000,
      1000,
    );
    expect(setting).toMatchObject({ excessPa: 15_000, presetKv: null, pressureDropPa: 0 });
  });

  it('brings every circuit to the index drop at design flow', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            flow: fc.double({ min: 1e-5, max: 0.02, noNaN: true }),
            rest: fc.double({ min: 1000, max: 200_000, noNaN: true }),
            kvs: fc.double({ min: 1, max: 100, noNaN: true }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (rows) => {
          const circuits = rows.map((row) => ({
            flowM3S: row.flow,
            openPressureDropPa: row.rest + valvePressureDropPa(row.flow, row.kvs, 1000),
            balancingValveKvs: row.kvs,
          }));
          const index = Math.max(...circuits.map((c) => c.openPressureDropPa));
          balanceCircuits(circuits, index, 1000).forEach((setting, i) => {
            const row = rows[i]!;
            const total = row.rest + valvePressureDropPa(row.flow, setting.presetKv!, 1000);
            expect(total / index).toBeCloseTo(1, 9);
          });
        },
      ),
    );
  });
});
