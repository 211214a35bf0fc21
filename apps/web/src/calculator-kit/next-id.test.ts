import { describe, expect, it } from 'vitest';
import { nextId } from './next-id';

describe('nextId', () => {
  it('counts on from the largest number in use', () => {
    expect(nextId('item', ['item-1', 'item-7', 'other-9', 'x'])).toBe('item-8');
    expect(nextId('section', [])).toBe('section-1');
  });
});
