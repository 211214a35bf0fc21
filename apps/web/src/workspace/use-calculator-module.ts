import { useEffect, useState } from 'react';
import { loadWithRetry } from '../lazy/load-with-retry';
import type { AnyCalculatorModule, CalculatorLoader } from '../calculator-kit/types';

export type ModuleState =
  | { status: 'loading' }
  /** The load failed while the browser is offline: it is tried again when the connection is back. */
  | { status: 'offline' }
  | { status: 'ready'; module: AnyCalculatorModule }
  | { status: 'error'; error: unknown };

/**
 * Loads a calculator's chunk, trying again when it fails (loadWithRetry): as soon as a dropped
 * connection is back, and a few times while online; a load that still fails (a new deploy) is
 * reported, not blank.
 */
export function useCalculatorModule(load: CalculatorLoader, attempt = 0): ModuleState {
  const [state, setState] = useState<{
    load: CalculatorLoader;
    attempt: number;
    value: ModuleState;
  }>({ load, attempt, value: { status: 'loading' } });
  if (state.load !== load || state.attempt !== attempt) {
    setState({ load, attempt, value: { status: 'loading' } });
  }
  useEffect(() => {
    let cancelled = false;
    loadWithRetry(load, {
      onWait: (reason) => {
        if (!cancelled && reason === 'offline')
          setState({ load, attempt, value: { status: 'offline' } });
      },
    }).then(
      (module) => {
        if (!cancelled) setState({ load, attempt, value: { status: 'ready', module } });
      },
      (error: unknown) => {
        console.error('A calculator failed to load.', error);
        if (!cancelled) setState({ load, attempt, value: { status: 'error', error } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);
  return state.value;
}
