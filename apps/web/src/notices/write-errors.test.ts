import { DataError } from '@org/data';
import { describe, expect, it } from 'vitest';
import { describeWriteError } from './write-errors';

describe('describeWriteError', () => {
  it('gives the store’s own reason', () => {
    expect(describeWriteError(new DataError('permission-denied'))).toMatch(/permission/);
  });

  // Issue 44: a save whose request never left said "Something went wrong while loading or saving".
  it('says the database cannot be reached, and what to do, when the request never left', () => {
    expect(describeWriteError(new TypeError('Failed to fetch'))).toBe(
      'The database cannot be reached right now. Check your connection and try again.',
    );
  });
});
