import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format-date';
import { filePickerData, filePickerLabels, sharedFileNames } from './file-picker-labels';

const monday = new Date('2026-11-23T09:00:00Z');
const tuesday = new Date('2026-11-24T15:30:00Z');

describe('filePickerLabels', () => {
  it('keeps a name no other file has as it is', () => {
    const labels = filePickerLabels([
      { fileId: 'a', name: 'Office', savedAt: monday },
      { fileId: 'b', name: 'Lab', savedAt: tuesday },
    ]);
    expect([...labels.values()]).toEqual(['Office', 'Lab']);
  });

  // Issue 44: two files of one name were two identical lines in a picker.
  it('tells two files of one name apart by when each was saved, then by number', () => {
    const labels = filePickerLabels([
      { fileId: 'a', name: 'Office', savedAt: monday },
      { fileId: 'b', name: 'Office', savedAt: tuesday },
      { fileId: 'c', name: 'Office', savedAt: tuesday },
      { fileId: 'd', name: 'Office' },
      { fileId: 'e', name: 'Office' },
    ]);
    expect(labels.get('a')).toBe(`Office (saved ${formatDateTime(monday)})`);
    expect(labels.get('b')).toBe(`Office (saved ${formatDateTime(tuesday)})`);
    expect(labels.get('c')).toBe(`Office (saved ${formatDateTime(tuesday)}) (2)`);
    expect(labels.get('d')).toBe('Office');
    expect(labels.get('e')).toBe('Office (2)');
    expect(new Set(labels.values()).size).toBe(5);
  });
});

describe('filePickerData', () => {
  it('gives each file, in order, its id and the label that tells it apart', () => {
    expect(
      filePickerData([
        { fileId: 'b', name: 'Office' },
        { fileId: 'a', name: 'Lab' },
        { fileId: 'c', name: 'Office' },
      ]),
    ).toEqual([
      { value: 'b', label: 'Office' },
      { value: 'a', label: 'Lab' },
      { value: 'c', label: 'Office (2)' },
    ]);
  });
});

describe('sharedFileNames', () => {
  it('names each name two or more files share', () => {
    expect(sharedFileNames([{ name: 'A' }, { name: 'B' }, { name: 'A' }, { name: 'A' }])).toEqual(
      new Set(['A']),
    );
  });
});
