import { startFileRead } from '../data/page-reads';
import { prepareLocaleData } from '../locale-data';
import { calculatorBySegment } from './catalog';
import { loadCalculator } from './registry';

/**
 * Starts loading the code of a calculator page (the workspace and the calculator) from its path
 * alone, while the session is still being restored: `/projects/{projectId}/{type}/{fileId}` and
 * `/calculators/{type}`; any other path loads nothing. Failures are left to the page. The locale's
 * data loads meanwhile, in short tasks of its own ({@link prepareLocaleData}).
 */
export function preloadPageCode(pathname: string): void {
  const match = /^\/(?:projects\/[^/]+|calculators)\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname);
  const calculator = match?.[1] === undefined ? undefined : calculatorBySegment(match[1]);
  if (!calculator) return;
  void loadCalculator(calculator).catch(() => undefined);
  void import('../workspace/CalculatorWorkspace').catch(() => undefined);
  prepareLocaleData();
}

/**
 * Starts what a saved file's page needs, without waiting: its calculator's code and, unless the
 * router only preloads the page (a pointer over a link), the file's read ({@link startFileRead}).
 * A type no calculator has is left to the page, which says so.
 */
export function startSavedFilePage(
  uid: string,
  params: { readonly projectId: string; readonly fileType: string; readonly fileId: string },
  intentOnly: boolean,
): void {
  const calculator = calculatorBySegment(params.fileType);
  if (!calculator) return;
  void loadCalculator(calculator).catch(() => undefined);
  if (intentOnly) return;
  startFileRead(uid, params.projectId, calculator.collection, params.fileId);
  prepareLocaleData();
}
