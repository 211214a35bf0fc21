import { describe, expect, it } from 'vitest';
import { nextTag, renumberTags, tagMatchesType } from './tags.js';
import type { TaggedRow } from './tags.js';

describe('nextTag', () => {
  it.each([
    ['airHandlingUnit', [], 'AHU-1'],
    ['airHandlingUnit', ['AHU-1', 'AHU-2'], 'AHU-3'],
    ['airHandlingUnit', ['AHU-1', 'AHU-4'], 'AHU-5'],
    ['airHandlingUnit', ['ahu-2', 'FCU-9'], 'AHU-3'],
    ['airHandlingUnit', ['AHU-2B'], 'AHU-3'],
    ['pump', ['P-1', 'CHWP-7'], 'P-2'],
    ['fan', ['SF-3'], 'EF-1'],
    ['custom', ['EQ-1', 'Panel A'], 'EQ-2'],
  ] as const)('for %s after %j is %s (max + 1, gaps not filled)', (type, existing, expected) => {
    expect(nextTag(type, existing)).toBe(expected);
  });
});

describe('tagMatchesType', () => {
  it.each([
    ['airHandlingUnit', 'AHU-1', true],
    ['airHandlingUnit', 'ahu-12a', true],
    ['airHandlingUnit', ' AHU-3 ', true],
    ['airHandlingUnit', 'AHU1', false],
    ['airHandlingUnit', 'FCU-1', false],
    ['airHandlingUnit', 'AHU-12345', false],
    ['fan', 'SF-2', true],
    ['vrfOutdoorUnit', 'VRF-CU-1', true],
    ['vrfIndoorUnit', 'VRF-CU-1', false],
    ['custom', 'Kitchen hood', true],
    ['custom', '  ', false],
  ] as const)('%s with %j is %s', (type, tag, expected) => {
    expect(tagMatchesType(type, tag)).toBe(expected);
  });
});

describe('renumberTags', () => {
  it('numbers each prefix 1, 2, 3 in row order and keeps other fields', () => {
    const rows: (TaggedRow & { id: string })[] = [
      { id: 'a', type: 'airHandlingUnit', tag: 'AHU-4' },
      { id: 'b', type: 'pump', tag: 'P-9' },
      { id: 'c', type: 'airHandlingUnit', tag: 'AHU-2' },
      { id: 'd', type: 'airHandlingUnit', tag: 'AHU-2A' },
      { id: 'e', type: 'fan', tag: 'SF-5' },
      { id: 'f', type: 'fan', tag: 'EF-8' },
    ];
    const renumbered = renumberTags(rows);
    expect(renumbered.map((row) => [row.id, row.tag])).toEqual([
      ['a', 'AHU-1'],
      ['b', 'P-1'],
      ['c', 'AHU-2'],
      ['d', 'AHU-3'],
      ['e', 'SF-1'],
      ['f', 'EF-1'],
    ]);
    expect(rows[0]?.tag).toBe('AHU-4');
  });

  it('gives a wrong or blank tag its type default prefix', () => {
    expect(
      renumberTags([
        { type: 'chiller', tag: 'CH-2' },
        { type: 'chiller', tag: '' },
        { type: 'chiller', tag: 'X' },
      ]).map((row) => row.tag),
    ).toEqual(['CH-1', 'CH-2', 'CH-3']);
  });

  it('keeps free custom tags and never repeats one', () => {
    const renumbered = renumberTags([
      { type: 'custom', tag: 'Hood' },
      { type: 'custom', tag: 'EQ-7' },
      { type: 'custom', tag: 'eq-1' },
      { type: 'airHandlingUnit', tag: 'AHU-3' },
    ]);
    expect(renumbered.map((row) => row.tag)).toEqual(['Hood', 'EQ-1', 'EQ-2', 'AHU-1']);
    const keys = renumbered.map((row) => row.tag.toUpperCase());
    expect(new Set(keys).size).toBe(keys.length);
  });
});
