import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * Where the dark-mode preference is kept (spec §3: a stored boolean). 'true' or 'false'; absent means
 * follow the system. The marketing site reads and writes the same key and the same `dark` class, and
 * index.html applies it before first paint; keep the three in step.
 */
export const DARK_MODE_STORAGE_KEY = 'hvac:darkMode';

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
  );
}

/** Sets or clears the `dark` class on <html> (spec §4: dark mode toggles a dark class on the page). */
export function applyDarkClass(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

function toColorScheme(stored: string | null): MantineColorScheme | undefined {
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return undefined;
}

/**
 * Mantine's color scheme kept in our boolean key instead of Mantine's own, so Mantine's
 * `data-mantine-color-scheme`, the `dark` class and the stored preference never disagree.
 * 'auto' is stored as no key at all.
 */
export function darkModeColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        return toColorScheme(window.localStorage.getItem(DARK_MODE_STORAGE_KEY)) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      applyDarkClass(value === 'dark' || (value === 'auto' && systemPrefersDark()));
      try {
        if (value === 'auto') window.localStorage.removeItem(DARK_MODE_STORAGE_KEY);
        else window.localStorage.setItem(DARK_MODE_STORAGE_KEY, String(value === 'dark'));
      } catch (error) {
        console.warn('The dark-mode preference could not be saved.', error);
      }
    },
    // A change made in another tab (this app or the marketing site) applies here too.
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== DARK_MODE_STORAGE_KEY)
          return;
        onUpdate(toColorScheme(event.newValue) ?? 'auto');
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(DARK_MODE_STORAGE_KEY);
      } catch {
        // Storage unavailable (private mode): nothing was stored.
      }
    },
  };
}
