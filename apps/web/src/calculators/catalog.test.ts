import { COLLECTIONS } from '@org/data';
import { describe, expect, it } from 'vitest';
import {
  CALCULATORS,
  calculatorByCollection,
  calculatorBySegment,
  calculatorLink,
  calculatorsByGroup,
} from './catalog';
import { loadCalculator } from './registry';

describe('the calculator catalog', () => {
  it('has one record for every kind of saved file, with one name each', () => {
    expect(CALCULATORS.map((c) => c.type).sort()).toEqual(COLLECTIONS.map((c) => c.type).sort());
    expect(new Set(CALCULATORS.map((c) => c.title)).size).toBe(CALCULATORS.length);
    for (const calculator of CALCULATORS) {
      expect(calculatorBySegment(calculator.route)).toBe(calculator);
      expect(calculatorByCollection(calculator.collection)).toBe(calculator);
    }
    expect(calculatorBySegment('no-such-calculator')).toBeUndefined();
  });

  it('keeps every route segment: each is part of the links to saved files people keep', () => {
    expect(CALCULATORS.map((c) => [c.collection, c.route]).sort()).toEqual(
      [
        ['calculations', 'heat-load'],
        ['ductCalculations', 'duct-sizer'],
        ['pipeCalculations', 'pipe-sizer'],
        ['ventilationCalculations', 'ventilation-calc'],
        ['boqs', 'boq'],
        ['pumpHeadCalculations', 'pump-head-calc'],
        ['refrigerantCalculations', 'refrigerant-pipe-sizer'],
        ['acousticCalculations', 'acoustic-calculator'],
        ['energyCalculations', 'energy-analysis'],
        ['psychrometricCharts', 'psychrometric-chart'],
        ['equipmentSchedules', 'schedules'],
        ['fanCalculations', 'fan-calc'],
        ['buildingLoadCalculations', 'building-load'],
        ['ductSystems', 'duct-system'],
        ['hydronicSystems', 'hydronic-system'],
      ].sort(),
    );
  });

  it('lists the public heat-load calculator for visitors and its workspace for users', () => {
    const heatLoad = calculatorBySegment('heat-load');
    expect(heatLoad).toMatchObject({ type: 'heatLoad', public: true });
    expect(calculatorLink(heatLoad!, false)).toEqual({ kind: 'page', to: '/heat-load' });
    expect(calculatorLink(heatLoad!, true)).toEqual({ kind: 'workspace', segment: 'heat-load' });
    expect(calculatorLink(calculatorBySegment('duct-sizer')!, false)).toEqual({
      kind: 'workspace',
      segment: 'duct-sizer',
    });
  });

  it('loads each definition with its identity from the catalog', async () => {
    const duct = await loadCalculator(calculatorBySegment('duct-sizer')!);
    expect(duct).toMatchObject({
      route: 'duct-sizer',
      collection: 'ductCalculations',
      title: 'Duct sizer',
    });
    expect(typeof duct.calculate).toBe('function');
  });

  it('groups calculators in order of first appearance', () => {
    const [heatLoad, ventilation, duct] = CALCULATORS;
    const groups = calculatorsByGroup([heatLoad!, ventilation!, duct!]);
    expect(groups.map(([group, items]) => [group, items.map((item) => item.type)])).toEqual([
      ['Loads', ['heatLoad']],
      ['Air distribution', ['ventilation', 'duct']],
    ]);
  });
});
