import { calculatorBySegment } from '../calculators/catalog';
import { openDataContext } from '../data/open-data-context';
import { queryClient } from '../data/query-client';
import { userDataKeys } from '../data/query-keys';

/**
 * Starts what a saved file's page needs, without waiting for it: its calculator's code and the
 * file itself, read into the query the page's workspace then uses (same key, same read), so both
 * load while the page's own code does (issue 23: a bill opened after a chain of loads, each
 * waiting for the one before). A bad address or a failed start is left to the page, which says so.
 */
export function preloadSavedFile(
  uid: string,
  params: { projectId: string; fileType: string; fileId: string },
  /** True when the router preloads the page (a pointer over a link): its code only, no read. */
  intentOnly = false,
): void {
  const calculator = calculatorBySegment(params.fileType);
  if (!calculator) return;
  void calculator.load().catch(() => undefined);
  if (intentOnly) return;
  void Promise.all([import('@org/data'), openDataContext(uid)])
    .then(([{ FileIdSchema, ProjectIdSchema, getFile }, ctx]) => {
      const projectId = ProjectIdSchema.safeParse(params.projectId);
      const fileId = FileIdSchema.safeParse(params.fileId);
      if (!projectId.success || !fileId.success) return;
      return queryClient.prefetchQuery({
        queryKey: userDataKeys.file(uid, projectId.data, calculator.collection, fileId.data),
        queryFn: () => getFile(ctx, projectId.data, calculator.collection, fileId.data),
      });
    })
    .catch(() => undefined);
}

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
