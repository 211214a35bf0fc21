import { describe, expect, it } from 'vitest';
import {
  convertScheduleValue,
  scheduleUnitLabel,
  scheduleValueFromSi,
  scheduleValueToSi,
} from './column-units.js';

describe('schedule column units', () => {
  it('converts weight by the exact pound, 0.45359237 kg (NIST SP 811, B.8)', () => {
    expect(scheduleValueToSi(100, 'mass', 'Imperial')).toBeCloseTo(45.359237, 12);
    expect(convertScheduleValue(1000, 'mass', 'Imperial', 'Metric')).toBeCloseTo(453.59237, 9);
    expect(convertScheduleValue(453.59237, 'mass', 'Metric', 'Imperial')).toBeCloseTo(1000, 9);
  });

  it('keeps electrical data the same in both systems', () => {
    for (const unit of [
      'electricalKilowatts',
      'voltage',
      'current',
      'frequency',
      'phase',
    ] as const) {
      expect(convertScheduleValue(460, unit, 'Imperial', 'Metric')).toBe(460);
      expect(scheduleUnitLabel(unit, 'Imperial')).toBe(scheduleUnitLabel(unit, 'Metric'));
    }
    expect(scheduleUnitLabel('electricalKilowatts', 'Imperial')).toBe('kW');
  });

  it('delegates shared quantities to the units module (1000 cfm = 471.947 L/s)', () => {
    expect(convertScheduleValue(1000, 'airflow', 'Imperial', 'Metric')).toBeCloseTo(471.947, 3);
    expect(scheduleUnitLabel('waterFlow', 'Imperial')).toBe('gpm');
    expect(
      scheduleValueFromSi(scheduleValueToSi(12, 'pumpHead', 'Imperial'), 'pumpHead', 'Imperial'),
    ).toBeCloseTo(12, 12);
  });
});
