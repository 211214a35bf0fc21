import type { ReferenceColumn } from '@org/hvac-core/reference';
import { describe, expect, it } from 'vitest';
import { columnUnit, formatCell, formatSignificant, otherColumnUnit } from './format-cell';

const airflow: ReferenceColumn = {
  key: 'q',
  title: 'Airflow',
  kind: 'measure',
  unit: { Imperial: 'cfm', Metric: 'L/s' },
};
const perRow: ReferenceColumn = {
  key: 'v',
  title: 'Value',
  kind: 'measure',
  unit: { Imperial: '', Metric: '' },
  significantDigits: 5,
};

describe('formatSignificant', () => {
  it('keeps the significant digits and every integer digit', () => {
    expect(formatSignificant(62.42183)).toBe('62.42');
    expect(formatSignificant(12345.6)).toBe('12,346');
    expect(formatSignificant(12345.6, 4, false)).toBe('12346');
    expect(formatSignificant(0.00001863)).toBe('0.00001863');
    expect(formatSignificant(Number.NaN)).toBe('—');
  });
});

describe('formatCell', () => {
  it('shows a measure in the chosen system', () => {
    const cell = { Imperial: 1000, Metric: 471.947 };
    expect(formatCell(cell, airflow, 'Imperial')).toBe('1,000');
    expect(formatCell(cell, airflow, 'Metric')).toBe('471.9');
    expect(columnUnit(airflow, 'Metric')).toBe('L/s');
    expect(otherColumnUnit(airflow, 'Metric')).toBe('cfm');
  });

  it('appends a row’s own unit', () => {
    const cell = {
      Imperial: 1.08,
      Metric: 1.20719,
      unit: { Imperial: 'Btu/h per cfm·°F', Metric: 'W per L/s·K' },
    };
    expect(formatCell(cell, perRow, 'Imperial')).toBe('1.08 Btu/h per cfm·°F');
    expect(formatCell(cell, perRow, 'Metric')).toBe('1.2072 W per L/s·K');
  });

  it('leaves empty cells empty and text as it is', () => {
    expect(formatCell(null, airflow, 'Imperial')).toBe('');
    expect(formatCell('Office space', { key: 'n', title: 'Name', kind: 'text' }, 'Metric')).toBe(
      'Office space',
    );
  });
});
