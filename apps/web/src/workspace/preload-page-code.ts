import { calculatorBySegment } from '../calculators/catalog';

/**
 * Starts loading the code of a calculator page (the workspace and the calculator) from its path
 * alone, while the session is still being restored: `/projects/{projectId}/{type}/{fileId}` and
 * `/calculators/{type}`; any other path loads nothing. Failures are left to the page.
 */
export function preloadPageCode(pathname: string): void {
  const match = /^\/(?:projects\/[^/]+|calculators)\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname);
  const calculator = match?.[1] === undefined ? undefined : calculatorBySegment(match[1]);
  if (!calculator) return;
  void calculator.load().catch(() => undefined);
  void import('./CalculatorWorkspace').catch(() => undefined);
}
