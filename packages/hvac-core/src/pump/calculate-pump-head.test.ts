import { describe, expect, it, test } from 'vitest';
import {
  FLUIDS,
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidTemperatureRangeC,
} from '../fluids/fluid-properties.js';
import { calculatePipe } from '../pipe/calculate-pipe.js';
import { PIPE_FITTINGS, PIPE_FITTING_TYPES } from '../pipe/fittings.js';
import { PIPE_MATERIALS, pipeMaterial } from '../pipe/materials.js';
import { convertValue, toSi } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { calculatePumpHead } from './calculate-pump-head.js';
import { motorSizingFactor } from './motor-ratings.js';
import { PUMP_INPUT_RANGES } from './schema.js';
import type { PumpHeadInputDraft } from './schema.js';
import { fuzzer, nonFiniteNumbers, seededRandom } from '../_testing/fuzz.js';
import { zodIssues } from '../_testing/zod-issues.js';

const fittings = [
  { id: 'ell', type: 'elbow90Standard', quantity: 10 },
  { id: 'gate', type: 'gateValve', quantity: 2 },
  { id: 'check', type: 'swingCheckValve', quantity: 1 },
] as const;

const base = {
  calculationName: 'CHW pump P-1',
  flowRate: 100,
  fluidTemperature: 60,
  sections: [
    {
      name: 'Index run',
      pipeMaterial: 'steelSchedule40',
      nominalSize: '3',
      length: 300,
      fittings: [...fittings],
    },
  ],
  components: [
    { name: 'Chiller', pressureDrop: 20 },
    { name: 'Coil', pressureDrop: 10 },
    { name: 'Control valve', pressureDrop: 8 },
  ],
} satisfies PumpHeadInputDraft;

