import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_MODE_STORAGE_KEY, darkModeColorSchemeManager } from './color-scheme';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('darkModeColorSchemeManager', () => {
  it('reads the stored boolean, and follows the system when there is none', () => {
    const manager = darkModeColorSchemeManager();
    expect(manager.get('auto')).toBe('auto');
    window.localStorage.setItem(DARK_MODE_STORAGE_KEY, 'true');
    expect(manager.get('auto')).toBe('dark');
    window.localStorage.setItem(DARK_MODE_STORAGE_KEY, 'false');
    expect(manager.get('auto')).toBe('light');
    window.localStorage.setItem(DARK_MODE_STORAGE_KEY, 'something else');
    expect(manager.get('auto')).toBe('auto');
  });

  it('stores the choice as a boolean and sets the dark class with it', () => {
    const manager = darkModeColorSchemeManager();
    manager.set('dark');
    expect(window.localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('true');
    expect(document.documentElement).toHaveClass('dark');
    manager.set('light');
    expect(window.localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('false');
    expect(document.documentElement).not.toHaveClass('dark');
    manager.set('auto');
    expect(window.localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBeNull();
  });

  it('follows a change made in another tab (this app or the marketing site)', () => {
    const manager = darkModeColorSchemeManager();
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: DARK_MODE_STORAGE_KEY,
        newValue: 'true',
        storageArea: window.localStorage,
      }),
    );
    expect(onUpdate).toHaveBeenLastCalledWith('dark');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: DARK_MODE_STORAGE_KEY,
        newValue: null,
        storageArea: window.localStorage,
      }),
    );
    expect(onUpdate).toHaveBeenLastCalledWith('auto');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'other',
        newValue: 'x',
        storageArea: window.localStorage,
      }),
    );
    expect(onUpdate).toHaveBeenCalledTimes(2);
    manager.unsubscribe();
  });
});
