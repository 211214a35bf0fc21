import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { convertValue } from '../units/quantities.js';
import { flowFromLoad } from './flow-from-load.js';

describe('flowFromLoad', () => {
  // The 500 rule, gpm = Btu/h / (500 Δt) (ASHRAE HVAC Systems and Equipment 2020, ch. 13).
  test.each([
    [120_000, 20, 12],
    [240_000, 10, 48],
    [1_000_000, 20, 100],
  ])('gives %d Btu/h at %d °F ΔT → %d gpm by the 500 rule', (load, deltaT, gpm) => {
    expect(flowFromLoad({ load, deltaT, temperature: 60 }).ruleOfThumbFlowRate).toBeCloseTo(
      gpm,
      12,
    );
  });

  it('agrees with the exact ρ·cp flow for water at 60 °F within 0.2 %', () => {
    const r = flowFromLoad({ load: 120_000, deltaT: 20, temperature: 60 });
    expect(Math.abs(r.flowRate / 12 - 1)).toBeLessThan(0.002);
    // 500 = 8.33 lb/gal × 60 min/h × 1.0 Btu/(lb·°F): water at 60 °F gives 500.4.
    expect(r.fluidFactor).toBeCloseTo(500, -1);
  });

  it('needs more flow for glycol than the water rule says (its ρ·cp is lower)', () => {
    const r = flowFromLoad({
      load: 120_000,
      deltaT: 10,
      temperature: 40,
      fluid: 'ethyleneGlycol',
      concentrationPercent: 30,
    });
    expect(r.flowRate).toBeGreaterThan(r.ruleOfThumbFlowRate);
    expect(r.fluidFactor).toBeLessThan(480);
    expect(r.fluidFactor).toBeGreaterThan(430);
    expect(r.differencePercent).toBeGreaterThan(4);
  });

  it('uses kW / (4.19 Δt) in Metric', () => {
    const r = flowFromLoad({ unitSystem: 'Metric', load: 41_900, deltaT: 5, temperature: 15 });
    expect(r.ruleOfThumbFlowRate).toBeCloseTo(2, 12);
    expect(r.units).toEqual({ flowRate: 'L/s', factor: 'kW/(L/s·K)' });
    expect(Math.abs(r.flowRate / 2 - 1)).toBeLessThan(0.005);
  });

  it('gives the same exact flow in Imperial and Metric', () => {
    const imperial = flowFromLoad({
      load: 500_000,
      deltaT: 12,
      temperature: 45,
      fluid: 'propyleneGlycol',
      concentrationPercent: 40,
    });
    const metric = flowFromLoad({
      unitSystem: 'Metric',
      load: convertValue(500_000, 'heatRate', 'Imperial', 'Metric'),
      deltaT: convertValue(12, 'temperatureDifference', 'Imperial', 'Metric'),
      temperature: convertValue(45, 'temperature', 'Imperial', 'Metric'),
      fluid: 'propyleneGlycol',
      concentrationPercent: 40,
    });
    expect(convertValue(imperial.flowRate, 'waterFlow', 'Imperial', 'Metric')).toBeCloseTo(
      metric.flowRate,
      10,
    );
  });

  it('rejects bad input with the field path', () => {
    const attempt = () => flowFromLoad({ load: -5, deltaT: 20, temperature: 60 });
    expect(attempt).toThrow(ZodError);
    try {
      attempt();
    } catch (error) {
      const issue = (error as ZodError).issues[0];
      expect(issue?.path).toEqual(['load']);
      expect(issue?.message).toBe('Load must be between 1 and 1,000,000,000 Btu/h, got -5.');
    }
    expect(() =>
      flowFromLoad({
        load: 1000,
        deltaT: 20,
        temperature: 0,
        fluid: 'ethyleneGlycol',
        concentrationPercent: 30,
      }),
    ).toThrow(/Temperature must be between 6.8 and 212 °F for ethylene glycol 30 %/);
  });
});
