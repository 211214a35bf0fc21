import { describe, expect, it } from 'vitest';
import { canonicalJson, isSameDraft } from './same-draft';

describe('isSameDraft', () => {
  it('ignores key order and undefined values', () => {
    expect(isSameDraft({ a: 1, b: 'x', c: undefined }, { b: 'x', a: 1 })).toBe(true);
  });

  it('sees an edited value, an added field and a blanked number', () => {
    expect(isSameDraft({ a: 1 }, { a: 2 })).toBe(false);
    expect(isSameDraft({ a: 1 }, { a: 1, b: 0 })).toBe(false);
    expect(isSameDraft({ a: 1 }, { a: '' })).toBe(false);
  });

  it('compares nested objects by value', () => {
    expect(canonicalJson({ z: { y: 1, x: [2, { b: 1, a: 0 }] } })).toBe(
      '{"z":{"x":[2,{"a":0,"b":1}],"y":1}}',
    );
  });
});
