import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTouchedFields } from './use-touched-fields';

describe('useTouchedFields', () => {
  it('shows a message only once its field is touched, and lists every message', () => {
    const errors = { width: 'Width must be 1–200 in.', height: undefined, length: 'Too long.' };
    const { result } = renderHook(() => useTouchedFields(errors));
    expect(result.current.visibleErrors).toEqual({});
    expect(result.current.errorEntries).toEqual([
      ['width', 'Width must be 1–200 in.'],
      ['length', 'Too long.'],
    ]);
    act(() => result.current.touch('width'));
    expect(result.current.visibleErrors).toEqual({ width: 'Width must be 1–200 in.' });
    expect(result.current.isTouched('length')).toBe(false);
  });

  it('counts a list as touched when one of its items is, only when asked', () => {
    const errors = { months: 'At least one month must be above 0.' };
    const flat = renderHook(() => useTouchedFields<string>(errors));
    act(() => flat.result.current.touch('months.3'));
    expect(flat.result.current.visibleErrors).toEqual({});
    const nested = renderHook(() => useTouchedFields<string>(errors, { includeNested: true }));
    act(() => nested.result.current.touch('months.3'));
    expect(nested.result.current.visibleErrors).toEqual({
      months: 'At least one month must be above 0.',
    });
  });
});
