import type { ViteUserConfig } from 'vitest/config';

/** Component tests in jsdom, with the jest-dom matchers and a matchMedia Mantine needs. */
export declare const reactPreset: ViteUserConfig;
export default reactPreset;
