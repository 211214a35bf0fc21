import { describe, expect, it, test } from 'vitest';
import {
  FLUIDS,
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidTemperatureRangeC,
} from '../fluids/fluid-properties.js';
import { convertValue } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { calculatePipe } from './calculate-pipe.js';
import { PIPE_FITTINGS, PIPE_FITTING_TYPES } from './fittings.js';
import { PIPE_MATERIALS } from './materials.js';
import { FRICTION_METHODS } from './pipe-flow.js';
import { PIPE_INPUT_RANGES } from './schema.js';
import type { PipeInputDraft } from './schema.js';
import { fuzzer, nonFiniteNumbers, seededRandom } from '../_testing/fuzz.js';
import { zodIssues } from '../_testing/zod-issues.js';

const base = {
  calculationName: 'Main CHW',
  flowRate: 50,
  pipeMaterial: 'steelSchedule40',
  pipeLength: 200,
  frictionRate: 5,
  fluidTemperature: 60,
} satisfies PipeInputDraft;

describe('calculatePipe: sizing', () => {
  it('skips a size that meets the friction target but not the 4 ft/s limit for 2 in and below', () => {
    // 2 in Sch 40 at 50 gpm: 4.78 ft/s, 4.7 ft/100 ft (≤ 5 target, but above 4 ft/s).
    const r = calculatePipe(base);
    expect(r.nominalSize).toBe('2-1/2');
    expect(r.sizeFound).toBe(true);
    expect(r.selected.meetsFrictionRate && r.selected.meetsVelocityLimit).toBe(true);
    expect(r.nextSmaller?.nominalSize).toBe('2');
    expect(r.nextSmaller?.velocity).toBeCloseTo(4.78, 2);
    expect(r.nextSmaller?.meetsFrictionRate).toBe(true);
    expect(r.nextSmaller?.meetsVelocityLimit).toBe(false);
    expect(r.diameter).toBeCloseTo(2.469, 3);
    expect(r.velocity).toBeCloseTo(r.selected.velocity, 12);
    expect(r.selected.regime).toBe('turbulent');
    expect(r.warnings).toEqual([]);
  });

  it('takes the user’s maxVelocity instead of the recommended limits', () => {
    expect(calculatePipe({ ...base, maxVelocity: 5 }).nominalSize).toBe('2');
    expect(calculatePipe({ ...base, maxVelocity: 5 }).selected.velocityLimit).toBe(5);
  });

  it('picks the smallest size meeting both limits, for any target', () => {
    for (const frictionRate of [0.5, 1, 2, 4, 8, 16]) {
      const r = calculatePipe({ ...base, flowRate: 300, frictionRate });
      expect(r.selected.meetsFrictionRate && r.selected.meetsVelocityLimit).toBe(true);
      expect(
        r.nextSmaller === null ||
          !(r.nextSmaller.meetsFrictionRate && r.nextSmaller.meetsVelocityLimit),
      ).toBe(true);
      const index = r.candidates.findIndex((c) => c.nominalSize === r.nominalSize);
      expect(
        r.candidates.slice(0, index).every((c) => !(c.meetsFrictionRate && c.meetsVelocityLimit)),
      ).toBe(true);
    }
  });

  it('takes the largest size and warns when none fits', () => {
    const r = calculatePipe({ ...base, pipeMaterial: 'copperTypeL', flowRate: 5000 });
    expect(r.sizeFound).toBe(false);
    expect(r.nominalSize).toBe('8');
    expect(r.warnings.map((w) => w.code)).toContain('noSizeMeetsLimits');
  });

  it('reports the selected size in the user’s units with its label', () => {
    const r = calculatePipe({
      ...base,
      unitSystem: 'Metric',
      flowRate: 3.1545,
      pipeLength: 60,
      frictionRate: 400,
      fluidTemperature: 15.6,
    });
    expect(r.units).toMatchObject({
      flowRate: 'L/s',
      diameter: 'mm',
      velocity: 'm/s',
      frictionRate: 'Pa/m',
      headLoss: 'kPa',
    });
    expect(r.selected.label).toMatch(/^2-1\/2 in \(DN 65\)$/);
    expect(r.diameter).toBeCloseTo(2.469 * 25.4, 6);
  });
});

