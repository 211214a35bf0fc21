import type { DataContext } from '@org/data';
import { createContext, useContext } from 'react';

/** The signed-in user's data context (spec §4), or why there is none yet. */
export interface DataState {
  /** Where repository functions read and write; null while signed out or while the store loads. */
  ctx: DataContext | null;
  /** 'idle' signed out; 'loading' opening the store; 'ready' with ctx; 'error' the store failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the store failed to open, when status is 'error'. */
  error: unknown;
}

export const initialDataState: DataState = { ctx: null, status: 'idle', error: null };

export const DataStateContext = createContext<DataState>(initialDataState);

/**
 * The current data state. Pass `state.ctx` to `@org/data` repository functions: with no context they
 * reject with 'Database not ready.' (spec §5), which the screens show as they are told to.
 */
export function useDataState(): DataState {
  return useContext(DataStateContext);
}
