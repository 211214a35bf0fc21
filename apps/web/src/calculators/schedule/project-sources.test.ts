import { describe, expect, it } from 'vitest';
import { linkedCalculator, sourceCalculator } from './project-sources';

describe('schedule source links', () => {
  it('name their calculator by kind, the engine domain', () => {
    expect(sourceCalculator('heat-load')?.collection).toBe('calculations');
    expect(sourceCalculator('pump')?.route).toBe('pump-head-calc');
    expect(sourceCalculator('ventilation')?.collection).toBe('ventilationCalculations');
    expect(sourceCalculator('duct')?.route).toBe('duct-sizer');
    expect(sourceCalculator('building-load')?.collection).toBe('buildingLoadCalculations');
    expect(sourceCalculator('boq')).toBeUndefined();
  });

  it('read a link kept in a draft from before the kinds by its collection', () => {
    expect(linkedCalculator({ kind: 'pump', fileId: 'p' })?.title).toBe('Pump head');
    expect(linkedCalculator({ collection: 'pumpHeadCalculations', fileId: 'p' })?.title).toBe(
      'Pump head',
    );
    expect(linkedCalculator({ collection: 'boqs', fileId: 'b' })).toBeUndefined();
    expect(linkedCalculator(undefined)).toBeUndefined();
  });
});
