import { describe, expect, it, test } from 'vitest';
import { calculatePipe } from './calculate-pipe.js';
import { convertFlowFromLoadDraft, convertPipeInput } from './convert-input.js';
import { defaultPipeInput } from './default-input.js';
import type { PipeInput } from './schema.js';

const imperial: PipeInput = {
  ...defaultPipeInput('Imperial'),
  maxVelocity: 5,
  fittings: [
    { id: 'a', type: 'elbow90Standard', quantity: 4 },
    { id: 'b', type: 'yStrainer', quantity: 1, customK: 2.5 },
    { id: 'c', type: 'custom', quantity: 2, customEquivalentLength: 10 },
  ],
  equipment: [{ name: 'Coil', pressureDrop: 10 }],
};

describe('convertPipeInput', () => {
  // Conversions: NIST SP 811 (2008), appendix B (1 gal = 3.785411784 L, 1 ft = 0.3048 m);
  // conventional foot of water 1000 kg/m³ × 9.80665 m/s² × 0.3048 m = 2989.067 Pa.
  test.each<[string, (input: PipeInput) => unknown, number, number]>([
    ['flowRate 12 gpm → 0.757082 L/s', (i) => i.flowRate, 0.7570824, 6],
    ['pipeLength 100 ft → 30.48 m', (i) => i.pipeLength, 30.48, 10],
    ['frictionRate 4 ft/100 ft → 392.27 Pa/m', (i) => i.frictionRate, 392.266, 3],
    ['fluidTemperature 60 °F → 15.556 °C', (i) => i.fluidTemperature, 15.5555556, 6],
    ['maxVelocity 5 ft/s → 1.524 m/s', (i) => i.maxVelocity, 1.524, 10],
    ['equivalent length 10 ft → 3.048 m', (i) => i.fittings[2]?.customEquivalentLength, 3.048, 10],
    ['equipment 10 ft of water → 29.89 kPa', (i) => i.equipment[0]?.pressureDrop, 29.89067, 4],
    ['customK 2.5 is kept', (i) => i.fittings[1]?.customK, 2.5, 12],
    ['quantity 4 is kept', (i) => i.fittings[0]?.quantity, 4, 12],
  ])('%s', (_name, read, expected, digits) => {
    expect(read(convertPipeInput(imperial, 'Metric'))).toBeCloseTo(expected, digits);
  });

  it('round-trips Imperial → Metric → Imperial and Metric → Imperial → Metric', () => {
    for (const start of [imperial, convertPipeInput(imperial, 'Metric')]) {
      const other = start.unitSystem === 'Imperial' ? 'Metric' : 'Imperial';
      const back = convertPipeInput(convertPipeInput(start, other), start.unitSystem);
      expect(back.unitSystem).toBe(start.unitSystem);
      for (const key of ['flowRate', 'pipeLength', 'frictionRate', 'fluidTemperature'] as const) {
        expect(back[key]).toBeCloseTo(start[key], 9);
      }
      expect(back.fittings[2]?.customEquivalentLength).toBeCloseTo(
        start.fittings[2]?.customEquivalentLength ?? Number.NaN,
        9,
      );
      expect(back.equipment[0]?.pressureDrop).toBeCloseTo(
        start.equipment[0]?.pressureDrop ?? Number.NaN,
        9,
      );
    }
  });

  it('gives the same size and head loss after conversion', () => {
    const a = calculatePipe(imperial);
    const b = calculatePipe(convertPipeInput(imperial, 'Metric'));
    expect(b.nominalSize).toBe(a.nominalSize);
    expect(b.totalHeadLoss).toBeCloseTo((a.totalHeadLoss * 2989.067) / 1000, 4);
  });

  it('leaves the input alone and returns an equal copy when the system does not change', () => {
    const snapshot: unknown = JSON.parse(JSON.stringify(imperial));
    convertPipeInput(imperial, 'Metric');
    expect(imperial).toEqual(snapshot);
    const same = convertPipeInput(imperial, 'Imperial');
    expect(same).toEqual(imperial);
    expect(same).not.toBe(imperial);
  });

  it('keeps a draft’s shape: strings stay strings, blanks and garbage stay as they are', () => {
    const converted = convertPipeInput(
      {
        unitSystem: 'Imperial',
        flowRate: ' 12 ',
        pipeLength: '',
        frictionRate: 'abc',
        fittings: [{ id: 'x', type: 'custom', customEquivalentLength: '' }],
      } as never,
      'Metric',
    ) as Record<string, unknown>;
    expect(typeof converted.flowRate).toBe('string');
    expect(Number(converted.flowRate)).toBeCloseTo(0.7570824, 6);
    expect(converted.pipeLength).toBe('');
    expect(converted.frictionRate).toBe('abc');
    expect(converted.fittings).toEqual([{ id: 'x', type: 'custom', customEquivalentLength: '' }]);
    expect('maxVelocity' in converted).toBe(false);
  });

  it('treats a draft without unitSystem as Imperial', () => {
    expect(convertPipeInput({ fluidTemperature: 212 }, 'Metric').fluidTemperature).toBeCloseTo(
      100,
      12,
    );
  });
});

describe('convertFlowFromLoadDraft', () => {
  it('converts 120,000 Btu/h and 20 °F to 35,168.5 W and 11.11 K, and back', () => {
    // 1 Btu/h = 0.29307107 W (NIST SP 811, B.9, IT Btu); 1 °F difference = 5/9 K.
    const metric = convertFlowFromLoadDraft({ load: 120_000, deltaT: 20 }, 'Imperial', 'Metric');
    expect(metric.load).toBeCloseTo(35_168.53, 1);
    expect(metric.deltaT).toBeCloseTo(100 / 9, 10);
    const back = convertFlowFromLoadDraft(metric, 'Metric', 'Imperial');
    expect(back.load).toBeCloseTo(120_000, 6);
    expect(back.deltaT).toBeCloseTo(20, 10);
  });

  it('leaves blanks blank', () => {
    expect(convertFlowFromLoadDraft({ load: '', deltaT: undefined }, 'Imperial', 'Metric')).toEqual(
      { load: '', deltaT: undefined },
    );
  });
});
