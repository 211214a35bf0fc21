import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { CONDITION_TIMEOUT_MS } from './condition-timeout.js';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default, which a loaded two-core machine can exceed while a
// whole form re-renders. They wait on a condition, so a longer limit changes no verdict.
configure({ asyncUtilTimeout: CONDITION_TIMEOUT_MS });

// jsdom has no matchMedia or ResizeObserver; Mantine reads both.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => {};
