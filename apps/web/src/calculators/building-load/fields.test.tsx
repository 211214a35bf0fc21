import {
  BUILDING_ROOM_FIELD_SPECS,
  BUILDING_WINDOW_FIELD_SPECS,
} from '@org/hvac-core/building-load';
import { describe, expect, it, vi } from 'vitest';
import { numberFields } from './fields';

describe('numberFields', () => {
  it('reads a room field from the engine table: label, unit, decimals, step, help and path', () => {
    const field = numberFields({
      fields: BUILDING_ROOM_FIELD_SPECS,
      row: { lightingRadiantFraction: 0.57, lightingDensity: 9 },
      path: ['rooms', 2],
      unitSystem: 'Metric',
      errors: { 'rooms.2.lightingDensity': 'Too high.' },
      set: () => undefined,
    });
    expect(field('lightingDensity')).toMatchObject({
      path: ['rooms', 2, 'lightingDensity'],
      label: 'Lighting power density',
      unit: 'W/m²',
      value: 9,
      decimalScale: 2,
      step: 0.1,
      errors: { 'rooms.2.lightingDensity': 'Too high.' },
    });
    expect(field('lightingRadiantFraction')).toMatchObject({
      unit: '',
      description: 'ASHRAE F ch. 18, table 3, by luminaire',
    });
  });

  it('sets the field it was made for, with the value typed', () => {
    const set = vi.fn();
    const field = numberFields({
      fields: BUILDING_WINDOW_FIELD_SPECS,
      row: {},
      path: ['rooms', 0, 'windows', 1],
      unitSystem: 'Imperial',
      errors: {},
      set,
    });
    field('overhangGap').onChange(1.5);
    field('width').onChange('');
    expect(set.mock.calls).toEqual([
      ['overhangGap', 1.5],
      ['width', ''],
    ]);
    expect(field('width').unit).toBe('ft');
  });
});
