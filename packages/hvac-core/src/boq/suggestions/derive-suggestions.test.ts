import { describe, expect, it } from 'vitest';
import {
  SPEC_ONLY_HEAT_LOAD_INPUTS,
  SUPPLY_MAIN_DUCT_INPUTS,
} from '../../_testing/saved-inputs.js';
import { calculateBoq } from '../calculate-boq.js';
import { deriveBoqSuggestions } from './derive-suggestions.js';
import { boqItemFromSuggestion } from './to-item.js';
import type { BoqSuggestion, SavedCalculation } from './types.js';

/** A fixture project: each calculation's quantities are worked out by hand in the tests below. */
const PROJECT: SavedCalculation[] = [
  {
    // 2000 cfm at 1000 fpm → 2 ft² = 288 in²; aspect ratio 2 → exactly 24 × 12 in (not rounded).
    type: 'duct',
    fileId: 'duct-1',
    name: 'Supply main',
    inputs: {
      ...SUPPLY_MAIN_DUCT_INPUTS,
      fittings: [{ id: 'f1', type: 'custom', quantity: 3, customC: 0.25 }],
    },
  },
  {
    // 900 L/s at 5 m/s → 0.18 m²; aspect ratio 2 → exactly 600 × 300 mm.
    type: 'duct',
    fileId: 'duct-2',
    name: 'Return branch',
    inputs: {
      unitSystem: 'Metric',
      airflow: 900,
      ductShape: 'rectangular',
      aspectRatio: 2,
      sizingMethod: 'velocity',
      targetVelocity: 5,
      roundingMode: 'none',
      ductLength: 15,
    },
  },
  {
    type: 'ventilation',
    fileId: 'vent-1',
    name: 'Kitchen',
    inputs: {
      calculationName: 'Kitchen',
      unitSystem: 'Imperial',
      roomWidth: 12,
      roomLength: 4,
      roomHeight: 1,
      airChangesPerHour: 300,
    },
  },
  {
    // The spec-only small office heat load: 6,405 Btu/h (0.53 ton) → the 1-ton unit.
    type: 'heatLoad',
    fileId: 'hl-1',
    name: 'Office 101',
    inputs: { ...SPEC_ONLY_HEAT_LOAD_INPUTS, roomName: 'Office 101' },
  },
  {
    type: 'pipe',
    fileId: 'pipe-1',
    name: 'CHW riser',
    inputs: {
      unitSystem: 'Imperial',
      flowRate: 40,
      pipeMaterial: 'steelSchedule40',
      pipeLength: 120,
      frictionRate: 4,
      fluidTemperature: 45,
      fittings: [{ id: 'e1', type: 'elbow90Standard', quantity: 4 }],
    },
  },
  {
    type: 'pumpHead',
    fileId: 'pump-1',
    name: 'CHW pump P-1',
    inputs: {
      unitSystem: 'Imperial',
      flowRate: 100,
      fluidTemperature: 60,
      sections: [
        { name: 'Index run', pipeMaterial: 'steelSchedule40', nominalSize: '3', length: 300 },
      ],
      components: [{ name: 'Chiller', pressureDrop: 20 }],
    },
  },
  { type: 'duct', fileId: 'duct-bad', name: 'Damaged file', inputs: { airflow: 'lots' } },
];

function byId(suggestions: readonly BoqSuggestion[], id: string): BoqSuggestion {
  const found = suggestions.find((suggestion) => suggestion.id === id);
  if (found === undefined) throw new Error(`no suggestion ${id}`);
  return found;
}

