import { formatDateTime } from './format-date';

let prepared = false;

/** Runs `work` in a task of its own, at background priority where the browser has a scheduler. */
function inTaskOfItsOwn(work: () => void): void {
  if (typeof scheduler === 'undefined') setTimeout(work, 0);
  else void scheduler.postTask(work, { priority: 'background' }).catch(() => undefined);
}

/**
 * Loads the locale's number and date data in short tasks of their own while a page waits on its
 * session, code and reads; once. The first Intl formatter of a page loads ICU's data (about 15 ms
 * here, 60 ms with the CPU 4x slower), which the first number a calculator shows paid inside its
 * first render, the page's longest task. Not in idle time: Chromium has none before first paint.
 */
export function prepareLocaleData(): void {
  if (prepared) return;
  prepared = true;
  inTaskOfItsOwn(() => void new Intl.NumberFormat('en-US').format(0));
  // The listings' dates and a saved file's "Last saved".
  inTaskOfItsOwn(() => void formatDateTime(new Date(0)));
}