describe('calculatePumpHead: heads', () => {
  it('adds section friction, fittings and components (closed loop, no static head)', () => {
    const r = calculatePumpHead(base);
    const pipe = calculatePipe({
      flowRate: 100,
      pipeMaterial: 'steelSchedule40',
      pipeLength: 300,
      frictionRate: 100,
      maxVelocity: 30,
      fluidTemperature: 60,
    });
    // The pipe sizer's figures for the 3 in candidate are an independent route to the same friction.
    const three = pipe.candidates.find((c) => c.nominalSize === '3')!;
    // Heads are columns of the pumped water: ft of water (conventional, 1000 kg/m³) × 1000/ρ.
    const toFluidColumn = 1000 / r.fluid.densityKgM3;
    expect(r.frictionHead).toBeCloseTo(((three.frictionRate * 300) / 100) * toFluidColumn, 9);
    expect(r.componentsHead).toBeCloseTo(38 * toFluidColumn, 9);
    expect(r.staticHead).toBe(0);
    expect(r.totalDynamicHead).toBeCloseTo(r.frictionHead + r.fittingsHead + r.componentsHead, 12);
    expect(r.sections[0]!.totalHead).toBeCloseTo(r.frictionHead + r.fittingsHead, 12);
    expect(r.sections[0]!.fittings[0]!.kEach).toBeCloseTo(30 * 0.018, 12);
    expect(r.designHead).toBeCloseTo(r.totalDynamicHead * 1.1, 12);
    expect(r.totalDynamicHeadKPa).toBeCloseTo(
      (r.totalDynamicHead * 0.3048 * r.fluid.densityKgM3 * 9.80665) / 1000,
      9,
    );
    expect(r.units).toMatchObject({
      flowRate: 'gpm',
      head: 'ft of water',
      power: 'hp',
      pressure: 'psia',
    });
  });

  it('computes powers by whp = gpm·ft·SG/3960, bhp = whp/ηp, input = bhp/ηm, and picks the next NEMA motor', () => {
    const r = calculatePumpHead(base);
    const sg = r.fluid.densityKgM3 / 998.2;
    const whp = (100 * r.designHead * sg) / 3960;
    expect(Math.abs(r.hydraulicPower / whp - 1)).toBeLessThan(1e-3);
    expect(r.shaftPower).toBeCloseTo(r.hydraulicPower / 0.7, 12);
    expect(r.motorInputPower).toBeCloseTo(r.shaftPower / 0.9, 12);
    expect(r.suggestedMotor!.rating).toBeGreaterThanOrEqual(r.shaftPower);
    expect(r.suggestedMotor!.standard).toBe('NEMA MG 1');
    expect(['2 hp', '3 hp']).toContain(r.suggestedMotor!.label);
  });

  it('adds the static lift of an open system', () => {
    const closed = calculatePumpHead(base);
    const open = calculatePumpHead({ ...base, systemType: 'open', staticLift: 40 });
    expect(open.staticHead).toBeCloseTo(40, 12);
    expect(open.totalDynamicHead).toBeCloseTo(closed.totalDynamicHead + 40, 9);
    expect(open.systemCurve.points[0]).toEqual({ flowRate: 0, head: open.staticHead });
  });

  it('warns, and sizes no motor, when the head is zero or negative', () => {
    const r = calculatePumpHead({ ...base, components: [], systemType: 'open', staticLift: -200 });
    expect(r.totalDynamicHead).toBeLessThan(0);
    expect(r.suggestedMotor).toBeNull();
    expect(r.warnings.map((w) => w.code)).toContain('nonPositiveHead');
  });

  it('uses each section’s own flow when given', () => {
    const r = calculatePumpHead({
      ...base,
      sections: [
        { name: 'Main', pipeMaterial: 'steelSchedule40', nominalSize: '3', length: 100 },
        {
          name: 'Branch',
          pipeMaterial: 'copperTypeL',
          nominalSize: '1-1/2',
          length: 50,
          flowRate: 20,
        },
      ],
    });
    expect(r.sections[1]!.flowRate).toBe(20);
    expect(r.sections[0]!.flowRate).toBe(100);
    expect(r.frictionHead).toBeCloseTo(
      r.sections[0]!.frictionHead + r.sections[1]!.frictionHead,
      12,
    );
  });

  it('warns about a section above its velocity limit', () => {
    const r = calculatePumpHead({
      ...base,
      sections: [{ name: 'Tight', pipeMaterial: 'copperTypeL', nominalSize: '1-1/2', length: 20 }],
    });
    expect(r.warnings.map((w) => w.code)).toContain('sectionVelocityHigh');
  });

  it('gives the same heads and powers in Imperial and Metric (IEC motor in Metric)', () => {
    const imperial = calculatePumpHead({
      ...base,
      fluid: 'propyleneGlycol',
      concentrationPercent: 30,
      fluidTemperature: 40,
    });
    const metric = calculatePumpHead({
      ...base,
      unitSystem: 'Metric',
      flowRate: convertValue(100, 'waterFlow', 'Imperial', 'Metric'),
      fluid: 'propyleneGlycol',
      concentrationPercent: 30,
      fluidTemperature: convertValue(40, 'temperature', 'Imperial', 'Metric'),
      sections: [
        { ...base.sections[0]!, length: convertValue(300, 'length', 'Imperial', 'Metric') },
      ],
      components: base.components.map((c) => ({
        ...c,
        pressureDrop: convertValue(c.pressureDrop, 'pipeHeadLoss', 'Imperial', 'Metric'),
      })),
    });
    expect(convertValue(imperial.totalDynamicHead, 'pumpHead', 'Imperial', 'Metric')).toBeCloseTo(
      metric.totalDynamicHead,
      8,
    );
    expect(imperial.totalDynamicHeadKPa).toBeCloseTo(metric.totalDynamicHeadKPa, 8);
    expect(convertValue(imperial.shaftPower, 'shaftPower', 'Imperial', 'Metric')).toBeCloseTo(
      metric.shaftPower,
      9,
    );
    expect(metric.suggestedMotor!.standard).toBe('IEC 60072-1');
    expect(metric.suggestedMotor!.ratingW).toBeGreaterThanOrEqual(metric.shaftPower * 1000);
    expect(metric.units).toMatchObject({
      flowRate: 'L/s',
      head: 'm of water',
      power: 'kW',
      pressure: 'kPa',
    });
  });
});

