import { expect, test } from 'vitest';
import { moistAirState } from './moist-air-state.js';
import type { MoistAirStateInput } from './state-input.js';

/**
 * Budget: 10 000 `moistAirState` evaluations from dry bulb and wet bulb in under 50 ms. Each
 * benchmark sample below is one batch of 10 000 states, so vitest's latency columns are the time per
 * 10 000 evaluations; the budget is checked on the median. Run:
 * `pnpm exec vitest bench --run src/psychrometrics` (vitest 5 registers benchmarks through the test
 * context's `bench`).
 */
const BATCH = 10_000;

function wetBulbInputs(unitSystem: 'Metric' | 'Imperial'): MoistAirStateInput[] {
  const inputs: MoistAirStateInput[] = [];
  for (let i = 0; i < BATCH; i++) {
    const dryBulb = unitSystem === 'Metric' ? -20 + (i % 60) : -4 + (i % 108);
    const depression = ((i * 7) % 100) / 100; // 0 to 0.99 of the way down to a low wet bulb
    const wetBulb = dryBulb - depression * (unitSystem === 'Metric' ? 8 : 14);
    inputs.push({
      unitSystem,
      by: 'wetBulb',
      dryBulb,
      wetBulb,
      pressure: unitSystem === 'Metric' ? 101.325 : 14.696,
    });
  }
  return inputs.filter((input) => {
    try {
      moistAirState(input);
      return true;
    } catch {
      return false;
    }
  });
}

const metric = wetBulbInputs('Metric');
const imperial = wetBulbInputs('Imperial');

function evaluate(inputs: readonly MoistAirStateInput[]): number {
  let sum = 0;
  for (let n = 0; n < BATCH; n++)
    sum += moistAirState(inputs[n % inputs.length] as MoistAirStateInput).enthalpy;
  return sum;
}

test(`moistAirState from wet bulb: ${BATCH} evaluations within 50 ms`, async ({ bench }) => {
  const metricResult = await bench(`Metric, ${BATCH} states`, () => {
    evaluate(metric);
  }).run();
  const imperialResult = await bench(`Imperial, ${BATCH} states`, () => {
    evaluate(imperial);
  }).run();
  // The median, not the mean, so that a neighbour's build on a shared 2-core machine cannot fail it.
  expect(metricResult.latency.p50).toBeLessThan(50);
  expect(imperialResult.latency.p50).toBeLessThan(50);
});
