let dateTime: Intl.DateTimeFormat | undefined;

/**
 * The formatter, made on first use, not when this module loads: the first one made loads the
 * locale's data, about 70 ms of main thread on these machines, which stood in front of a project
 * page's session restore and reads (issue 23).
 */
function formatter(): Intl.DateTimeFormat {
  dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime;
}

/** A stored date for people, in their locale: "22 Nov 2026, 10:25". */
export function formatDateTime(date: Date): string {
  return formatter().format(date);
}
