import { baseConfig } from '@org/eslint-config/base';

export default [
  ...baseConfig,
  { ignores: ['test-results/**', 'playwright-report/**'] },
  { files: ['**/*.ts'], rules: { 'no-console': 'off' } },
];
