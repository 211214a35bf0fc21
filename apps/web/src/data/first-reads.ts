/**
 * The reads a page needs for its first view go before the reads that can wait (issue 23). A project
 * page's first view needs 14 reads; on the local stack each is a REST call that the browser sends
 * after a CORS preflight, over at most six HTTP/1.1 connections to the emulator, so every other read
 * sent at the same time (the project list and company profile the DataProvider loads for later, the
 * start-up check for interrupted imports) delays the page by one more round of requests.
 *
 * A page's route registers its first reads ({@link holdForFirstReads}); background work waits for
 * them ({@link afterFirstReads}), but never longer than {@link FIRST_READS_WAIT_MAX_MS}, so a read
 * that hangs cannot keep the rest of the app from loading.
 */

/** The longest background work waits for a page's first reads. */
export const FIRST_READS_WAIT_MAX_MS = 2_000;

let firstReads: Promise<unknown> = Promise.resolve();

/** Registers reads a page's first view needs; failed reads count as done. */
export function holdForFirstReads(reads: Promise<unknown>): void {
  firstReads = Promise.allSettled([firstReads, reads]);
}

/**
 * Settles once the first reads registered so far have settled, or after
 * {@link FIRST_READS_WAIT_MAX_MS}; at once (after a microtask) when none are pending.
 */
export function afterFirstReads(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitedLongEnough = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_READS_WAIT_MAX_MS);
  });
  return Promise.race([firstReads.then(() => undefined), waitedLongEnough]).finally(() =>
    clearTimeout(timer),
  );
}
