import type { ViteUserConfig } from 'vitest/config';

/** Unit tests that run in Node: the engine, the data layer. */
export declare const nodePreset: ViteUserConfig;
export default nodePreset;
