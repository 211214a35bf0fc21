import { useEffect, useState } from 'react';
import { runOnce } from './run-once';

/** Where an account e-mail's action stands: running, done with its value, or failed. */
export type Outcome<T> =
  { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/** The outcome of `operation` on `oobCode`, run once per code (see run-once.ts). */
export function useActionOutcome<T>(
  kind: string,
  oobCode: string,
  operation: (oobCode: string) => Promise<T>,
): Outcome<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>({ status: 'pending' });
  useEffect(() => {
    let cancelled = false;
    runOnce(`${kind}:${oobCode}`, () => operation(oobCode)).then(
      (value) => !cancelled && setOutcome({ status: 'done', value }),
      (error: unknown) => !cancelled && setOutcome({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
    // One run per link: the operation for a kind never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, oobCode]);
  return outcome;
}
