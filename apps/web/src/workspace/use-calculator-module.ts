import { useEffect, useState } from 'react';
import type { AnyCalculatorModule, CalculatorLoader } from './types';

export type ModuleState =
  | { status: 'loading' }
  | { status: 'ready'; module: AnyCalculatorModule }
  | { status: 'error'; error: unknown };

/** Loads a calculator's chunk; a failed load (offline, a new deploy) is reported, not blank. */
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
    load().then(
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
