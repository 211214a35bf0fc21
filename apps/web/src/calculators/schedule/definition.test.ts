import { describe, expect, it } from 'vitest';
import { calculatorBySegment } from '../catalog';
import { readFileData, toFileData } from '../../calculator-kit/stored-file';
import { scheduleDefinition } from './definition';
import { parseDraft } from '../../calculator-kit/parse-with-schema';

const DRAFT = {
  calculationName: ' Plant schedule ',
  unitSystem: 'Imperial',
  rows: [
    {
      id: 'row-1',
      type: 'pump',
      tag: 'P-1',
      servingArea: 'Chilled water',
      waterFlow: '100',
      pumpHead: 52,
      electricalPower: 1.56,
      manufacturer: '',
      source: { kind: 'pump', fileId: 'pump-file' },
    },
    { id: 'row-2', type: 'fan', tag: 'EF-1', airflow: 240, electricalPower: '0.25' },
  ],
};

describe('scheduleDefinition', () => {
  it('is in the catalog at /calculators/schedules', () => {
    expect(calculatorBySegment('schedules')?.collection).toBe('equipmentSchedules');
  });

  it('saves the parsed schedule without blanks, and reopens it with the same numbers', () => {
    const parsed = parseDraft(scheduleDefinition, DRAFT);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const summary = scheduleDefinition.calculate(parsed.input);
    // 1.56 + 0.25 = 1.81 kW connected.
    expect(scheduleDefinition.snapshot(summary)).toEqual({
      rowCount: 2,
      connectedElectricalPower: 1.81,
    });
    const data = toFileData(
      scheduleDefinition,
      parsed.input as never,
      scheduleDefinition.snapshot(summary),
    );
    expect(data['calculationName']).toBe('Plant schedule');
    expect(data['rows']).toEqual([
      {
        id: 'row-1',
        type: 'pump',
        tag: 'P-1',
        servingArea: 'Chilled water',
        waterFlow: 100,
        pumpHead: 52,
        electricalPower: 1.56,
        source: { kind: 'pump', fileId: 'pump-file' },
      },
      { id: 'row-2', type: 'fan', tag: 'EF-1', airflow: 240, electricalPower: 0.25 },
    ]);
    const reopened = readFileData(scheduleDefinition, JSON.parse(JSON.stringify(data)));
    expect(reopened.status).toBe('ok');
    if (reopened.status === 'ok') expect(reopened.snapshot).toEqual(data['results']);
  });

  it('opens a schedule saved before the links were opaque ({ collection }) with the same rows', () => {
    // The data of a schedule saved by the app before hvac-core 0.3: links named the collection.
    const saved = {
      calculationName: 'Plant schedule',
      unitSystem: 'Imperial',
      rows: [
        {
          id: 'row-1',
          type: 'pump',
          tag: 'P-1',
          waterFlow: 100,
          source: { collection: 'pumpHeadCalculations', fileId: 'pump-file' },
        },
        {
          id: 'row-2',
          type: 'fanCoilUnit',
          tag: 'FCU-1',
          coolingCapacity: 12000,
          source: { collection: 'calculations', fileId: 'hl', projectId: 'p2' },
        },
        {
          id: 'row-3',
          type: 'fan',
          tag: 'EF-1',
          airflow: 240,
          source: { collection: 'ventilationCalculations', fileId: 'v' },
        },
        {
          id: 'row-4',
          type: 'airHandlingUnit',
          tag: 'AHU-1',
          airflow: 1000,
          source: { collection: 'ductCalculations', fileId: 'd' },
        },
      ],
      results: { rowCount: 4, connectedElectricalPower: 0 },
      hvacCoreVersion: '0.2.0',
    };
    const opened = readFileData(scheduleDefinition, saved);
    expect(opened.status).toBe('ok');
    if (opened.status !== 'ok') return;
    expect((opened.draft['rows'] as { source?: unknown }[]).map((row) => row.source)).toEqual([
      { kind: 'pump', fileId: 'pump-file' },
      { kind: 'heat-load', fileId: 'hl', projectId: 'p2' },
      { kind: 'ventilation', fileId: 'v' },
      { kind: 'duct', fileId: 'd' },
    ]);
    expect(opened.snapshot).toEqual(saved.results);
  });

  it('opens a file that fails the schema as damaged, naming the problem', () => {
    const opened = readFileData(scheduleDefinition, {
      rows: [{ tag: 'AHU-1', type: 'airHandlingUnit' }],
    });
    expect(opened.status).toBe('damaged');
    if (opened.status === 'damaged')
      expect(opened.issues).toContainEqual({ field: 'rows', message: 'Row id must be text.' });
  });

  it('converts every number on a unit switch and names the file after the schedule', () => {
    const metric = scheduleDefinition.convert(DRAFT as never, 'Metric');
    // 240 cfm × 0.471947 = 113.27 L/s.
    expect(metric.rows?.[1]?.airflow).toBeCloseTo(113.267, 3);
    expect(scheduleDefinition.suggestFileName(DRAFT as never)).toBe('Plant schedule');
    expect(scheduleDefinition.suggestFileName({})).toBe('Equipment schedule');
    expect(
      scheduleDefinition.describeSnapshotKey('connectedElectricalPower', {
        unitSystem: 'Metric',
      } as never),
    ).toEqual({
      label: 'Connected electrical load',
      unit: 'kW',
    });
  });
});
