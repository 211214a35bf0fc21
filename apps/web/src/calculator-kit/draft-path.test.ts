import { describe, expect, it } from 'vitest';
import { errorKey, getAt, setAt } from './draft-path';

describe('setAt', () => {
  it('copies the containers on the path and leaves the original alone', () => {
    const draft = { terminals: [{ id: 'A', load: 1 }, { id: 'B' }], plant: { supplyNode: 'S' } };
    const next = setAt(draft, ['terminals', 0, 'load'], 2);
    expect(next.terminals[0]).toEqual({ id: 'A', load: 2 });
    expect(draft.terminals[0]?.load).toBe(1);
    expect(next.terminals[1]).toBe(draft.terminals[1]);
    expect(next.plant).toBe(draft.plant);
  });

  it('removes a key set to undefined, so a blank optional field is absent', () => {
    const next = setAt(
      { controlValve: { flowCoefficient: 4, targetAuthority: 0.5 } },
      ['controlValve', 'flowCoefficient'],
      undefined,
    );
    expect(next).toEqual({ controlValve: { targetAuthority: 0.5 } });
  });

  it('creates a missing object on the way, and a list where the next key is a row number', () => {
    expect(setAt({}, ['pump', 'fitOrder'], 3)).toEqual({ pump: { fitOrder: 3 } });
    expect(setAt({}, ['sections', 1, 'length'], 20)).toEqual({
      sections: [undefined, { length: 20 }],
    });
  });
});

describe('getAt and errorKey', () => {
  it('read a path, undefined where it leads nowhere, and key its message', () => {
    expect(getAt({ a: [{ b: 5 }] }, ['a', 0, 'b'])).toBe(5);
    expect(getAt({ a: 1 }, ['a', 'b'])).toBeUndefined();
    expect(getAt(undefined, ['a'])).toBeUndefined();
    expect(errorKey(['sections', 3, 'length'])).toBe('sections.3.length');
  });
});
