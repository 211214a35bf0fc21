import { fileURLToPath } from 'node:url';
import { reactPreset } from '@org/vitest-config/react';
import { mergeConfig } from 'vitest/config';

// The preset's setup files live in tooling/vitest, which does not depend on the testing libraries
// they import; resolve them from this package instead. Property tests run on one fixed seed (see
// tooling/vitest/property-seed.js).
const fromHere = (id: string) => fileURLToPath(import.meta.resolve(id));

export default mergeConfig(reactPreset, {
  // Unit tests run the app as a local-stack build does (vite.config.ts gives such builds this address).
  test: {
    env: { VITE_LOCAL_STACK: '1', VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
    setupFiles: [fromHere('@org/vitest-config/property-seed')],
  },
  resolve: {
    alias: {
      '@testing-library/jest-dom/vitest': fromHere('@testing-library/jest-dom/vitest'),
      '@testing-library/react': fromHere('@testing-library/react'),
      'fast-check': fromHere('fast-check'),
    },
  },
});
