import { nodePreset } from '@org/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(nodePreset, defineConfig({ test: { include: ['src/**/*.test.ts'] } }));
