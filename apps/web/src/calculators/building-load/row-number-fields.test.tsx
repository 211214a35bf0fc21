import {
  BUILDING_ROOM_FIELD_SPECS,
  BUILDING_SYSTEM_FIELD_SPECS,
  BUILDING_WINDOW_FIELD_SPECS,
} from '@org/hvac-core/building-load';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rowFieldList, rowFieldProps } from './row-number-fields';

describe('rowFieldProps', () => {
  it('gives the kit the room field of the engine table at its path, with the building context', () => {
    const field = rowFieldProps({
      fields: BUILDING_ROOM_FIELD_SPECS,
      row: { lightingRadiantFraction: 0.57, lightingDensity: 9 },
      path: ['rooms', 2],
      unitSystem: 'Metric',
      errors: { 'rooms.2.lightingDensity': 'Too high.' },
      set: () => undefined,
    });
    expect(field('lightingDensity')).toMatchObject({
      path: ['rooms', 2, 'lightingDensity'],
      spec: BUILDING_ROOM_FIELD_SPECS.lightingDensity,
      value: 9,
      context: {
        idPrefix: 'bl',
        unitSystem: 'Metric',
        errors: { 'rooms.2.lightingDensity': 'Too high.' },
      },
    });
    // No touch: the building form shows each message at once.
    expect(field('lightingDensity').context.touch).toBeUndefined();
  });

  it('sets the field it was made for, with the value or the text typed', () => {
    const set = vi.fn();
    const field = rowFieldProps({
      fields: BUILDING_WINDOW_FIELD_SPECS,
      row: {},
      path: ['rooms', 0, 'windows', 1],
      unitSystem: 'Imperial',
      errors: {},
      set,
    });
    field('overhangGap').onChange(1.5);
    field('width').onChange('');
    field('height').onChange('0x10');
    expect(set.mock.calls).toEqual([
      ['overhangGap', 1.5],
      ['width', ''],
      ['height', '0x10'],
    ]);
  });
});

describe('rowFieldList', () => {
  const renderFields = (set = vi.fn()) => {
    const field = rowFieldProps({
      fields: BUILDING_SYSTEM_FIELD_SPECS,
      row: { supplyAirTemp: 55, fanHeat: 'abc' },
      path: ['systems', 0],
      unitSystem: 'Imperial',
      errors: { 'systems.0.fanHeat': 'System 1 fan heat must be a number.' },
      set,
    });
    render(
      <MantineProvider>
        {rowFieldList(field, ['supplyAirTemp', 'outdoorAir', 'fanHeat'], {
          fanHeat: <span>before fan heat</span>,
        })}
      </MantineProvider>,
    );
    return set;
  };

  it('draws each field with its id, name, unit, placeholder and message', () => {
    renderFields();
    const supply = screen.getByRole('textbox', { name: 'Supply-air temperature °F' });
    expect(supply.id).toBe('bl-systems-0-supplyAirTemp');
    expect(supply.getAttribute('name')).toBe('systems.0.supplyAirTemp');
    expect(supply).toHaveProperty('value', '55');
    const outdoor = screen.getByRole('textbox', { name: 'Outdoor air cfm' });
    expect(outdoor.getAttribute('placeholder')).toBe('Sum of its rooms');
    expect(screen.getByText('System 1 fan heat must be a number.')).toBeTruthy();
    expect(screen.getByText('before fan heat')).toBeTruthy();
  });

  it('hands text that is not a number to the setter, for the schema to explain', () => {
    const set = renderFields();
    fireEvent.change(screen.getByRole('textbox', { name: 'Supply-air temperature °F' }), {
      target: { value: '0x10' },
    });
    expect(set).toHaveBeenLastCalledWith('supplyAirTemp', '0x10');
  });
});
