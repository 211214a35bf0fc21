import { Suspense, lazy, useState } from 'react';
import { CalculatorsButton } from './MenuButton';
import { loadWithRetry, retryableImport } from '../../lazy/load-with-retry';

// Tried again when the connection drops for a moment, so the menu is not lost for the visit.
const importMenu = retryableImport(() => import('./CalculatorsMenu'));
const loadMenu = () => loadWithRetry(importMenu);
const CalculatorsMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.CalculatorsMenu })),
);

/**
 * The Calculators menu, on demand: the header shows its button, whose menu code (Mantine's Menu with
 * its positioning library, and the catalog) loads when the pointer or focus reaches it and opens
 * the menu when it is clicked. A first page load does not wait for it.
 */
export function CalculatorsMenuLoader() {
  const [opened, setOpened] = useState(false);
  const preload = () => void loadMenu();
  const button = (
    <CalculatorsButton
      aria-haspopup="menu"
      aria-expanded={opened}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <CalculatorsMenu defaultOpened />
    </Suspense>
  );
}
