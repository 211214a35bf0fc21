import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

const file = (id: string, name: string, at = '2024-01-01T00:00:00Z') => ({
  status: 'ok' as const,
  id,
  name,
  createdAt: new Date(at),
  updatedAt: null as Date | null,
  data: { rooms: [{ area: 12, tags: ['a'] }] },
});

describe('keepUnchanged', () => {
  it('returns the previous data itself when the fresh read equals it (dates by their time)', () => {
    const previous = { ventilation: [file('a', 'One'), file('b', 'Two')], boq: [] };
    const next = structuredClone(previous);
    expect(next).not.toBe(previous);
    expect(keepUnchanged(previous, next)).toBe(previous);
  });

  it('keeps every unchanged record and gives the changed one its new value', () => {
    const previous = { ventilation: [file('a', 'One'), file('b', 'Two')], boq: [file('c', 'C')] };
    const next = structuredClone(previous);
    next.ventilation[1]!.name = 'Two, renamed';
    const shared = keepUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.ventilation).not.toBe(previous.ventilation);
    expect(shared.ventilation[0]).toBe(previous.ventilation[0]);
    expect(shared.ventilation[1]).not.toBe(previous.ventilation[1]);
    // Its unchanged parts are still the previous ones.
    expect(shared.ventilation[1]!.data).toBe(previous.ventilation[1]!.data);
    expect(shared.ventilation[1]!.createdAt).toBe(previous.ventilation[1]!.createdAt);
    expect(shared.boq).toBe(previous.boq);
  });

  it('matches records by id, so a file added at the top keeps the others', () => {
    const previous = [file('a', 'One'), file('b', 'Two')];
    const next = [file('new', 'New'), ...structuredClone(previous)];
    const shared = keepUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared[0]).toBe(next[0]);
    expect(shared[1]).toBe(previous[0]);
    expect(shared[2]).toBe(previous[1]);
  });

  it('sees removed records, removed or added keys, and changed dates', () => {
    const previous = [file('a', 'One'), file('b', 'Two')];
    expect(keepUnchanged(previous, [structuredClone(previous[0]!)])).not.toBe(previous);

    const one = file('a', 'One');
    const withKey = { ...structuredClone(one), deletedAt: undefined };
    expect(keepUnchanged(one, withKey)).toStrictEqual(withKey);
    expect(keepUnchanged(one, withKey)).not.toBe(one);
    const { data: _data, ...withoutKey } = structuredClone(one);
    expect(keepUnchanged(one, withoutKey)).toEqual(withoutKey);
    expect(keepUnchanged(one, withoutKey)).not.toBe(one);

    const later = file('a', 'One', '2024-01-02T00:00:00Z');
    const shared = keepUnchanged(one, later);
    expect(shared.createdAt).toBe(later.createdAt);
    expect(shared.data).toBe(one.data);
  });

  it('compares anything else than plain objects, arrays and dates by identity', () => {
    const map = new Map([['a', 1]]);
    const copy = new Map(map);
    expect(keepUnchanged({ map }, { map: copy }).map).toBe(copy);
    expect(keepUnchanged({ map }, { map })).toEqual({ map });
    expect(keepUnchanged(1, 2)).toBe(2);
    expect(keepUnchanged(null, { a: 1 })).toEqual({ a: 1 });
    expect(keepUnchanged([1, 2], { 0: 1, 1: 2 })).toEqual({ 0: 1, 1: 2 });
    expect(keepUnchanged(Number.NaN, Number.NaN)).toBeNaN();
  });

  it('does not let a "__proto__" key set the prototype of a copy', () => {
    const next = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const shared = keepUnchanged({ a: 1 }, next);
    expect(shared).toBe(next);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