describe('calculatePipe: head loss', () => {
  const fittings = [
    { id: 'ell', type: 'elbow90Standard', quantity: 6 },
    { id: 'gate', type: 'gateValve', quantity: 2 },
    { id: 'strainer', type: 'yStrainer', customK: 2.5 },
    { id: 'run', type: 'teeThroughRun', customEquivalentLength: 5 },
  ] as const;
  const equipment = [
    { name: 'Coil', pressureDrop: 8 },
    { name: 'Chiller', pressureDrop: 15 },
  ];

  it('adds straight pipe, fittings (Σ K v²/2g) and equipment', () => {
    const r = calculatePipe({ ...base, fittings: [...fittings], equipment });
    expect(r.pipeHeadLoss).toBeCloseTo((r.selected.frictionRate * 200) / 100, 10);
    expect(r.equipmentHeadLoss).toBeCloseTo(23, 10);
    expect(r.fittingsHeadLoss).toBeCloseTo(
      r.fittings.reduce((sum, f) => sum + f.headLoss, 0),
      12,
    );
    expect(r.totalHeadLoss).toBeCloseTo(
      r.pipeHeadLoss + r.fittingsHeadLoss + r.equipmentHeadLoss,
      12,
    );
    // K v²/2g in ft of the flowing water, converted to conventional ft of water (ρ/1000).
    const velocityHeadFt = (r.velocity * r.velocity) / (2 * 32.174049);
    const elbows = r.fittings[0]!;
    expect(elbows.kEach).toBeCloseTo(30 * 0.018, 12);
    expect(elbows.headLoss).toBeCloseTo(
      6 * 0.54 * velocityHeadFt * (r.fluid.densityKgM3 / 1000),
      6,
    );
    expect(r.fittings[2]).toMatchObject({ basis: 'customK', kTotal: 2.5 });
    // An equivalent length of 5 ft loses what 5 ft of the pipe loses.
    expect(r.fittings[3]!.headLoss).toBeCloseTo((r.selected.frictionRate * 5) / 100, 10);
    expect(r.fittings[3]!.equivalentLength).toBeCloseTo(5, 10);
  });

  it('gives the same answer in Imperial and Metric', () => {
    const imperial = calculatePipe({
      ...base,
      fittings: [...fittings],
      equipment,
      fluid: 'ethyleneGlycol',
      concentrationPercent: 30,
      fluidTemperature: 44,
    });
    const metric = calculatePipe({
      ...base,
      unitSystem: 'Metric',
      flowRate: convertValue(50, 'waterFlow', 'Imperial', 'Metric'),
      pipeLength: convertValue(200, 'length', 'Imperial', 'Metric'),
      frictionRate: convertValue(5, 'pipeFrictionRate', 'Imperial', 'Metric'),
      fluid: 'ethyleneGlycol',
      concentrationPercent: 30,
      fluidTemperature: convertValue(44, 'temperature', 'Imperial', 'Metric'),
      fittings: fittings.map((f) =>
        'customEquivalentLength' in f
          ? {
              ...f,
              customEquivalentLength: convertValue(
                f.customEquivalentLength,
                'length',
                'Imperial',
                'Metric',
              ),
            }
          : f,
      ),
      equipment: equipment.map((e) => ({
        ...e,
        pressureDrop: convertValue(e.pressureDrop, 'pipeHeadLoss', 'Imperial', 'Metric'),
      })),
    });
    expect(metric.nominalSize).toBe(imperial.nominalSize);
    expect(convertValue(imperial.velocity, 'waterVelocity', 'Imperial', 'Metric')).toBeCloseTo(
      metric.velocity,
      9,
    );
    expect(
      convertValue(imperial.selected.frictionRate, 'pipeFrictionRate', 'Imperial', 'Metric'),
    ).toBeCloseTo(metric.selected.frictionRate, 6);
    expect(convertValue(imperial.totalHeadLoss, 'pipeHeadLoss', 'Imperial', 'Metric')).toBeCloseTo(
      metric.totalHeadLoss,
      8,
    );
    expect(imperial.selected.reynoldsNumber).toBeCloseTo(metric.selected.reynoldsNumber, 6);
  });
});

