import { nodePreset } from '@org/vitest-config/node';

export default nodePreset;
