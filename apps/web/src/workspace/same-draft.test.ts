import { describe, expect, it, test } from 'vitest';
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

describe('isSameDraft agrees with comparing canonicalJson', () => {
  const shared = { id: 'item-1', quantity: 10, unit: 'no.' };
  test.each<[string, unknown, unknown]>([
    ['NaN and null (JSON writes both as null)', { a: Number.NaN }, { a: null }],
    ['Infinity and NaN', [Number.POSITIVE_INFINITY], [Number.NaN]],
    ['0 and -0', { a: 0 }, { a: -0 }],
    ['undefined in an array and null', [undefined], [null]],
    ['a function field and none', { a: 1, f: () => 1 }, { a: 1 }],
    ['a date and its ISO text', { at: new Date(0) }, { at: '1970-01-01T00:00:00.000Z' }],
    ['a shared item and a copy of it', { items: [shared] }, { items: [{ ...shared }] }],
    [
      'an edited item among shared ones',
      { items: [shared, shared] },
      { items: [shared, { ...shared, quantity: 11 }] },
    ],
    ['arrays of different lengths', [1, 2], [1, 2, 3]],
    ['an object and an array', {}, []],
    ['a number and its text', { a: 1 }, { a: '1' }],
    ['an extra undefined key on either side', { a: 1, b: undefined }, { a: 1, c: undefined }],
    ['an empty object and null', {}, null],
  ])('%s', (_name, a, b) => {
    expect(isSameDraft(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
  });

  it('on generated drafts and small edits of them', () => {
    // A fixed-seed generator (no clock): the same cases on every run.
    let seed = 23;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const leaves = [
      0,
      -0,
      1,
      2.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      '1',
      'x',
      true,
      false,
      null,
      undefined,
    ];
    const value = (depth: number): unknown => {
      const pick = next();
      if (depth > 2 || pick < 0.5) return leaves[Math.floor(next() * leaves.length)];
      if (pick < 0.75)
        return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      const record: Record<string, unknown> = {};
      for (let key = 0; key < Math.floor(next() * 4); key += 1)
        record[`k${key}`] = value(depth + 1);
      return record;
    };
    const edit = (input: unknown): unknown => {
      if (next() < 0.3) return value(2);
      if (Array.isArray(input)) return input.map((item) => (next() < 0.3 ? edit(item) : item));
      if (input !== null && typeof input === 'object') {
        const copy: Record<string, unknown> = { ...(input as Record<string, unknown>) };
        for (const key of Object.keys(copy)) if (next() < 0.3) copy[key] = edit(copy[key]);
        if (next() < 0.2) copy['extra'] = next() < 0.5 ? undefined : value(2);
        return copy;
      }
      return input;
    };
    let equal = 0;
    for (let run = 0; run < 2000; run += 1) {
      const a = value(0);
      const b = next() < 0.5 ? edit(a) : value(0);
      const expected = canonicalJson(a) === canonicalJson(b);
      if (expected) equal += 1;
      expect(isSameDraft(a, b)).toBe(expected);
    }
    // Both answers were exercised.
    expect(equal).toBeGreaterThan(100);
    expect(equal).toBeLessThan(1900);
  });
});