describe('calculatePipe: regimes and methods', () => {
  it('flags laminar flow of cold, strong propylene glycol', () => {
    const r = calculatePipe({
      ...base,
      pipeMaterial: 'copperTypeL',
      flowRate: 0.5,
      fluid: 'propyleneGlycol',
      concentrationPercent: 50,
      fluidTemperature: -20,
    });
    expect(r.selected.regime).toBe('laminar');
    expect(r.warnings.map((w) => w.code)).toContain('laminarFlow');
    expect(r.selected.frictionFactor).toBeCloseTo(64 / r.selected.reynoldsNumber, 12);
  });

  it('flags transitional flow', () => {
    const found = [2, 3, 4, 5, 6, 8, 10].some((flowRate) => {
      const r = calculatePipe({
        ...base,
        pipeMaterial: 'copperTypeL',
        flowRate,
        fluid: 'ethyleneGlycol',
        concentrationPercent: 50,
        fluidTemperature: 20,
      });
      return (
        r.selected.regime === 'transition' && r.warnings.some((w) => w.code === 'transitionalFlow')
      );
    });
    expect(found).toBe(true);
  });

  it('warns that Hazen–Williams is for water near 60 °F', () => {
    expect(calculatePipe({ ...base, method: 'hazenWilliams' }).warnings).toEqual([]);
    expect(
      calculatePipe({ ...base, method: 'hazenWilliams', fluidTemperature: 180 }).warnings.map(
        (w) => w.code,
      ),
    ).toEqual(['hazenWilliamsTemperature']);
    expect(
      calculatePipe({
        ...base,
        method: 'hazenWilliams',
        fluid: 'ethyleneGlycol',
        concentrationPercent: 30,
      }).warnings.map((w) => w.code),
    ).toEqual(['hazenWilliamsGlycol']);
  });

  it('uses C by material with Hazen–Williams (steel 120)', () => {
    const r = calculatePipe({ ...base, method: 'hazenWilliams' });
    expect(r.pipeMaterial.hazenWilliamsC).toBe(120);
    expect(r.method).toBe('hazenWilliams');
  });

  it('passes fitting notes on as warnings', () => {
    const r = calculatePipe({ ...base, fittings: [{ id: 'bv', type: 'balancingValve' }] });
    expect(r.warnings.map((w) => w.code)).toEqual(['fittingNote']);
  });
});

