import { baseConfig } from '@org/eslint-config/base';

export default baseConfig;