describe('calculatePumpHead: NPSH', () => {
  it('gives NPSH available for an open tank at sea level (33.9 ft atmosphere, 0.59 ft vapour at 60 °F)', () => {
    const r = calculatePumpHead({
      ...base,
      systemType: 'open',
      suction: { liquidLevelAboveImpeller: 5, suctionLosses: 2, npshRequired: 12 },
    });
    const toFluidColumn = 1000 / r.fluid.densityKgM3;
    expect(r.npsh!.available).toBeCloseTo(33.9 - 0.59 + 5 - 2 * toFluidColumn, 1);
    expect(r.npsh!.referencePressure).toBeCloseTo(14.696, 3);
    expect(r.npsh!.vapourPressure).toBeCloseTo(0.2563, 3);
    expect(r.npsh!.margin).toBeCloseTo(r.npsh!.available - 12, 12);
    expect(r.npsh!.marginRatio).toBeCloseTo(r.npsh!.available / 12, 12);
    expect(r.warnings.map((w) => w.code)).not.toContain('npshMarginLow');
  });

  it('warns when the NPSH margin ratio is below 1.1 (ANSI/HI 9.6.1) and when NPSHa is negative', () => {
    const low = calculatePumpHead({
      ...base,
      fluidTemperature: 180,
      suction: { referencePressure: 14.696, liquidLevelAboveImpeller: 2, npshRequired: 20 },
    });
    expect(low.warnings.map((w) => w.code)).toContain('npshMarginLow');
    const negative = calculatePumpHead({
      ...base,
      fluidTemperature: 200,
      suction: { liquidLevelAboveImpeller: -10, suctionLosses: 5 },
    });
    expect(negative.npsh!.available).toBeLessThan(0);
    expect(negative.warnings.map((w) => w.code)).toContain('npshNegative');
  });

  it('notes that glycol NPSH uses the vapour pressure of water', () => {
    const r = calculatePumpHead({
      ...base,
      fluid: 'ethyleneGlycol',
      concentrationPercent: 40,
      fluidTemperature: 0,
      suction: { liquidLevelAboveImpeller: 3 },
    });
    expect(r.warnings.map((w) => w.code)).toContain('npshGlycolVapourPressure');
    expect(Number.isFinite(r.npsh!.available)).toBe(true);
  });
});