describe('PipeInputSchema through calculatePipe', () => {
  test.each<[string, PipeInputDraft, (string | number)[], string | RegExp]>([
    [
      'a text flow rate',
      { ...base, flowRate: 'fifty' as unknown as number },
      ['flowRate'],
      'Flow rate must be a finite number.',
    ],
    [
      'a missing flow rate',
      { ...base, flowRate: undefined as unknown as number },
      ['flowRate'],
      'Flow rate is required.',
    ],
    [
      'NaN',
      { ...base, pipeLength: Number.NaN },
      ['pipeLength'],
      'Pipe length must be a finite number.',
    ],
    [
      'Infinity',
      { ...base, frictionRate: Number.POSITIVE_INFINITY },
      ['frictionRate'],
      'Friction rate must be a finite number.',
    ],
    [
      'zero flow (Imperial)',
      { ...base, flowRate: 0 },
      ['flowRate'],
      'Flow rate must be between 0.01 and 50,000 gpm, got 0.',
    ],
    [
      'zero flow (Metric)',
      { ...base, unitSystem: 'Metric', flowRate: 0, frictionRate: 400, fluidTemperature: 15 },
      ['flowRate'],
      'Flow rate must be between 0.001 and 3,000 L/s, got 0.',
    ],
    [
      'a Pa/m friction rate typed in Imperial',
      { ...base, frictionRate: 400 },
      ['frictionRate'],
      'Friction rate must be between 0.1 and 100 ft/100 ft, got 400.',
    ],
    [
      'an unknown material',
      { ...base, pipeMaterial: 'cast iron' as 'copperTypeL' },
      ['pipeMaterial'],
      /pipeMaterial must be one of: steelSchedule40/,
    ],
    [
      'glycol below its table (°F)',
      { ...base, fluid: 'ethyleneGlycol', concentrationPercent: 30, fluidTemperature: 0 },
      ['fluidTemperature'],
      'Fluid temperature must be between 6.8 and 212 °F for ethylene glycol 30 % (freezing point 5.7 °F), got 0.',
    ],
    [
      'water above 150 °C',
      { ...base, unitSystem: 'Metric', frictionRate: 400, flowRate: 3, fluidTemperature: 160 },
      ['fluidTemperature'],
      'Fluid temperature must be between 1 and 150 °C for water (freezing point 0 °C), got 160.',
    ],
    [
      'glycol without a concentration',
      { ...base, fluid: 'propyleneGlycol' },
      ['concentrationPercent'],
      /Glycol concentration must be 20, 30, 40, 50/,
    ],
    [
      'an untabulated concentration',
      { ...base, fluid: 'propyleneGlycol', concentrationPercent: 35 },
      ['concentrationPercent'],
      /must be 20, 30, 40, 50/,
    ],
    [
      'a strainer without data',
      { ...base, fittings: [{ id: 's', type: 'yStrainer' }] },
      ['fittings', 0, 'customK'],
      /Fitting 1: a y-strainer needs a custom K or a custom equivalent length/,
    ],
    [
      'both custom values',
      { ...base, fittings: [{ id: 'c', type: 'custom', customK: 1, customEquivalentLength: 3 }] },
      ['fittings', 0, 'customEquivalentLength'],
      /not both/,
    ],
    [
      'a fractional quantity',
      { ...base, fittings: [{ id: 'e', type: 'elbow90Standard', quantity: 1.5 }] },
      ['fittings', 0, 'quantity'],
      'Quantity must be a whole number from 1 to 1000.',
    ],
    [
      'a duplicate id',
      {
        ...base,
        fittings: [
          { id: 'e', type: 'elbow90Standard' },
          { id: 'e', type: 'gateValve' },
        ],
      },
      ['fittings', 1, 'id'],
      /is used twice/,
    ],
    [
      'a negative equivalent length',
      { ...base, fittings: [{ id: 'c', type: 'custom', customEquivalentLength: -1 }] },
      ['fittings', 0, 'customEquivalentLength'],
      'Fitting 1, custom equivalent length must be between 0 and 10,000 ft, got -1.',
    ],
    [
      'a negative equipment drop (Metric)',
      {
        ...base,
        unitSystem: 'Metric',
        flowRate: 3,
        frictionRate: 400,
        fluidTemperature: 15,
        equipment: [{ name: 'Coil', pressureDrop: -2 }],
      },
      ['equipment', 0, 'pressureDrop'],
      'Equipment item 1, pressure drop must be between 0 and 3,000 kPa, got -2.',
    ],
    [
      'an unnamed equipment item',
      { ...base, equipment: [{ name: ' ', pressureDrop: 2 }] },
      ['equipment', 0, 'name'],
      'Name must not be empty.',
    ],
    [
      'an unknown method',
      { ...base, method: 'manning' as 'hazenWilliams' },
      ['method'],
      /method must be one of/,
    ],
    [
      'a velocity override out of range',
      { ...base, maxVelocity: 50 },
      ['maxVelocity'],
      'Maximum velocity must be between 0.5 and 30 ft/s, got 50.',
    ],
  ])('rejects %s with a ZodError at the field', (_label, draft, path, message) => {
    const issues = zodIssues(() => calculatePipe(draft));
    const issue = issues.find((i) => JSON.stringify(i.path) === JSON.stringify(path));
    expect(issue, JSON.stringify(issues)).toBeDefined();
    expect(issue?.message).toMatch(message);
  });

  it('applies the defaults: Imperial, water, Darcy–Weisbach, no fittings', () => {
    const r = calculatePipe({
      flowRate: 10,
      pipeMaterial: 'copperTypeL',
      pipeLength: 50,
      frictionRate: 4,
      fluidTemperature: 140,
    });
    expect(r).toMatchObject({
      unitSystem: 'Imperial',
      method: 'darcyWeisbach',
      calculationName: '',
      fittings: [],
      equipment: [],
    });
    expect(r.fluid.fluid).toBe('water');
  });
});