describe('deriveBoqSuggestions', () => {
  const { suggestions, skipped } = deriveBoqSuggestions(PROJECT);

  it('gives the sheet-metal area 2(W + H)L and weight by SMACNA gauge of a rectangular duct', () => {
    // 2(24 + 12 in) × 50 ft = 6 ft × 50 ft = 300 ft²; longest side 24 in → 24 ga (1.156 lb/ft²) → 346.8 lb.
    const area = byId(suggestions, 'duct:duct-1:sheetMetalArea');
    expect(area).toMatchObject({ quantity: 300, unit: 'ft²', category: 'ductwork' });
    expect(area.description).toBe('Galvanized steel rectangular duct 24 × 12 in, sheet-metal area');
    expect(area.source).toEqual({ type: 'duct', fileId: 'duct-1', name: 'Supply main' });
    const weight = byId(suggestions, 'duct:duct-1:sheetMetalWeight');
    expect(weight).toMatchObject({ quantity: 346.8, unit: 'lb' });
    expect(weight.description).toMatch(/24 ga/);
    expect(byId(suggestions, 'duct:duct-1:insulationArea')).toMatchObject({
      quantity: 300,
      unit: 'ft²',
    });
    expect(byId(suggestions, 'duct:duct-1:fitting:f1')).toMatchObject({ quantity: 3, unit: 'no.' });
  });

  it('works the same in Metric: 600 × 300 mm × 15 m = 27 m², 24 ga → 152.39 kg', () => {
    expect(byId(suggestions, 'duct:duct-2:sheetMetalArea')).toMatchObject({
      quantity: 27,
      unit: 'm²',
    });
    // 27 m² × 1.156 lb/ft² × 4.88243 (kg/m² per lb/ft²) = 152.39 kg.
    expect(byId(suggestions, 'duct:duct-2:sheetMetalWeight')).toMatchObject({
      quantity: 152.39,
      unit: 'kg',
    });
  });

  it('suggests a fan at the ventilation airflow (kitchen template: 240 cfm)', () => {
    expect(byId(suggestions, 'ventilation:vent-1:fan')).toMatchObject({
      description: 'Ventilation fan, 240 cfm',
      quantity: 1,
      unit: 'no.',
    });
  });

  it('suggests the next standard capacity above the heat load (6,405 Btu/h → 1 ton)', () => {
    const unit = byId(suggestions, 'heatLoad:hl-1:unit');
    expect(unit.description).toBe('Air-conditioning unit or heat pump, 1 ton nominal cooling');
    expect(unit.basis).toMatch(
      /^Design cooling load 6,405 Btu\/h \(0\.53 tons\) → next standard size 1 ton\./,
    );
  });

  it('suggests pipe length by size and material, its fittings and insulation', () => {
    const pipe = byId(suggestions, 'pipe:pipe-1:pipe');
    expect(pipe).toMatchObject({ quantity: 120, unit: 'ft', category: 'piping' });
    expect(pipe.description).toMatch(/^Steel, Schedule 40 pipe, \S+ in$/);
    expect(byId(suggestions, 'pipe:pipe-1:insulation')).toMatchObject({
      quantity: 120,
      unit: 'ft',
    });
    expect(byId(suggestions, 'pipe:pipe-1:fitting:e1')).toMatchObject({ quantity: 4, unit: 'no.' });
  });

  it('suggests a pump at the duty with its motor', () => {
    const pump = byId(suggestions, 'pumpHead:pump-1:pump');
    expect(pump.description).toMatch(/^Pump, 100 gpm at [\d.]+ ft of water, .+ hp motor$/);
  });

  it('skips a damaged file with the reason, without stopping the others', () => {
    expect(skipped).toEqual([
      {
        source: { type: 'duct', fileId: 'duct-bad', name: 'Damaged file' },
        reason: 'The saved inputs are not valid: Airflow must be a number.',
      },
    ]);
  });

  it('expresses quantities in the unit system asked for', () => {
    const metric = deriveBoqSuggestions(PROJECT.slice(0, 3), { unitSystem: 'Metric' }).suggestions;
    // 300 ft² = 27.870912 m²; 346.8 lb = 157.31 kg.
    expect(byId(metric, 'duct:duct-1:sheetMetalArea')).toMatchObject({
      quantity: 27.87,
      unit: 'm²',
    });
    expect(byId(metric, 'duct:duct-1:sheetMetalWeight')).toMatchObject({
      quantity: 157.31,
      unit: 'kg',
    });
    expect(byId(metric, 'ventilation:vent-1:fan').description).toBe(
      'Ventilation fan, 113.3 L/s (408 m³/h)',
    );
  });

  it('gives no weight above the tabulated pressure classes', () => {
    const high = deriveBoqSuggestions(PROJECT.slice(0, 1), {
      ductPressureClassInWg: 4,
    }).suggestions;
    expect(high.map((suggestion) => suggestion.id)).not.toContain('duct:duct-1:sheetMetalWeight');
  });

  it('reports a calculation that gives nothing to buy', () => {
    const result = deriveBoqSuggestions([
      {
        ...PROJECT[2],
        inputs: { ...(PROJECT[2]?.inputs as object), airChangesPerHour: 0 },
      } as SavedCalculation,
    ]);
    expect(result.suggestions).toEqual([]);
    expect(result.skipped[0]?.reason).toMatch(/nothing to buy/);
  });
});

describe('boqItemFromSuggestion', () => {
  it('makes an item that prices into the bill, citing its source', () => {
    const { suggestions } = deriveBoqSuggestions(PROJECT.slice(0, 1));
    const item = boqItemFromSuggestion(byId(suggestions, 'duct:duct-1:sheetMetalWeight'), {
      id: 'i1',
      rate: 2.35,
    });
    expect(item.notes).toMatch(/^From "Supply main": 300 ft² × 1.156 lb\/ft²/);
    // 346.8 lb × $2.35 = $814.98.
    expect(calculateBoq({ items: [item] }).grandTotal).toBe(814.98);
  });
});
