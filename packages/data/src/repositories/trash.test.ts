import { describe, expect, it } from 'vitest';

import { daysLeft, expiresAt, RECENTLY_DELETED_DAYS } from './trash';

const DELETED = new Date('2026-11-01T10:00:00Z');

describe('Recently deleted: days left', () => {
  it(`expires ${RECENTLY_DELETED_DAYS} days after the delete`, () => {
    expect(expiresAt(DELETED).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it.each([
    ['just deleted', '2026-11-01T10:00:00Z', 30],
    ['the server clock a second ahead of now', '2026-11-01T09:59:59Z', 30],
    ['one hour later', '2026-11-01T11:00:00Z', 30],
    ['exactly one day later', '2026-11-02T10:00:00Z', 29],
    ['one millisecond before it is due', '2026-12-01T09:59:59.999Z', 1],
    ['when it is due', '2026-12-01T10:00:00Z', 0],
    ['long after', '2027-02-01T00:00:00Z', 0],
  ])('%s: %s leaves %i days', (_, now, expected) => {
    expect(daysLeft(DELETED, new Date(now))).toBe(expected);
  });
});
