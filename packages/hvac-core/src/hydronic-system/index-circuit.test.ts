import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circuitPressureDropsPa, indexCircuit } from './index-circuit.js';

describe('circuitPressureDropsPa', () => {
  it('sums the losses of the edges each circuit passes', () => {
    const network = { circuits: [{ edges: [0, 1, 3] }, { edges: [0, 2, 3] }] };
    expect(circuitPressureDropsPa(network, [10, 5, 7, 1])).toEqual([16, 18]);
  });
});

describe('indexCircuit', () => {
  it('is the circuit with the greatest drop', () => {
    expect(indexCircuit([40_000, 58_000, 51_000])).toEqual({ index: 1, pressureDropPa: 58_000 });
  });

  it('moves when a valve adds to another circuit (found again on every calculation)', () => {
    const withoutValves = [40_000, 58_000, 51_000];
    const withValves = withoutValves.map((drop, i) => drop + [4_000, 6_000, 14_000][i]!);
    expect(indexCircuit(withoutValves).index).toBe(1);
    expect(indexCircuit(withValves).index).toBe(2);
  });

  it('is never below any circuit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1 }),
        (drops) => {
          const { pressureDropPa } = indexCircuit(drops);
          for (const drop of drops) expect(pressureDropPa).toBeGreaterThanOrEqual(drop);
        },
      ),
    );
  });

  it('refuses an empty network', () => {
    expect(() => indexCircuit([])).toThrow(RangeError);
  });
});