describe('calculatePumpHead: pump curve', () => {
  const design = calculatePumpHead(base);
  const h = design.totalDynamicHead;
  // A pump whose curve H = 1.3 h − 0.3 h (Q/100)² passes through the design point.
  const points = [0, 40, 80, 100, 120, 160].map((q) => ({
    flowRate: q,
    head: 1.3 * h - 0.3 * h * (q / 100) ** 2,
  }));

  it('finds the operating point on the system curve (at the design point here)', () => {
    const r = calculatePumpHead({ ...base, pumpCurve: { points } });
    expect(Math.abs(r.operatingPoint!.flowRate / 100 - 1)).toBeLessThan(0.005);
    expect(r.operatingPoint!.head).toBeCloseTo(
      r.systemCurve.coefficient * r.operatingPoint!.flowRate ** 2,
      6,
    );
    expect(r.operatingPoint!.atRatedSpeed).toBeNull();
  });

  it('samples the pump curve at its running speed through the scaled points (affinity laws)', () => {
    const r = calculatePumpHead({ ...base, pumpCurve: { points, speedPercent: 80 } });
    expect(r.pumpCurve!.points).toEqual(points);
    expect(r.pumpCurve!.atSpeed).toHaveLength(41);
    // The first and last samples are the end points scaled: Q × 0.8, H × 0.64.
    expect(r.pumpCurve!.atSpeed[0]!.flowRate).toBe(0);
    expect(r.pumpCurve!.atSpeed[0]!.head).toBeCloseTo(points[0]!.head * 0.64, 9);
    expect(r.pumpCurve!.atSpeed[40]!.flowRate).toBeCloseTo(160 * 0.8, 9);
    expect(r.pumpCurve!.atSpeed[40]!.head).toBeCloseTo(points[5]!.head * 0.64, 9);
    const heads = r.pumpCurve!.atSpeed.map((p) => p.head);
    expect(heads.every((h, i) => i === 0 || h <= heads[i - 1]!)).toBe(true);
    expect(calculatePumpHead(base).pumpCurve).toBeNull();
  });

  it('accepts points in any order', () => {
    const shuffled = [...points].reverse();
    expect(
      calculatePumpHead({ ...base, pumpCurve: { points: shuffled } }).operatingPoint!.flowRate,
    ).toBeCloseTo(
      calculatePumpHead({ ...base, pumpCurve: { points } }).operatingPoint!.flowRate,
      9,
    );
  });

  it('applies the affinity laws to a speed change (closed loop: Q ∝ N, H ∝ N², P ∝ N³)', () => {
    const full = calculatePumpHead({ ...base, pumpCurve: { points } }).operatingPoint!;
    const slow = calculatePumpHead({
      ...base,
      pumpCurve: { points, speedPercent: 80 },
    }).operatingPoint!;
    expect(slow.flowRate / full.flowRate).toBeCloseTo(0.8, 3);
    expect(slow.head / full.head).toBeCloseTo(0.64, 3);
    expect(slow.shaftPower / full.shaftPower).toBeCloseTo(0.512, 3);
    expect(slow.atRatedSpeed!.flowRate).toBeCloseTo(slow.flowRate / 0.8, 9);
    expect(slow.atRatedSpeed!.head).toBeCloseTo(slow.head / 0.64, 9);
  });

  it('warns when the curves do not cross', () => {
    const weak = points.map((p) => ({ ...p, head: p.head / 10 }));
    const r = calculatePumpHead({
      ...base,
      systemType: 'open',
      staticLift: 200,
      pumpCurve: { points: weak },
    });
    expect(r.operatingPoint).toBeNull();
    expect(r.warnings.map((w) => w.code)).toContain('noOperatingPoint');
  });

  it('samples the system curve through the design point', () => {
    const designPoint = design.systemCurve.points.find((p) => Math.abs(p.flowRate - 100) < 1e-9)!;
    expect(designPoint.head).toBeCloseTo(h, 9);
  });
});

