const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A calendar date as readers see it. Front-matter dates are midnight UTC, so they are shown in UTC,
 * the same day wherever the site is built.
 *
 * @example formatDate(new Date('2025-03-14')) //=> 'March 14, 2025'
 */
export function formatDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** The date part of an ISO timestamp, for `<time datetime>`. @example isoDate(new Date('2025-03-14')) //=> '2025-03-14' */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
