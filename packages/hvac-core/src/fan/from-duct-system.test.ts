import { describe, expect, it } from 'vitest';
import { equalFrictionSchedule } from '../duct/equal-friction.js';
import { convertValue } from '../units/index.js';
import { calculateFan } from './calculate-fan.js';
import { fanInputFromDuctSchedule } from './from-duct-system.js';
import { FanInputSchema } from './schema.js';

const sections = [
  { id: 'main', airflow: 3000, ductLength: 60 },
  { id: 'east', parentId: 'main', airflow: 1800, ductLength: 40 },
  { id: 'west', parentId: 'main', airflow: 1200, ductLength: 70 },
];

describe('fanInputFromDuctSchedule', () => {
  it('takes the first section’s airflow and the critical path’s loss plus the components', () => {
    const schedule = equalFrictionSchedule({ targetFriction: 0.1, sections });
    const input = fanInputFromDuctSchedule(schedule, { componentPressureLoss: 0.5 });
    expect(input.airflow).toBeCloseTo(3000, 6);
    expect(input.fanStaticPressure).toBeCloseTo(schedule.criticalPathPressureLoss + 0.5, 12);
    expect(input.outletArea).toBeUndefined();
    expect(FanInputSchema.parse(input)).toEqual(input);
    const fan = calculateFan(input);
    // bhp = cfm × in. wg / (6343 η) with η = 65 %.
    expect(fan.shaftPower).toBeCloseTo((3000 * input.fanStaticPressure) / (6343.3 * 0.65), 2);
    expect(fan.suggestedMotor).not.toBeNull();
  });

  it('adds the Manual D worksheet’s component losses by default', () => {
    const schedule = equalFrictionSchedule({
      frictionRateDesign: {
        externalStaticPressure: 0.7,
        componentLosses: [
          { name: 'Coil', pressureDrop: 0.23 },
          { name: 'Filter', pressureDrop: 0.18 },
        ],
        supplyLength: 150,
        returnLength: 50,
      },
      sections,
    });
    const input = fanInputFromDuctSchedule(schedule);
    expect(input.fanStaticPressure).toBeCloseTo(schedule.criticalPathPressureLoss + 0.41, 9);
  });

  it('gives the same duty in Metric', () => {
    const imperial = fanInputFromDuctSchedule(
      equalFrictionSchedule({ targetFriction: 0.1, sections }),
    );
    const metricSchedule = equalFrictionSchedule({
      unitSystem: 'Metric',
      targetFriction: convertValue(0.1, 'ductFrictionRate', 'Imperial', 'Metric'),
      sections: sections.map((s) => ({
        ...s,
        airflow: convertValue(s.airflow, 'airflow', 'Imperial', 'Metric'),
        ductLength: convertValue(s.ductLength, 'length', 'Imperial', 'Metric'),
      })),
    });
    const metric = fanInputFromDuctSchedule(metricSchedule);
    expect(metric.airflow).toBeCloseTo(
      convertValue(imperial.airflow, 'airflow', 'Imperial', 'Metric'),
      3,
    );
    // Standard sizes differ between the systems, so the losses agree only roughly.
    expect(metric.fanStaticPressure).toBeGreaterThan(0);
  });
});
