import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_UNIT_SYSTEM_STORAGE_KEY,
  readDefaultUnitSystem,
  useDefaultUnitSystem,
  writeDefaultUnitSystem,
} from './unit-system';

afterEach(() => window.localStorage.clear());

describe('default unit system preference', () => {
  it('is Imperial until one is stored', () => {
    expect(readDefaultUnitSystem()).toBe('Imperial');
  });

  it('ignores a stored value that is not a unit system', () => {
    window.localStorage.setItem(DEFAULT_UNIT_SYSTEM_STORAGE_KEY, 'Cubits');
    expect(readDefaultUnitSystem()).toBe('Imperial');
  });

  it('updates every reader when written', () => {
    const { result } = renderHook(() => useDefaultUnitSystem());
    expect(result.current).toBe('Imperial');
    act(() => writeDefaultUnitSystem('Metric'));
    expect(result.current).toBe('Metric');
    expect(window.localStorage.getItem(DEFAULT_UNIT_SYSTEM_STORAGE_KEY)).toBe('Metric');
  });
});