describe('PumpHeadInputSchema through calculatePumpHead', () => {
  test.each<[string, PumpHeadInputDraft, (string | number)[], string | RegExp]>([
    [
      'no sections',
      { ...base, sections: [] },
      ['sections'],
      'sections needs at least one pipe section.',
    ],
    [
      'a size the material is not made in',
      {
        ...base,
        sections: [{ name: 'A', pipeMaterial: 'copperTypeM', nominalSize: '1/4', length: 10 }],
      },
      ['sections', 0, 'nominalSize'],
      /Section 1, nominal size '1\/4' is not a standard size of Copper, Type M/,
    ],
    [
      'a static lift on a closed loop',
      { ...base, staticLift: 30 },
      ['staticLift'],
      /open systems only/,
    ],
    [
      'a pump efficiency of 120 %',
      { ...base, pumpEfficiencyPercent: 120 },
      ['pumpEfficiencyPercent'],
      'Pump efficiency must be between 10 and 95, got 120.',
    ],
    [
      'a negative section length (Metric)',
      {
        ...base,
        unitSystem: 'Metric',
        flowRate: 6,
        fluidTemperature: 15,
        sections: [{ name: 'A', pipeMaterial: 'steelSchedule40', nominalSize: '3', length: -5 }],
      },
      ['sections', 0, 'length'],
      'Section 1, length must be between 0 and 30,000 m, got -5.',
    ],
    [
      'a gauge pressure typed as absolute',
      { ...base, suction: { referencePressure: 0, liquidLevelAboveImpeller: 2 } },
      ['suction', 'referencePressure'],
      'Suction, reference pressure must be between 0.5 and 500 psia (absolute), got 0.',
    ],
    [
      'a repeated curve flow',
      {
        ...base,
        pumpCurve: {
          points: [
            { flowRate: 0, head: 60 },
            { flowRate: 50, head: 55 },
            { flowRate: 50, head: 40 },
          ],
        },
      },
      ['pumpCurve', 'points', 2, 'flowRate'],
      /repeats a flow/,
    ],
    [
      'too few curve points',
      {
        ...base,
        pumpCurve: {
          points: [
            { flowRate: 0, head: 60 },
            { flowRate: 50, head: 55 },
          ],
        },
      },
      ['pumpCurve', 'points'],
      'pumpCurve.points needs at least 3 points.',
    ],
    [
      'a speed of 5 %',
      {
        ...base,
        pumpCurve: {
          points: [
            { flowRate: 0, head: 60 },
            { flowRate: 50, head: 55 },
            { flowRate: 100, head: 40 },
          ],
          speedPercent: 5,
        },
      },
      ['pumpCurve', 'speedPercent'],
      'Pump curve, speed must be between 20 and 150, got 5.',
    ],
    [
      'a Y-strainer without data in a section',
      {
        ...base,
        sections: [
          {
            name: 'A',
            pipeMaterial: 'steelSchedule40',
            nominalSize: '3',
            length: 10,
            fittings: [{ id: 's', type: 'yStrainer' }],
          },
        ],
      },
      ['sections', 0, 'fittings', 0, 'customK'],
      /Section 1, fitting 1: a y-strainer needs/,
    ],
    [
      'an unknown system type',
      { ...base, systemType: 'hybrid' as 'open' },
      ['systemType'],
      /systemType must be one of: closedLoop, open/,
    ],
    [
      'glycol below its table',
      { ...base, fluid: 'propyleneGlycol', concentrationPercent: 20, fluidTemperature: 10 },
      ['fluidTemperature'],
      /Fluid temperature must be between 19.4 and 212 °F for propylene glycol 20 %/,
    ],
  ])('rejects %s with a ZodError at the field', (_label, draft, path, message) => {
    const issues = zodIssues(() => calculatePumpHead(draft));
    const issue = issues.find((i) => JSON.stringify(i.path) === JSON.stringify(path));
    expect(issue, JSON.stringify(issues)).toBeDefined();
    expect(issue?.message).toMatch(message);
  });

  it('applies the defaults: closed loop, 10 % margin, 70 % pump, 90 % motor', () => {
    const r = calculatePumpHead({
      flowRate: 50,
      fluidTemperature: 60,
      sections: [{ name: 'A', pipeMaterial: 'copperTypeL', nominalSize: '2', length: 100 }],
    });
    expect(r).toMatchObject({
      systemType: 'closedLoop',
      safetyMarginPercent: 10,
      pumpEfficiencyPercent: 70,
      motorEfficiencyPercent: 90,
      npsh: null,
      pumpCurve: null,
      operatingPoint: null,
    });
  });
});

