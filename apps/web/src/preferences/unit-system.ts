import { UnitSystemSchema, type UnitSystem } from '@org/hvac-core/units';
import { useSyncExternalStore } from 'react';

/**
 * The user's default unit system (set in /settings), kept in this browser like the dark-mode choice.
 * New calculations start in it; a saved file keeps the unit system it was saved in.
 */
export const DEFAULT_UNIT_SYSTEM_STORAGE_KEY = 'hvac:defaultUnitSystem';

const FALLBACK: UnitSystem = 'Imperial';
const listeners = new Set<() => void>();

/** The stored default, or Imperial when none is stored (or storage is unavailable). */
export function readDefaultUnitSystem(): UnitSystem {
  try {
    const parsed = UnitSystemSchema.safeParse(
      window.localStorage.getItem(DEFAULT_UNIT_SYSTEM_STORAGE_KEY),
    );
    return parsed.success ? parsed.data : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** Stores the default and tells every `useDefaultUnitSystem` in this tab. */
export function writeDefaultUnitSystem(unitSystem: UnitSystem): void {
  try {
    window.localStorage.setItem(DEFAULT_UNIT_SYSTEM_STORAGE_KEY, unitSystem);
  } finally {
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEFAULT_UNIT_SYSTEM_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The default unit system, updating when it changes here or in another tab. */
export function useDefaultUnitSystem(): UnitSystem {
  return useSyncExternalStore(subscribe, readDefaultUnitSystem, () => FALLBACK);
}
