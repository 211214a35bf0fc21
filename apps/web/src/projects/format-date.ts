const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A stored date for people, in their locale: "22 Nov 2026, 10:25". */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}
