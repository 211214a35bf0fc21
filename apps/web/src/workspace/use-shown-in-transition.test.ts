import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownInTransition } from './use-shown-in-transition';

describe('useShownInTransition', () => {
  it('is false while nothing is ready', () => {
    const { result } = renderHook(() => useShownInTransition(false));
    expect(result.current).toBe(false);
  });

  it('is false in the render where readiness arrives, and true after its transition', async () => {
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(
      ({ ready }: { ready: boolean }) => {
        const shown = useShownInTransition(ready);
        seen.push(shown);
        return shown;
      },
      { initialProps: { ready: false } },
    );
    seen.length = 0;
    await act(async () => rerender({ ready: true }));
    // The render that learnt of readiness still showed the loading state; the transition showed it.
    expect(seen[0]).toBe(false);
    expect(result.current).toBe(true);
  });

  it('hides again when readiness is lost, and shows without waiting once it is back', async () => {
    const { result, rerender } = renderHook(
      ({ ready }: { ready: boolean }) => useShownInTransition(ready),
      { initialProps: { ready: true } },
    );
    await act(async () => undefined);
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(true);
  });
});
