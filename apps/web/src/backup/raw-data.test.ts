import { describe, expect, it } from 'vitest';
import { rawDataFileName, rawDataJson } from './raw-data';

describe('rawDataJson', () => {
  it('keeps the raw document, its issues and where it was, with dates as ISO strings', () => {
    const text = rawDataJson({
      kind: 'file',
      id: 'f1',
      location: { projectId: 'p1', collection: 'ductCalculations' },
      issues: [{ path: 'name', message: 'File name is required.' }],
      raw: { name: '', createdAt: new Date('2026-01-02T03:04:05.000Z'), data: { airflow: 10 } },
    });
    expect(JSON.parse(text)).toEqual({
      damaged: true,
      kind: 'file',
      id: 'f1',
      location: { projectId: 'p1', collection: 'ductCalculations' },
      issues: [{ path: 'name', message: 'File name is required.' }],
      raw: { name: '', createdAt: '2026-01-02T03:04:05.000Z', data: { airflow: 10 } },
    });
  });
});

describe('rawDataFileName', () => {
  it('names the file by kind and a file-name-safe id', () => {
    expect(rawDataFileName({ kind: 'project', id: 'abc123' })).toBe('damaged-project-abc123.json');
    expect(rawDataFileName({ kind: 'file', id: 'a b:c' })).toBe('damaged-file-a_b_c.json');
  });
});
