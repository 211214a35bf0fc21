import { describe, expect, it } from 'vitest';

import { FILE_COLLECTION_NAMES } from './document-tree';
import {
  FILE_DATA_BOUNDS,
  FILE_DATA_FIELDS_MAX,
  FILE_RESULTS_MAX,
  FILE_VERSION_MAX,
  fileDataIssues,
} from './file-data';

describe('FILE_DATA_BOUNDS', () => {
  it('bounds every file collection, each with its name field', () => {
    expect(Object.keys(FILE_DATA_BOUNDS).sort()).toEqual([...FILE_COLLECTION_NAMES].sort());
    for (const collection of FILE_COLLECTION_NAMES) {
      const { texts } = FILE_DATA_BOUNDS[collection];
      const nameField = collection === 'calculations' ? 'roomName' : 'calculationName';
      if (collection !== 'boqs') expect(texts[nameField], collection).toBe(120);
    }
  });
});

describe('fileDataIssues', () => {
  it('passes the data a saved calculation holds: inputs, a results snapshot and the engine version', () => {
    expect(
      fileDataIssues('ductCalculations', {
        calculationName: 'Main supply',
        unitSystem: 'Imperial',
        airflow: 2000,
        fittings: [{ type: 'elbow90', quantity: 2 }],
        frictionRateDesign: { sections: [] },
        results: { velocity: 812.4, frictionRate: 0.08 },
        hvacCoreVersion: '0.2.0',
      }),
    ).toEqual([]);
  });

  it('passes data with none of the bounded fields (a template, an older file)', () => {
    expect(fileDataIssues('boqs', {})).toEqual([]);
    expect(
      fileDataIssues('calculations', { inputs: { roomName: 'Office' }, engineVersion: 1 }),
    ).toEqual([]);
  });

  it('refuses data that is not a map, or has too many fields', () => {
    for (const data of [null, 'text', [1, 2], 42, new Date()]) {
      expect(fileDataIssues('boqs', data)).toEqual([
        { path: '', message: 'File data must be an object of named fields.' },
      ]);
    }
    const wide = Object.fromEntries(
      Array.from({ length: FILE_DATA_FIELDS_MAX + 1 }, (_, i) => [`f${i}`, i]),
    );
    expect(fileDataIssues('fanCalculations', wide)).toEqual([
      { path: '', message: `File data may hold at most ${FILE_DATA_FIELDS_MAX} fields.` },
    ]);
  });

  it("bounds each calculator's lists at its engine limit, and refuses a list of another type", () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}` }));
    expect(fileDataIssues('boqs', { items: items(5000) })).toEqual([]);
    expect(fileDataIssues('boqs', { items: items(50_000) })).toEqual([
      { path: 'items', message: 'items may hold at most 5000 entries.' },
    ]);
    expect(fileDataIssues('equipmentSchedules', { rows: items(501) })).toEqual([
      { path: 'rows', message: 'rows may hold at most 500 entries.' },
    ]);
    expect(fileDataIssues('boqs', { items: 'all' })).toEqual([
      { path: 'items', message: 'items must be a list.' },
    ]);
    // Another calculator's list name is not this one's business (left to its schema).
    expect(fileDataIssues('ductCalculations', { rows: items(600) })).toEqual([]);
  });

  it('bounds names and text, the unit system, the results snapshot and the engine version', () => {
    expect(
      fileDataIssues('acousticCalculations', {
        calculationName: 'x'.repeat(121),
        pathLabel: 7,
        unitSystem: 'metric',
        results: [1],
        hvacCoreVersion: 'v'.repeat(FILE_VERSION_MAX + 1),
      }),
    ).toEqual([
      { path: 'unitSystem', message: 'Unit system must be Imperial or Metric.' },
      { path: 'results', message: 'The results must be a set of named numbers.' },
      {
        path: 'hvacCoreVersion',
        message: `hvacCoreVersion must be at most ${FILE_VERSION_MAX} characters.`,
      },
      { path: 'calculationName', message: 'calculationName must be at most 120 characters.' },
      { path: 'pathLabel', message: 'pathLabel must be text.' },
    ]);
    const results = Object.fromEntries(
      Array.from({ length: FILE_RESULTS_MAX + 1 }, (_, i) => [`r${i}`, i]),
    );
    expect(fileDataIssues('psychrometricCharts', { results })).toEqual([
      { path: 'results', message: `The results may hold at most ${FILE_RESULTS_MAX} numbers.` },
    ]);
  });
});