describe('calculatePumpHead: fuzz', () => {
  it('returns only finite numbers for 300 random valid inputs', () => {
    const { next, pick, within } = fuzzer(99);
    for (let i = 0; i < 300; i++) {
      const unitSystem: UnitSystem = next() < 0.5 ? 'Imperial' : 'Metric';
      const r = PUMP_INPUT_RANGES;
      const fluid = pick(FLUIDS);
      const concentrationPercent =
        fluid === 'water' ? undefined : pick(GLYCOL_CONCENTRATIONS_PERCENT);
      const range = fluidTemperatureRangeC(fluid, concentrationPercent);
      const temperatureC = within([range.minC, range.maxC]);
      const systemType = next() < 0.5 ? 'open' : 'closedLoop';
      const flowRate = within(r.flowRate[unitSystem], true);
      const draft: PumpHeadInputDraft = {
        unitSystem,
        systemType,
        flowRate,
        fluid,
        concentrationPercent,
        fluidTemperature: unitSystem === 'Imperial' ? temperatureC * 1.8 + 32 : temperatureC,
        sections: Array.from({ length: 1 + Math.floor(next() * 3) }, (_, s) => {
          const material = pick(PIPE_MATERIALS);
          return {
            name: `S${s}`,
            pipeMaterial: material,
            nominalSize: pick(pipeMaterial(material).sizes).nominalSize,
            length: within(r.sectionLength[unitSystem]),
            ...(next() < 0.3 ? { flowRate: within(r.flowRate[unitSystem], true) } : {}),
            fittings: Array.from({ length: Math.floor(next() * 4) }, (_, j) => {
              const type = pick(PIPE_FITTING_TYPES);
              return {
                id: `f${j}`,
                type,
                ...(PIPE_FITTINGS[type].basis === 'manufacturer'
                  ? { customK: within([0, 20]) }
                  : {}),
              };
            }),
          };
        }),
        components: [{ name: 'Coil', pressureDrop: within([0, 100]) }],
        staticLift: systemType === 'open' ? within(r.staticLift[unitSystem]) : 0,
        safetyMarginPercent: within(r.safetyMarginPercent[unitSystem]),
        pumpEfficiencyPercent: within(r.pumpEfficiencyPercent[unitSystem]),
        motorEfficiencyPercent: within(r.motorEfficiencyPercent[unitSystem]),
        ...(next() < 0.5
          ? {
              suction: {
                liquidLevelAboveImpeller: within(r.liquidLevelAboveImpeller[unitSystem]),
                suctionLosses: within(r.suctionLosses[unitSystem]),
                npshRequired: within(r.npshRequired[unitSystem]),
              },
            }
          : {}),
        ...(next() < 0.5
          ? {
              pumpCurve: {
                points: [0, 0.5, 1, 1.5].map((f) => ({
                  flowRate: Math.min(flowRate, r.curveFlowRate[unitSystem][1] / 1.5) * f,
                  head: within([5, 200]) * (1 - 0.4 * f * f),
                })),
                speedPercent: within(r.speedPercent[unitSystem]),
              },
            }
          : {}),
      };
      const result = calculatePumpHead(draft);
      expect(nonFiniteNumbers(result), JSON.stringify(draft)).toEqual([]);
    }
  });

  it('turns corrupted numbers into a ZodError at the field', () => {
    const next = seededRandom(3);
    const fields = [
      'flowRate',
      'fluidTemperature',
      'safetyMarginPercent',
      'pumpEfficiencyPercent',
      'motorEfficiencyPercent',
      'staticLift',
    ] as const;
    const corruptions: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, 'abc', null, -1e9, 1e12];
    for (let i = 0; i < 100; i++) {
      const field = fields[Math.floor(next() * fields.length)]!;
      const value = corruptions[Math.floor(next() * corruptions.length)];
      const issues = zodIssues(() =>
        calculatePumpHead({ ...base, [field]: value } as PumpHeadInputDraft),
      );
      expect(
        issues.some((issue) => issue.path[0] === field),
        `${field} = ${String(value)}`,
      ).toBe(true);
    }
  });
});

describe('calculatePumpHead: motor loading (issue 22)', () => {
  /** The base circuit with the pump efficiency set so the shaft power is `load` × the motor's rating. */
  function loadedTo(load: number) {
    const first = calculatePumpHead(base);
    const ratingW = first.suggestedMotor?.ratingW ?? 0;
    const shaftW = toSi(first.shaftPower, 'shaftPower', first.unitSystem);
    const efficiency = (first.pumpEfficiencyPercent * shaftW) / (load * ratingW);
    return calculatePumpHead({ ...base, pumpEfficiencyPercent: efficiency });
  }

  it('warns when the motor is loaded to 98 %: no margin to API 610 practice', () => {
    const message = loadedTo(0.98).warnings.find((w) => w.code === 'motorHighlyLoaded')?.message;
    expect(message).toMatch(
      /motor is loaded to 98 % at the design point: do not count on its service factor/,
    );
    expect(message).toContain('at least 125 % of the pump power');
  });

  it('warns exactly when the selected motor lacks the margin, across loads', () => {
    for (let load = 0.75; load <= 1; load += 0.01) {
      const result = loadedTo(load);
      const ratingW = result.suggestedMotor?.ratingW ?? 0;
      const shaftW = toSi(result.shaftPower, 'shaftPower', result.unitSystem);
      const tight = shaftW * motorSizingFactor(ratingW) > ratingW * (1 + 1e-9);
      expect(result.warnings.some((w) => w.code === 'motorHighlyLoaded')).toBe(tight);
    }
  });
});
