import { describe, expect, it } from 'vitest';
import { itHasUniqueStepsWithFormulas } from '../_testing/method.js';
import { AIR_LATENT_FACTOR_W_PER_M3S, AIR_SENSIBLE_FACTOR_W_PER_M3S_K } from './constants.js';
import { HEAT_LOAD_METHOD } from './method.js';

describe('HEAT_LOAD_METHOD', () => {
  itHasUniqueStepsWithFormulas(HEAT_LOAD_METHOD);

  it('prints the SI air factors the engine uses', () => {
    const text = HEAT_LOAD_METHOD.map((step) => step.formula).join('\n');
    expect(text).toContain(
      `${(AIR_SENSIBLE_FACTOR_W_PER_M3S_K / 1000).toFixed(4)} × Q × ΔT (W, L/s, K)`,
    );
    expect(text).toContain(
      `${(AIR_LATENT_FACTOR_W_PER_M3S / 1000).toFixed(1)} × Q × ΔW (W, L/s, kg/kg)`,
    );
    expect(text).toContain('1.08 × Q × ΔT');
    expect(text).toContain('4840 × Q × (W_o − W_i)');
  });
});
