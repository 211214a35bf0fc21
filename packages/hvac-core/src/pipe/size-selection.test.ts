import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fluidProperties } from '../fluids/fluid-properties.js';
import { PIPE_MATERIALS, pipeMaterial } from './materials.js';
import { evaluatePipeSizes, selectPipeSize } from './size-selection.js';

const water = fluidProperties({ fluid: 'water', temperatureC: 15.6 });
/** 1 ft of water per 100 ft: 2989 Pa / 30.48 m. */
const FT_WATER_PER_100_FT_IN_PA_PER_M = 98.07;

describe('selectPipeSize', () => {
  it('takes the smallest size that meets both limits, or the largest when none does', () => {
    const fits = { meetsFrictionRate: true, meetsVelocityLimit: true };
    const tooFast = { meetsFrictionRate: true, meetsVelocityLimit: false };
    const tooSteep = { meetsFrictionRate: false, meetsVelocityLimit: true };
    expect(selectPipeSize([tooSteep, tooFast, fits, fits])).toEqual({ index: 2, sizeFound: true });
    expect(selectPipeSize([tooSteep, tooFast])).toEqual({ index: 1, sizeFound: false });
    expect(() => selectPipeSize([])).toThrow(RangeError);
  });
});

describe('evaluatePipeSizes', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 22: 4 ft/s up to 2 in., 10 ft/s above; a target of
  // 4 ft of water per 100 ft. 100 gpm of 60 °F water in Schedule 40 steel (ASME B36.10M inside
  // diameters), by hand: 2-1/2 in. (2.469 in.) runs at 6.70 ft/s, Re ≈ 1.2e5, Colebrook f ≈ 0.021,
  // about 7.1 ft/100 ft, too steep; 3 in. (3.068 in.) at 4.34 ft/s, Re ≈ 9.2e4, ε/D ≈ 5.9e-4,
  // f ≈ 0.0205, Δp/L = f/D·ρV²/2 ≈ 230 Pa/m = 2.4 ft/100 ft: 3 in. is the size.
  it('sizes 100 gpm of water in Schedule 40 steel at 4 ft/100 ft as 3 in.', () => {
    const candidates = evaluatePipeSizes(pipeMaterial('steelSchedule40'), {
      flowM3S: 100 * 6.30902e-5,
      densityKgM3: water.densityKgM3,
      kinematicViscosityM2S: water.kinematicViscosityM2S,
      method: 'darcyWeisbach',
      maxFrictionRatePaPerM: 4 * FT_WATER_PER_100_FT_IN_PA_PER_M,
    });
    const chosen = candidates[selectPipeSize(candidates).index];
    expect(chosen?.size.nominalSize).toBe('3');
    expect(chosen!.flow.velocityMS / 0.3048).toBeCloseTo(4.34, 2);
    expect(chosen!.flow.frictionRatePaPerM / FT_WATER_PER_100_FT_IN_PA_PER_M).toBeCloseTo(2.4, 1);
    const smaller = candidates.find((c) => c.size.nominalSize === '2-1/2')!;
    expect(smaller.meetsFrictionRate).toBe(false);
  });

  it('chooses a size that meets both limits when the next smaller does not (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PIPE_MATERIALS),
        fc.double({ min: 1e-5, max: 0.05, noNaN: true }),
        fc.double({ min: 50, max: 1000, noNaN: true }),
        (materialId, flowM3S, maxFrictionRatePaPerM) => {
          const candidates = evaluatePipeSizes(pipeMaterial(materialId), {
            flowM3S,
            densityKgM3: water.densityKgM3,
            kinematicViscosityM2S: water.kinematicViscosityM2S,
            method: 'darcyWeisbach',
            maxFrictionRatePaPerM,
          });
          const { index, sizeFound } = selectPipeSize(candidates);
          const chosen = candidates[index]!;
          if (sizeFound) {
            expect(chosen.meetsFrictionRate && chosen.meetsVelocityLimit).toBe(true);
            const smaller = candidates[index - 1];
            if (smaller)
              expect(smaller.meetsFrictionRate && smaller.meetsVelocityLimit).toBe(false);
          } else {
            expect(index).toBe(candidates.length - 1);
          }
        },
      ),
    );
  });
});
