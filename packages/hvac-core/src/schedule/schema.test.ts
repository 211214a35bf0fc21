import { describe, expect, it } from 'vitest';
import { EquipmentScheduleInputSchema } from './schema.js';
import { withSourceKinds } from './source-link.js';
import type { EquipmentScheduleInputDraft } from './schema.js';

function messages(draft: unknown): string[] {
  const parsed = EquipmentScheduleInputSchema.safeParse(draft);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

function issuePaths(draft: unknown): (string | number)[][] {
  const parsed = EquipmentScheduleInputSchema.safeParse(draft);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => issue.path as (string | number)[]);
}

const ahu = {
  id: 'r1',
  type: 'airHandlingUnit',
  tag: 'AHU-1',
  servingArea: ' Level 2 offices ',
  coolingCapacity: 120_000,
  airflow: 4000,
  externalStaticPressure: 1.5,
  voltage: 460,
  phase: 3,
  frequency: 60,
  fullLoadAmps: 7.6,
} as const;

const schedule = (rows: unknown[], unitSystem = 'Imperial'): EquipmentScheduleInputDraft =>
  ({ calculationName: 'Level 2', unitSystem, rows }) as EquipmentScheduleInputDraft;

describe('EquipmentScheduleInputSchema', () => {
  it('parses a valid schedule, trimming text and filling defaults', () => {
    const parsed = EquipmentScheduleInputSchema.parse(schedule([ahu]));
    expect(parsed.rows[0]).toMatchObject({
      tag: 'AHU-1',
      servingArea: 'Level 2 offices',
      airflow: 4000,
    });
    expect(EquipmentScheduleInputSchema.parse({})).toEqual({
      calculationName: '',
      unitSystem: 'Imperial',
      rows: [],
    });
  });

  it('reads numeric strings and takes blanks as not given', () => {
    const parsed = EquipmentScheduleInputSchema.parse(
      schedule([{ ...ahu, airflow: ' 4000 ', heatingCapacity: '', weight: null, notes: '  ' }]),
    );
    expect(parsed.rows[0]?.airflow).toBe(4000);
    expect(parsed.rows[0]?.heatingCapacity).toBeUndefined();
    expect(parsed.rows[0]?.weight).toBeUndefined();
    expect(parsed.rows[0]?.notes).toBeUndefined();
  });

  it('names the row by its tag and the column by its label, with the range in the units', () => {
    expect(messages(schedule([{ ...ahu, airflow: 0 }]))).toEqual([
      'AHU-1: Airflow must be greater than 0 and at most 1,000,000 cfm.',
    ]);
    expect(messages(schedule([{ ...ahu, externalStaticPressure: 25 }]))).toEqual([
      'AHU-1: External static pressure must be between 0 and 20 in. wg.',
    ]);
    // 20 in. wg × 249.08891 Pa/in. wg = 4981.78 Pa (NIST SP 811 B.8, conventional inch of water).
    expect(
      messages(schedule([{ ...ahu, airflow: 2000, externalStaticPressure: 5000 }], 'Metric')),
    ).toEqual(['AHU-1: External static pressure must be between 0 and 4,982 Pa.']);
    expect(issuePaths(schedule([{ ...ahu, airflow: -1 }]))).toEqual([['rows', 0, 'airflow']]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 'abc', true])(
    'rejects %s as a number',
    (value) => {
      expect(messages(schedule([{ ...ahu, coolingCapacity: value }]))).toEqual([
        'AHU-1: Cooling capacity must be a number.',
      ]);
      // also when another field fails to parse, so that a form shows every message at once
      expect(messages(schedule([{ ...ahu, coolingCapacity: value, model: 42 }]))).toEqual([
        'Model must be text.',
        'AHU-1: Cooling capacity must be a number.',
      ]);
    },
  );

  it('allows phase 1 or 3 and 50 or 60 Hz only', () => {
    expect(messages(schedule([{ ...ahu, phase: 2, frequency: 55 }]))).toEqual([
      'AHU-1: Phase must be 1 or 3 ph.',
      'AHU-1: Frequency must be 50 or 60 Hz.',
    ]);
  });

  it('requires tags unique within the schedule, ignoring case', () => {
    const rows = [ahu, { ...ahu, id: 'r2', tag: 'ahu-1' }];
    expect(messages(schedule(rows))).toEqual([
      'ahu-1: Tag is also used by row 1: tags must be unique within the schedule (ignoring case).',
    ]);
    expect(issuePaths(schedule(rows))).toEqual([['rows', 1, 'tag']]);
  });

  it('requires the tag to follow the type pattern, except for custom equipment', () => {
    expect(messages(schedule([{ ...ahu, tag: 'FCU-1' }]))).toEqual([
      'FCU-1: Tag must follow the air-handling unit pattern (AHU-1, AHU-2, …).',
    ]);
    expect(
      messages(schedule([{ id: 'c', type: 'custom', tag: 'Kitchen hood 1', airflow: 900 }])),
    ).toEqual([]);
    expect(messages(schedule([{ id: 'f', type: 'fan', tag: 'X-1' }]))).toEqual([
      'X-1: Tag must follow the fan pattern (EF-1, SF-1, RF-1, TF-1, F-1, …).',
    ]);
  });

  it('names a row without a tag by its position', () => {
    expect(messages(schedule([ahu, { id: 'r2', type: 'pump', tag: ' ' }]))).toEqual([
      'Row 2: Tag is required (for example P-1).',
    ]);
  });

  it('refuses a value in a column the type does not have', () => {
    expect(messages(schedule([{ ...ahu, pumpHead: 40, refrigerant: 'R-410A' }]))).toEqual([
      'AHU-1: Refrigerant is not a column of the air-handling unit schedule.',
      'AHU-1: Pump head is not a column of the air-handling unit schedule.',
    ]);
  });

  it('bounds text lengths and wants text', () => {
    expect(issuePaths(schedule([{ ...ahu, model: 42 }]))).toEqual([['rows', 0, 'model']]);
    expect(messages(schedule([{ ...ahu, model: 42 }]))).toEqual(['Model must be text.']);
    expect(messages(schedule([{ ...ahu, notes: 'x'.repeat(501) }]))).toEqual([
      'AHU-1: Notes must be at most 500 characters.',
    ]);
    expect(messages({ calculationName: 'x'.repeat(121) })).toEqual([
      'Schedule name must be at most 120 characters.',
    ]);
  });

  it('requires MOCP at least MCA (NEC 440.4(B) nameplate values)', () => {
    const rtu = {
      id: 'r',
      type: 'rooftopUnit',
      tag: 'RTU-1',
      minimumCircuitAmpacity: 30,
      maximumOvercurrentProtection: 25,
    };
    expect(messages(schedule([rtu]))).toEqual([
      'RTU-1: Maximum overcurrent protection (MOCP) must be at least the minimum circuit ampacity, 30 A.',
    ]);
    expect(messages(schedule([{ ...rtu, maximumOvercurrentProtection: 45 }]))).toEqual([]);
  });

  it('checks the source link (an app-made link, so its messages name the link, not the row)', () => {
    const source = { kind: 'heat-load', fileId: 'abc', projectId: 'p1' };
    expect(
      EquipmentScheduleInputSchema.parse(schedule([{ ...ahu, source }])).rows[0]?.source,
    ).toEqual(source);
    expect(messages(schedule([{ ...ahu, source: { kind: 'boq', fileId: 'abc' } }]))).toEqual([
      'Source kind must be one of heat-load, pump, ventilation, duct, building-load, duct-system, hydronic-system.',
    ]);
    expect(messages(schedule([{ ...ahu, source: { kind: 'duct', fileId: '' } }]))).toEqual([
      'Source file id is required.',
    ]);
    expect(
      messages(schedule([{ ...ahu, source: { kind: 'duct', fileId: 'f'.repeat(1501) } }])),
    ).toEqual(['Source file id must be at most 1500 characters.']);
  });

  it('reads a link saved before 0.3 ({ collection }) once the caller names its kind', () => {
    const stored = (name: string) => (name === 'ductCalculations' ? 'duct' : undefined);
    const legacy = schedule([
      { ...ahu, source: { collection: 'ductCalculations', fileId: 'd1', projectId: 'p2' } },
    ]);
    const upgraded = withSourceKinds(legacy, stored);
    expect(EquipmentScheduleInputSchema.parse(upgraded).rows[0]?.source).toEqual({
      kind: 'duct',
      fileId: 'd1',
      projectId: 'p2',
    });
    // Nothing to upgrade: the same object; an unknown stored name is left for the schema to report.
    const current = schedule([{ ...ahu, source: { kind: 'duct', fileId: 'd1' } }]);
    expect(withSourceKinds(current, stored)).toBe(current);
    const unknown = schedule([{ ...ahu, source: { collection: 'boqs', fileId: 'b1' } }]);
    expect(withSourceKinds(unknown, stored)).toBe(unknown);
    expect(messages(unknown)).toEqual([
      'Source kind must be one of heat-load, pump, ventilation, duct, building-load, duct-system, hydronic-system.',
    ]);
  });

  it('requires unique row ids and bounds the number of rows', () => {
    expect(messages(schedule([ahu, { ...ahu, tag: 'AHU-2' }]))).toEqual([
      'AHU-2: Row id is also used by row 1: row ids must be unique.',
    ]);
    const many = Array.from({ length: 501 }, (_, index) => ({
      id: `r${index}`,
      type: 'fan',
      tag: `EF-${index + 1}`,
    }));
    expect(messages(schedule(many))).toContain('A schedule may hold at most 500 rows.');
  });

  it('accepts the top of each range in Metric after converting it from Imperial', () => {
    // 1,000,000 cfm = 471,947.4 L/s exactly converted: still valid (checked in SI).
    expect(messages(schedule([{ ...ahu, airflow: 471_947.443_2 }], 'Metric'))).toEqual([]);
  });
});
