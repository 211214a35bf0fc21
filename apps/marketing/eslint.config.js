import { baseConfig } from '@org/eslint-config/base';

// `.astro` files are checked by `astro check` (pnpm run typecheck); ESLint has no parser for them here.
export default [{ ignores: ['**/*.astro'] }, ...baseConfig];
