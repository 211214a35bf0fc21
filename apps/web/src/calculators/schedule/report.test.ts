import { EquipmentScheduleInputSchema, summarizeEquipmentSchedule } from '@org/hvac-core/schedule';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../../report/report-document';
import { scheduleReport } from './report';
import { scheduleDefinition } from './definition';

const input = EquipmentScheduleInputSchema.parse({
  calculationName: 'Plant',
  unitSystem: 'Imperial',
  rows: [
    {
      id: 'a',
      type: 'airHandlingUnit',
      tag: 'AHU-1',
      servingArea: 'Open-plan office',
      coolingCapacity: 45926,
      source: { kind: 'heat-load', fileId: 'hl' },
    },
    { id: 'b', type: 'pump', tag: 'P-1', waterFlow: 100, pumpHead: 52, electricalPower: 1.56 },
    { id: 'c', type: 'pump', tag: 'P-2', waterFlow: 150.25, notes: 'Standby' },
  ],
});

describe('scheduleReport', () => {
  const report = scheduleReport(input, summarizeEquipmentSchedule(input));

  it('prints the schedules first in the PDF, before the summary of inputs and results', () => {
    const document = buildReportDocument(
      { ...report, heading: 'Equipment schedule', method: scheduleDefinition.method },
      {
        companyName: '',
        companyLocation: '',
        logo: null,
        projectName: null,
        fileName: null,
        date: new Date('2026-11-22T10:00:00Z'),
        hvacCoreVersion: '1.0.0',
      },
    );
    const headings = JSON.stringify(document.content).match(/"text":"[^"]*","style":"heading"/g);
    expect(headings?.slice(0, 3)).toEqual([
      '"text":"Equipment schedules","style":"heading"',
      '"text":"Inputs","style":"heading"',
      '"text":"Results","style":"heading"',
    ]);
  });

  it('is landscape with one table per type in the drawings’ order', () => {
    expect(report.pageOrientation).toBe('landscape');
    expect(report.tables?.map((table) => table.title)).toEqual([
      'Air-handling unit schedule',
      'Pump schedule',
    ]);
  });

  it('gives each table the columns with a value, units in the headers, and the source', () => {
    const [ahu, pumps] = report.tables ?? [];
    expect(ahu?.columns.map((column) => column.header)).toEqual([
      'Tag',
      'Serving area',
      'Cooling capacity (Btu/h)',
      'Source',
    ]);
    expect(ahu?.rows).toEqual([['AHU-1', 'Open-plan office', '45,926', 'Heat load']]);
    expect(pumps?.columns.map((column) => column.header)).toEqual([
      'Tag',
      'Water flow (gpm)',
      'Pump head (ft of water)',
      'Electrical input (kW)',
      'Notes',
    ]);
    expect(pumps?.rows).toEqual([
      ['P-1', '100', '52', '1.56', ''],
      ['P-2', '150.25', '', '', 'Standby'],
    ]);
  });

  it('counts the equipment, sums the connected load and warns of rows without it', () => {
    const rows = report.results[0]?.rows ?? [];
    expect(rows).toContainEqual({ label: 'Pump', value: '2', unit: 'no.' });
    expect(rows).toContainEqual({
      label: 'Connected electrical load',
      value: '1.56',
      unit: 'kW',
      emphasis: true,
    });
    expect(report.warnings).toEqual([
      '2 of 3 rows give no electrical input: the connected load leaves them out.',
    ]);
    expect(scheduleDefinition.method.length).toBeGreaterThan(0);
  });
});
