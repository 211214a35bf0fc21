import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_TYPES,
  EQUIPMENT_TYPE_INFO,
  SCHEDULE_COLUMNS,
  defaultTagPrefix,
  equipmentHasColumn,
} from './equipment-types.js';

describe('EQUIPMENT_TYPE_INFO', () => {
  it('describes every type, in the order of EQUIPMENT_TYPES', () => {
    expect(Object.keys(EQUIPMENT_TYPE_INFO)).toEqual([...EQUIPMENT_TYPES]);
    for (const type of EQUIPMENT_TYPES) expect(EQUIPMENT_TYPE_INFO[type].type).toBe(type);
  });

  it('gives each type its columns in schedule order, starting with the tag, without repeats', () => {
    for (const type of EQUIPMENT_TYPES) {
      const { columns } = EQUIPMENT_TYPE_INFO[type];
      expect(columns[0]).toBe('tag');
      expect(new Set(columns).size).toBe(columns.length);
      const positions = columns.map((column) => SCHEDULE_COLUMNS.indexOf(column));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('uses the usual US drawing prefixes', () => {
    expect(defaultTagPrefix('airHandlingUnit')).toBe('AHU');
    expect(defaultTagPrefix('fanCoilUnit')).toBe('FCU');
    expect(defaultTagPrefix('rooftopUnit')).toBe('RTU');
    expect(defaultTagPrefix('splitOutdoorUnit')).toBe('CU');
    expect(defaultTagPrefix('chiller')).toBe('CH');
    expect(defaultTagPrefix('pump')).toBe('P');
    expect(defaultTagPrefix('fan')).toBe('EF');
    expect(defaultTagPrefix('coolingTower')).toBe('CT');
    expect(defaultTagPrefix('energyRecoveryVentilator')).toBe('ERV');
    expect(defaultTagPrefix('unitHeater')).toBe('UH');
    expect(defaultTagPrefix('custom')).toBe('EQ');
  });

  it('gives every type but custom upper-case prefixes, and custom every column', () => {
    for (const type of EQUIPMENT_TYPES.filter((t) => t !== 'custom')) {
      expect(EQUIPMENT_TYPE_INFO[type].tagPrefixes.length).toBeGreaterThan(0);
      for (const prefix of EQUIPMENT_TYPE_INFO[type].tagPrefixes)
        expect(prefix).toMatch(/^[A-Z]+(-[A-Z]+)*$/);
    }
    expect(EQUIPMENT_TYPE_INFO.custom.tagPrefixes).toEqual([]);
    expect(EQUIPMENT_TYPE_INFO.custom.columns).toEqual([...SCHEDULE_COLUMNS]);
  });

  it('gives each type either FLA or both MCA and MOCP (NEC arts. 430 and 440)', () => {
    for (const type of EQUIPMENT_TYPES.filter((t) => t !== 'custom')) {
      const fla = equipmentHasColumn(type, 'fullLoadAmps');
      const mca = equipmentHasColumn(type, 'minimumCircuitAmpacity');
      const mocp = equipmentHasColumn(type, 'maximumOvercurrentProtection');
      expect(mca).toBe(mocp);
      expect(fla).not.toBe(mca);
      for (const column of ['voltage', 'phase', 'frequency', 'electricalPower'] as const)
        expect(equipmentHasColumn(type, column)).toBe(true);
    }
  });

  it('gives pumps flow, head and motor, and no airflow', () => {
    expect(EQUIPMENT_TYPE_INFO.pump.columns).toEqual(
      expect.arrayContaining(['waterFlow', 'pumpHead', 'motorPower']),
    );
    expect(equipmentHasColumn('pump', 'airflow')).toBe(false);
  });
});
