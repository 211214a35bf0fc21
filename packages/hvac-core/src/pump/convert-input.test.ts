import { describe, expect, it } from 'vitest';
import { calculatePumpHead } from './calculate-pump-head.js';
import { convertPumpHeadInput } from './convert-input.js';
import type { PumpHeadFormDraft } from './convert-input.js';
import {
  defaultPumpCurveInput,
  defaultPumpHeadInput,
  defaultSuctionInput,
} from './default-input.js';
import type { PumpHeadInput } from './schema.js';

const full: PumpHeadInput = {
  ...defaultPumpHeadInput('Imperial'),
  systemType: 'open',
  staticLift: 25,
  sections: [
    ...defaultPumpHeadInput('Imperial').sections,
    {
      name: 'Branch',
      pipeMaterial: 'copperTypeL',
      nominalSize: '2',
      length: 80,
      flowRate: 40,
      fittings: [
        { id: 'strainer', type: 'yStrainer', quantity: 1, customEquivalentLength: 12 },
        { id: 'custom', type: 'custom', quantity: 2, customK: 1.5 },
      ],
    },
  ],
  suction: { ...defaultSuctionInput('Imperial'), referencePressure: 14.696 },
  pumpCurve: { ...defaultPumpCurveInput('Imperial'), speedPercent: 90 },
};

describe('convertPumpHeadInput', () => {
  it('converts entered values exactly (NIST SP 811 factors): 100 gpm = 6.309 L/s, 300 ft = 91.44 m', () => {
    const metric = convertPumpHeadInput(full, 'Metric');
    expect(metric.unitSystem).toBe('Metric');
    expect(metric.flowRate).toBeCloseTo(6.30902, 5);
    expect(metric.fluidTemperature).toBeCloseTo((45 - 32) / 1.8, 12);
    expect(metric.staticLift).toBeCloseTo(7.62, 12);
    expect(metric.sections[0]!.length).toBeCloseTo(91.44, 12);
    expect(metric.sections[1]!.flowRate).toBeCloseTo(2.52361, 5);
    expect(metric.sections[1]!.fittings[0]!.customEquivalentLength).toBeCloseTo(3.6576, 12);
    // A coefficient K and a count are the same in both systems.
    expect(metric.sections[1]!.fittings[1]).toMatchObject({ customK: 1.5, quantity: 2 });
    // 1 ft of water (conventional: 1000 kg/m³ × 9.80665 m/s² × 0.3048 m) = 2.98907 kPa;
    // 14.696 psia = 101.325 kPa.
    expect(metric.components[0]!.pressureDrop).toBeCloseTo(20 * 2.98907, 3);
    expect(metric.suction!.referencePressure).toBeCloseTo(101.325, 2);
    expect(metric.suction!.liquidLevelAboveImpeller).toBeCloseTo(1.524, 12);
    expect(metric.pumpCurve!.points[1]).toEqual({
      flowRate: expect.closeTo(3.15451, 5) as number,
      head: expect.closeTo(69 * 0.3048, 10) as number,
    });
    expect(metric.pumpCurve!.speedPercent).toBe(90);
    expect(metric.safetyMarginPercent).toBe(10);
    expect(metric.pumpEfficiencyPercent).toBe(70);
  });

  it('round-trips Imperial → Metric → Imperial to round-off', () => {
    const back = convertPumpHeadInput(convertPumpHeadInput(full, 'Metric'), 'Imperial');
    const close = (a: unknown, b: unknown, path: string): void => {
      if (typeof a === 'number' && typeof b === 'number') {
        expect(a, path).toBeCloseTo(b, 9);
      } else if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
        expect(Object.keys(a).sort(), path).toEqual(Object.keys(b).sort());
        for (const key of Object.keys(a))
          close(
            (a as Record<string, unknown>)[key],
            (b as Record<string, unknown>)[key],
            `${path}.${key}`,
          );
      } else {
        expect(a, path).toEqual(b);
      }
    };
    close(back, full, 'input');
  });

  it('gives the same heads, powers and operating point in both systems', () => {
    const imperial = calculatePumpHead(full);
    const metric = calculatePumpHead(convertPumpHeadInput(full, 'Metric'));
    expect(imperial.totalDynamicHeadKPa).toBeCloseTo(metric.totalDynamicHeadKPa, 8);
    expect(imperial.totalDynamicHead * 0.3048).toBeCloseTo(metric.totalDynamicHead, 8);
    expect(imperial.shaftPower * 0.7456998716).toBeCloseTo(metric.shaftPower, 8);
    expect(imperial.npsh!.available * 0.3048).toBeCloseTo(metric.npsh!.available, 8);
    expect(imperial.operatingPoint!.head * 0.3048).toBeCloseTo(metric.operatingPoint!.head, 6);
  });

  it('keeps blanks blank and absent fields absent in a form draft', () => {
    const draft: PumpHeadFormDraft = {
      unitSystem: 'Imperial',
      flowRate: undefined,
      sections: [{ name: 'A', length: undefined, fittings: [{ id: 'x', type: 'custom' }] }],
    };
    const metric = convertPumpHeadInput(draft, 'Metric');
    expect(metric).toEqual({
      unitSystem: 'Metric',
      flowRate: undefined,
      sections: [{ name: 'A', length: undefined, fittings: [{ id: 'x', type: 'custom' }] }],
    });
    expect('suction' in metric).toBe(false);
    expect('components' in metric).toBe(false);
  });

  it('only relabels when the unit system is unchanged, and treats a missing one as Imperial', () => {
    expect(convertPumpHeadInput(full, 'Imperial')).toEqual(full);
    expect(convertPumpHeadInput({ flowRate: 100 }, 'Metric').flowRate).toBeCloseTo(6.30902, 5);
  });
});
