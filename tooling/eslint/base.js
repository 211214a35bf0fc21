import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Rules for every TypeScript package: recommended sets plus the few we rely on for safety. */
export const baseConfig = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.turbo/**',
      '**/routeTree.gen.ts',
      '**/.astro/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.config.{js,ts,mjs}', 'scripts/**', '**/scripts/**', 'e2e/**', '**/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);

export default baseConfig;
