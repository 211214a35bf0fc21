import { referenceTable, type ReferenceTable } from '@org/hvac-core/reference';
import { describe, expect, it } from 'vitest';
import { csvFileName, tableToCsv } from './csv';

const sample: ReferenceTable = {
  id: 'sample',
  title: 'Sample',
  description: 'A test table.',
  columns: [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'flow', title: 'Airflow', kind: 'measure', unit: { Imperial: 'cfm', Metric: 'L/s' } },
    { key: 'c', title: 'C', kind: 'number', significantDigits: 3 },
  ],
  rows: [
    {
      id: 'a',
      cells: {
        name: 'Office, "open plan"',
        flow: { Imperial: 12000, Metric: 5663.369 },
        c: 0.123456,
      },
    },
    { id: 'b', cells: { name: 'Corridor', flow: null, c: 1 } },
  ],
  source: 'Test source, table 1',
  usedBy: ['heat-load'],
};

describe('tableToCsv', () => {
  it('writes a header with units, quoted fields, plain numbers and the source', () => {
    expect(tableToCsv(sample, 'Imperial').split('\r\n')).toEqual([
      'Name,Airflow (cfm),C',
      '"Office, ""open plan""",12000,0.123',
      'Corridor,,1',
      '',
      'Source: Test source, table 1'.includes(',')
        ? '"Source: Test source, table 1"'
        : 'Source: Test source, table 1',
    ]);
  });

  it('uses the chosen unit system', () => {
    expect(tableToCsv(sample, 'Metric').split('\r\n').slice(0, 2)).toEqual([
      'Name,Airflow (L/s),C',
      '"Office, ""open plan""",5663,0.123',
    ]);
  });

  it('exports an engine table row for row', () => {
    const table = referenceTable('ashrae-62-1-outdoor-air-rates');
    if (!table) throw new Error('missing table');
    const lines = tableToCsv(table, 'Imperial').split('\r\n');
    expect(lines).toHaveLength(table.rows.length + 3);
    expect(lines[0]).toContain('People rate Rp (cfm/person)');
    expect(lines.find((line) => line.includes('Office space'))).toContain(',5,0.06,');
    expect(csvFileName(table, 'Metric')).toBe('ashrae-62-1-outdoor-air-rates-metric.csv');
  });

  it('exports a table stepped over a temperature at round values of each system', () => {
    const table = referenceTable('saturation-r410a');
    if (!table) throw new Error('missing table');
    const firstColumn = (system: 'Imperial' | 'Metric') =>
      tableToCsv(table, system)
        .split('\r\n')
        .slice(1, 5)
        .map((line) => line.split(',')[0]);
    // Every 10 °F and every 5 °C, not the 5 °C rows converted (-58, -49, -40, -31 °F).
    expect(firstColumn('Imperial')).toEqual(['-50', '-40', '-30', '-20']);
    expect(firstColumn('Metric')).toEqual(['-50', '-45', '-40', '-35']);
  });
});
