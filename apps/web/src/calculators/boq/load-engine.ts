import { retryableImport } from '../../lazy/load-with-retry';

/**
 * The built-in suggestions engine's chunk (derive.ts), for the suggestions panel and the AI request
 * alike; a try that failed is fetched afresh (retryableImport).
 */
export const importEngine = retryableImport(() => import('./derive'));
