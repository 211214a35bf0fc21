import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { applyDarkClass } from '../../color-scheme';

/**
 * Keeps the `dark` class on <html> equal to the scheme Mantine shows, including when the preference
 * is 'auto' and the system setting changes. Renders nothing.
 */
export function ColorSchemeClassSync() {
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    applyDarkClass(computed === 'dark');
  }, [computed]);
  return null;
}
