import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataState } from '../data/data-state';
import { afterFirstReads } from '../data/first-reads';
import { userDataKeys } from '../data/query-keys';
import { whenNoImportRuns } from './import-lock';

/** What the user is told after an interrupted import was undone. */
export function rolledBackMessage(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`).join(', ');
  return names.length === 1
    ? `The import of ${quoted} did not finish (the page was closed or reloaded), so the part already written was removed. Nothing else was changed; import the backup again to add it.`
    : `The imports of ${quoted} did not finish (the page was closed or reloaded), so the parts already written were removed. Nothing else was changed; import the backup again to add them.`;
}

/**
 * On start (once per signed-in user), rolls back any backup import a reload, a closed tab or a crash
 * interrupted (@org/data `recoverInterruptedImports`), and tells the user which projects were
 * removed. Such projects were never listed, so nothing the user saw disappears. Renders nothing.
 */
export function InterruptedImportRecovery() {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!ctx || done.current === ctx.uid) return;
    done.current = ctx.uid;
    // After the page's own first reads (first-reads.ts): nothing of an interrupted import is shown.
    void Promise.all([import('@org/data'), afterFirstReads()])
      .then(([{ recoverInterruptedImports }]) =>
        whenNoImportRuns(() => recoverInterruptedImports(ctx)),
      )
      .then(async (outcome) => {
        if (!outcome || outcome.rolledBack.length === 0) return;
        await queryClient.invalidateQueries({ queryKey: userDataKeys.all(ctx.uid) });
        notifications.show({
          id: 'interrupted-import',
          color: 'yellow',
          title: 'An interrupted import was undone',
          message: rolledBackMessage(outcome.rolledBack.map((project) => project.name)),
          autoClose: false,
        });
      })
      .catch((error: unknown) => {
        // Nothing is visible of an interrupted import, so a failed clean-up is retried next start.
        console.error('Rolling back an interrupted import failed.', error);
      });
  }, [ctx, queryClient]);

  return null;
}