describe('calculatePipe: fuzz', () => {
  it('returns only finite numbers for 400 random valid inputs', () => {
    const { next, pick, within } = fuzzer(20240611);
    for (let i = 0; i < 400; i++) {
      const unitSystem: UnitSystem = next() < 0.5 ? 'Imperial' : 'Metric';
      const fluid = pick(FLUIDS);
      const concentrationPercent =
        fluid === 'water' ? undefined : pick(GLYCOL_CONCENTRATIONS_PERCENT);
      const { minC, maxC } = fluidTemperatureRangeC(fluid, concentrationPercent);
      const temperatureC = within([minC, maxC]);
      const draft: PipeInputDraft = {
        unitSystem,
        flowRate: within(PIPE_INPUT_RANGES.flowRate[unitSystem], true),
        pipeMaterial: pick(PIPE_MATERIALS),
        pipeLength: within(PIPE_INPUT_RANGES.pipeLength[unitSystem]),
        frictionRate: within(PIPE_INPUT_RANGES.frictionRate[unitSystem], true),
        fluid,
        concentrationPercent,
        fluidTemperature: unitSystem === 'Imperial' ? temperatureC * 1.8 + 32 : temperatureC,
        method: pick(FRICTION_METHODS),
        ...(next() < 0.3 ? { maxVelocity: within(PIPE_INPUT_RANGES.maxVelocity[unitSystem]) } : {}),
        fittings: Array.from({ length: Math.floor(next() * 6) }, (_, j) => {
          const type = pick(PIPE_FITTING_TYPES);
          const custom = PIPE_FITTINGS[type].basis === 'manufacturer' || next() < 0.2;
          return {
            id: `f${j}`,
            type,
            quantity: 1 + Math.floor(next() * 10),
            ...(custom
              ? next() < 0.5
                ? { customK: within([0, 50]) }
                : { customEquivalentLength: within([0, 100]) }
              : {}),
          };
        }),
        equipment: [
          { name: 'Coil', pressureDrop: within(PIPE_INPUT_RANGES.pressureDrop[unitSystem]) },
        ],
      };
      const result = calculatePipe(draft);
      expect(nonFiniteNumbers(result), JSON.stringify(draft)).toEqual([]);
      expect(result.totalHeadLoss).toBeGreaterThanOrEqual(0);
    }
  });

  it('turns every corrupted numeric field into a ZodError at that field', () => {
    const next = seededRandom(7);
    const fields = [
      'flowRate',
      'pipeLength',
      'frictionRate',
      'fluidTemperature',
      'maxVelocity',
    ] as const;
    const corruptions: unknown[] = [
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      '12',
      null,
      -1e9,
      1e12,
      {},
    ];
    for (let i = 0; i < 100; i++) {
      const field = fields[Math.floor(next() * fields.length)]!;
      const value = corruptions[Math.floor(next() * corruptions.length)];
      const draft = { ...base, [field]: value } as PipeInputDraft;
      const issues = zodIssues(() => calculatePipe(draft));
      expect(
        issues.some((issue) => issue.path[0] === field),
        `${field} = ${String(value)}`,
      ).toBe(true);
    }
  });
});
