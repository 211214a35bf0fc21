import {
  calculateHydronicSystem,
  defaultHydronicSystemInput,
  type HydronicSystemResult,
} from '@org/hvac-core/hydronic-system';
import { describe, expect, it } from 'vitest';
import { valveScheduleTable } from './result-tables';

const SIZE_COLUMNS = ['Control valve size', 'Balancing valve size'];

function sizeCells(result: HydronicSystemResult): string[][] {
  const table = valveScheduleTable(result);
  const at = SIZE_COLUMNS.map((header) => table.columns.findIndex((c) => c.header === header));
  return table.rows.map((row) => at.map((i) => row.cells[i]!));
}

describe('valveScheduleTable', () => {
  it('keeps the columns journeys read by position, and adds the sizes at the end', () => {
    const headers = valveScheduleTable(
      calculateHydronicSystem(defaultHydronicSystemInput('Metric')),
    ).columns.map((c) => c.header);
    expect(headers.indexOf('Authority (target)')).toBe(4);
    expect(headers.indexOf('Preset Kv (opening)')).toBe(6);
    expect(headers.slice(-2)).toEqual(SIZE_COLUMNS);
  });

  it('writes a body size as DN in Metric and nominal inches in Imperial', () => {
    // FC-3: control Kvs 4 → Siemens VVP45 DN 20; balancing: IMI TA STAD DN 32 (Kvs 14.2), the
    // largest body that drops 3 kPa open and fits its 1-1/4 in branch.
    expect(sizeCells(calculateHydronicSystem(defaultHydronicSystemInput('Metric')))[2]).toEqual([
      'DN 20',
      'DN 32',
    ]);
    expect(sizeCells(calculateHydronicSystem(defaultHydronicSystemInput('Imperial')))[2]).toEqual([
      '3/4 in',
      '1-1/4 in',
    ]);
  });

  it('says a valve is above the catalogue, and shows a dash for a result without sizes', () => {
    const result = calculateHydronicSystem(defaultHydronicSystemInput('Metric'));
    const [first, ...others] = result.valveSchedule;
    const edited: HydronicSystemResult = {
      ...result,
      valveSchedule: [
        {
          ...first!,
          controlValve: { ...first!.controlValve!, bodySize: null },
          balancingValve: { ...first!.balancingValve!, bodySize: undefined },
        },
        ...others,
      ],
    };
    expect(sizeCells(edited)[0]).toEqual(['above catalogue', '—']);
  });
});
