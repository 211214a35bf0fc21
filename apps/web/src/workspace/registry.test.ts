import { COLLECTIONS } from '@org/data';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_LOADERS, lookupCalculator } from './registry';

describe('lookupCalculator', () => {
  it('finds the calculators that exist, with their collection', () => {
    const heatLoad = lookupCalculator('heat-load');
    expect(heatLoad.status).toBe('available');
    expect(heatLoad.status === 'available' && heatLoad.info.collection).toBe('calculations');
    const ventilation = lookupCalculator('ventilation-calc');
    expect(ventilation.status === 'available' && ventilation.info.collection).toBe(
      'ventilationCalculations',
    );
  });

  it('names a known kind that has no calculator yet', () => {
    const lookup = lookupCalculator('duct-sizer', {});
    expect(lookup).toEqual({
      status: 'unavailable',
      info: expect.objectContaining({ label: 'Duct sizing' }),
    });
  });

  it('does not know segments outside COLLECTIONS', () => {
    expect(lookupCalculator('nonsense')).toEqual({ status: 'unknown', segment: 'nonsense' });
    expect(lookupCalculator('calculations').status).toBe('unknown');
  });

  it('only registers route segments of COLLECTIONS', () => {
    const routes = new Set<string>(COLLECTIONS.map((c) => c.route));
    for (const segment of Object.keys(CALCULATOR_LOADERS)) expect(routes).toContain(segment);
  });

  it.each(Object.entries(CALCULATOR_LOADERS))(
    'loads %s as a module with the same route and collection',
    async (segment, load) => {
      const module = await load!();
      const info = COLLECTIONS.find((c) => c.route === segment);
      expect(module.route).toBe(segment);
      expect(module.collection).toBe(info?.collection);
    },
  );
});
