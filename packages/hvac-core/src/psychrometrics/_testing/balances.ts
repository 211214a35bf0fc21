import { expect } from 'vitest';
import type { ProcessResult, WaterFlow } from '../process-common.js';

/** Checks the water a humidifier adds against the water balance: its flow = mda (W2 − W1). */
export function expectWaterBalance(result: ProcessResult, water: WaterFlow): void {
  const m = result.enteringFlow.si.dryAirMassFlowKgS;
  const dw = result.leaving.humidityRatio - result.entering.humidityRatio;
  expect(water.kgPerSecond).toBeCloseTo(m * dw, 12);
}
