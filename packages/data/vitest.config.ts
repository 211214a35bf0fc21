import { nodePreset } from '@org/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  nodePreset,
  defineConfig({
    test: {
      // Gives Node an in-memory IndexedDB, so the IndexedDB adapter runs under test as it does in a browser.
      setupFiles: ['./src/test/setup.ts'],
      // The Firestore suites talk to the emulator (a JVM) over the network; on a busy machine its
      // first answers take seconds.
      testTimeout: 120_000,
      hookTimeout: 60_000,
    },
  }),
);
