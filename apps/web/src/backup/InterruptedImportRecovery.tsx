import { notifications } from '@mantine/notifications';
import { IMPORT_STALE_AFTER_MS } from '@org/data';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataState } from '../data/data-state';
import { afterFirstReads } from '../data/first-reads';
import { userDataKeys } from '../data/query-keys';
import { whenNoImportRuns } from './import-lock';
import { forgetImports, importsStartedHere } from './imports-started-here';

const quoted = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(', ');

/** What the user is told after an interrupted import was undone. */
export function rolledBackMessage(names: readonly string[]): string {
  return names.length === 1
    ? `The import of ${quoted(names)} did not finish (the page was closed or reloaded, or the import stopped), so the part already written was removed. Nothing else was changed; import the backup again to add it.`
    : `The imports of ${quoted(names)} did not finish (the page was closed or reloaded, or the imports stopped), so the parts already written were removed. Nothing else was changed; import the backup again to add them.`;
}

/** What the user is told about an import running in another tab or on another device. */
export function stillImportingMessage(names: readonly string[]): string {
  const minutes = IMPORT_STALE_AFTER_MS / 60_000;
  return names.length === 1
    ? `${quoted(names)} is being imported in another tab or on another device. It is listed once that import finishes; if that import stops and writes nothing for ${minutes} minutes, the part already written is removed the next time the app opens.`
    : `${quoted(names)} are being imported in another tab or on another device. They are listed once those imports finish; if one stops and writes nothing for ${minutes} minutes, the part already written is removed the next time the app opens.`;
}

/**
 * On start (once per signed-in user), rolls back any backup import that stopped (@org/data
 * `recoverInterruptedImports`): one this browser started, at once when no tab of it holds the import
 * lock; one started elsewhere once it has written nothing for 10 minutes. It tells the user which
 * projects were removed, and which are still being imported elsewhere (left alone). Such projects
 * were never listed, so nothing the user saw disappears. Renders nothing.
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
        whenNoImportRuns(async (locked) => {
          // Only under the lock is it certain that no tab of this browser is importing them.
          const stoppedHere = locked ? importsStartedHere(ctx.uid) : new Set<string>();
          const outcome = await recoverInterruptedImports(ctx, { stoppedHere });
          forgetImports(ctx.uid, stoppedHere);
          return outcome;
        }),
      )
      .then(async (outcome) => {
        if (!outcome) return;
        if (outcome.running.length > 0) {
          notifications.show({
            id: 'import-running-elsewhere',
            color: 'blue',
            title: 'An import is still running',
            message: stillImportingMessage(outcome.running.map((project) => project.name)),
            autoClose: false,
          });
        }
        if (outcome.rolledBack.length === 0) return;
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
