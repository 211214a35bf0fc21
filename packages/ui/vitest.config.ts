import { fileURLToPath } from 'node:url';
import { reactPreset } from '@org/vitest-config/react';
import { mergeConfig } from 'vitest/config';

// The preset's setup file lives in tooling/vitest, which does not depend on the testing libraries it
// imports; resolve them from this package instead.
const fromHere = (id: string) => fileURLToPath(import.meta.resolve(id));

export default mergeConfig(reactPreset, {
  resolve: {
    alias: {
      '@testing-library/jest-dom/vitest': fromHere('@testing-library/jest-dom/vitest'),
      '@testing-library/react': fromHere('@testing-library/react'),
    },
  },
});
