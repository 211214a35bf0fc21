import { describe, expect, it } from 'vitest';
import { csvField, scheduleToCsv } from './csv.js';
import { EquipmentScheduleInputSchema } from './schema.js';
import { convertEquipmentScheduleInput } from './convert-input.js';

describe('csvField', () => {
  it.each([
    ['AHU-1', '"AHU-1"'],
    ['Say "hi"', '"Say ""hi"""'],
    ['a,b\nc', '"a,b\nc"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', '"\'+1"'],
    ['-2', '"\'-2"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\tcmd', '"\'\tcmd"'],
    ['', '""'],
  ])('writes %j as %s (RFC 4180 quoting, OWASP CSV-injection guard)', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });
});

describe('scheduleToCsv', () => {
  const input = EquipmentScheduleInputSchema.parse({
    calculationName: 'Plant',
    unitSystem: 'Imperial',
    rows: [
      { id: '1', type: 'pump', tag: 'P-1', waterFlow: 100, pumpHead: 45.5, notes: '=cmd()' },
      {
        id: '2',
        type: 'airHandlingUnit',
        tag: 'AHU-2',
        servingArea: 'East, level 2',
        airflow: 4000,
      },
      { id: '3', type: 'airHandlingUnit', tag: 'AHU-1', coolingCapacity: 0.1 + 0.2 },
    ],
  });
  const csv = scheduleToCsv(input);
  const lines = csv.split('\r\n');

  it('writes one table per type in the order of the types, rows in schedule order', () => {
    expect(lines[0]).toBe('"Air-handling unit schedule"');
    expect(lines[2]?.startsWith('"AHU-2","East, level 2",')).toBe(true);
    expect(lines[3]?.startsWith('"AHU-1",')).toBe(true);
    expect(lines[4]).toBe('');
    expect(lines[5]).toBe('"Pump schedule"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('heads each table with its labels and units', () => {
    expect(lines[1]?.split(',').slice(0, 5)).toEqual([
      '"Tag"',
      '"Serving area"',
      '"Cooling capacity (Btu/h)"',
      '"Heating capacity (Btu/h)"',
      '"Airflow (cfm)"',
    ]);
    expect(lines[6]).toContain('"Water flow (gpm)","Pump head (ft of water)","Motor rating (hp)"');
    expect(lines[6]).toContain('"Electrical input (kW)"');
    expect(lines[6]).toContain('"Operating weight (lb)"');
  });

  it('writes numbers plainly, without float noise, and guards formulas', () => {
    expect(lines[3]).toContain('"0.3"');
    expect(lines[2]).toContain('"4000"');
    expect(lines[7]).toContain('"100","45.5"');
    expect(lines[7]?.endsWith(`"'=cmd()"`)).toBe(true);
  });

  it('rounds each column to the decimals it is given, as the schedule shows it', () => {
    // 45.5 ft at 0 decimals → 46 (round half away from zero by toFixed); the flow keeps 100.
    const shown = scheduleToCsv(input, {
      decimals: (column) => (column === 'pumpHead' ? 0 : undefined),
    }).split('\r\n');
    expect(shown[7]).toContain('"100","46"');
    // A converted value: 4000 cfm → 1887.79 L/s, to 1 decimal → 1887.8.
    const converted = convertEquipmentScheduleInput(input, 'Metric');
    const metric = EquipmentScheduleInputSchema.parse(converted);
    const metricLines = scheduleToCsv(metric, { decimals: () => 1 }).split('\r\n');
    expect(metricLines[2]).toContain('"1887.8"');
  });

  it('uses the schedule unit system in the headers', () => {
    const metric = scheduleToCsv({ ...input, unitSystem: 'Metric' });
    expect(metric).toContain('"Airflow (L/s)"');
    expect(metric).toContain('"Operating weight (kg)"');
  });

  it('is empty for a schedule without rows', () => {
    expect(scheduleToCsv({ calculationName: '', unitSystem: 'Imperial', rows: [] })).toBe('');
  });
});
