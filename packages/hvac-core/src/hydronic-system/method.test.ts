import { describe, expect, it } from 'vitest';
import { itHasUniqueStepsWithFormulas } from '../_testing/method.js';
import { HYDRONIC_SYSTEM_METHOD } from './method.js';

describe('HYDRONIC_SYSTEM_METHOD', () => {
  itHasUniqueStepsWithFormulas(HYDRONIC_SYSTEM_METHOD);

  it('lists the steps in the order the engine applies them', () => {
    expect(HYDRONIC_SYSTEM_METHOD.map((step) => step.id)).toEqual([
      'network',
      'flowFromLoad',
      'pipeLoss',
      'pipeSizing',
      'fittings',
      'components',
      'controlValves',
      'indexCircuit',
      'balancing',
      'pump',
      'partLoad',
    ]);
  });
});
