import { formatDateTime } from './format-date';

let prepared = false;

/** Runs `work` in a task of its own, queued now (not at background priority, see below). */
function inTaskOfItsOwn(work: () => void): void {
  if (typeof scheduler === 'undefined') setTimeout(work, 0);
  else void scheduler.postTask(work, { priority: 'user-visible' }).catch(() => undefined);
}

/**
 * Loads the locale's number and date data in short tasks of their own while a page waits on its
 * session, code and reads; once. The first Intl formatter of a page loads ICU's data (about 15 ms
 * here, 60 ms with the CPU 4x slower), which the first number a calculator shows paid inside its
 * first render, the page's longest task. Not in idle time: Chromium has none before first paint.
 * Not at background priority either: such a task waited behind the page's code and ran once the
 * shell had painted, a long task in front of the calculator's first render; queued now, it runs
 * while the page's code and session are still on their way (issue 39 §7).
 */
export function prepareLocaleData(): void {
  if (prepared) return;
  prepared = true;
  inTaskOfItsOwn(() => void new Intl.NumberFormat('en-US').format(0));
  // The listings' dates and a saved file's "Last saved".
  inTaskOfItsOwn(() => void formatDateTime(new Date(0)));
}
