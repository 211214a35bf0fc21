import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { toSi } from '../units/index.js';
import { calculateDuct } from './calculate-duct.js';
import { convertDuctInput } from './convert-input.js';
import { defaultDuctInput } from './default-input.js';
import { equalFrictionSchedule } from './equal-friction.js';
import {
  MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT,
  availableStaticPressurePa,
  designFrictionRatePaPerM,
} from './friction-rate-design.js';
import { DuctInputSchema } from './schema.js';
import type { DuctInputDraft } from './schema.js';

const inWg = (value: number): number => toSi(value, 'ductPressureLoss', 'Imperial');
const ft = (value: number): number => toSi(value, 'length', 'Imperial');
const perHundredFt = (paPerM: number): number => paPerM / toSi(1, 'ductFrictionRate', 'Imperial');

/**
 * ACCA Manual D (3rd ed.) Friction Rate Worksheet example, as reproduced by openmep/hvac-domain
 * (examples/acca-manual-d-worksheet.network.json, CHANGELOG 0.6.0): ESP 0.70 in. wg; DX coil 0.23,
 * filter 0.18, supply outlet 0.03, return grille 0.03, balancing damper 0.03; TEL 200 ft; FR 0.10.
 */
const ACCA_WORKSHEET = {
  externalStaticPressure: 0.7,
  componentLosses: [
    { name: 'DX coil', pressureDrop: 0.23 },
    { name: 'Filter', pressureDrop: 0.18 },
    { name: 'Supply outlet', pressureDrop: 0.03 },
    { name: 'Return grille', pressureDrop: 0.03 },
    { name: 'Balancing damper', pressureDrop: 0.03 },
  ],
  supplyLength: 200,
};

describe('designFrictionRatePaPerM and availableStaticPressurePa', () => {
  test.each([
    // ACCA Manual D worksheet example (see ACCA_WORKSHEET): ASP 0.20, TEL 200 ft → 0.10 in. wg/100 ft.
    { esp: 0.7, losses: [0.23, 0.18, 0.03, 0.03, 0.03], tel: 200, asp: 0.2, fr: 0.1 },
    // calculator.city "Manual D calculation" design example: ESP 0.50, component losses 0.32,
    // TEL 240 ft → ASP 0.18, FR 0.075 in. wg/100 ft.
    { esp: 0.5, losses: [0.32], tel: 240, asp: 0.18, fr: 0.075 },
  ])(
    'ESP $esp, losses $losses, TEL $tel ft → ASP $asp, FR $fr',
    ({ esp, losses, tel, asp, fr }) => {
      const available = availableStaticPressurePa(inWg(esp), losses.map(inWg));
      expect(available).toBeCloseTo(inWg(asp), 9);
      expect(perHundredFt(designFrictionRatePaPerM(available, ft(tel)))).toBeCloseTo(fr, 9);
    },
  );

  it('refuses a length that is not positive', () => {
    expect(() => designFrictionRatePaPerM(50, 0)).toThrow(RangeError);
  });
});

describe('calculateDuct with a friction-rate design', () => {
  const base = {
    airflow: 1000,
    ductShape: 'round',
    sizingMethod: 'friction',
  } satisfies DuctInputDraft;

  it('sizes at the Manual D design rate when the target friction is blank', () => {
    const designed = calculateDuct({ ...base, frictionRateDesign: ACCA_WORKSHEET });
    const fixed = calculateDuct({ ...base, targetFriction: 0.1 });
    expect(designed.frictionRateDesign?.availableStaticPressure).toBeCloseTo(0.2, 9);
    expect(designed.frictionRateDesign?.totalComponentLosses).toBeCloseTo(0.5, 9);
    expect(designed.frictionRateDesign?.totalEffectiveLength).toBeCloseTo(200, 9);
    expect(designed.frictionRateDesign?.frictionRate).toBeCloseTo(0.1, 9);
    expect(designed.frictionRateDesign?.withinBand).toBe(true);
    expect(designed.frictionRateDesign?.usedForSizing).toBe(true);
    expect(designed.text.size).toBe(fixed.text.size);
    expect(designed.exact.diameter).toBeCloseTo(fixed.exact.diameter ?? NaN, 6);
    expect(designed.warnings).toEqual(fixed.warnings);
  });

  it('adds the fittings’ equivalent lengths of the supply and return runs to the TEL', () => {
    const r = calculateDuct({
      ...base,
      frictionRateDesign: {
        externalStaticPressure: 0.5,
        componentLosses: [{ name: 'Coil and filter', pressureDrop: 0.32 }],
        supplyLength: 60,
        supplyFittingsLength: 110,
        returnLength: 20,
        returnFittingsLength: 50,
      },
    });
    expect(r.frictionRateDesign?.supplyEffectiveLength).toBeCloseTo(170, 9);
    expect(r.frictionRateDesign?.returnEffectiveLength).toBeCloseTo(70, 9);
    // calculator.city example: ASP 0.18 over TEL 240 ft → 0.075.
    expect(r.frictionRateDesign?.frictionRate).toBeCloseTo(0.075, 9);
  });

  test.each([
    // openmep/hvac-domain network tests: ESP 0.5 less a 0.4 coil over 200 ft → 0.05 (below);
    // ESP 0.8 over 200 ft → 0.40 (above).
    { esp: 0.5, losses: [0.4], rate: 0.05, side: 'below' },
    { esp: 0.8, losses: [], rate: 0.4, side: 'above' },
  ])(
    'warns when the rate ($rate) is $side Manual D’s 0.06–0.18 design area',
    ({ esp, losses, rate, side }) => {
      const r = calculateDuct({
        ...base,
        frictionRateDesign: {
          externalStaticPressure: esp,
          componentLosses: losses.map((pressureDrop) => ({ name: 'Coil', pressureDrop })),
          supplyLength: 150,
          returnLength: 50,
        },
      });
      expect(r.frictionRateDesign?.frictionRate).toBeCloseTo(rate, 9);
      expect(r.frictionRateDesign?.withinBand).toBe(false);
      const warning = r.warnings.find((w) => w.code === 'designFrictionRateOutsideBand');
      expect(warning?.field).toBe('frictionRateDesign');
      expect(warning?.message).toContain(side);
      expect(warning?.message).toContain('0.060 in. wg/100 ft to 0.180 in. wg/100 ft');
    },
  );

  test.each([
    // 0.3602 in. wg over 200 ft: 0.1801 reads 0.180, the band's top: within it (issue 44).
    { esp: 0.3602, within: true },
    // 0.362 in. wg over 200 ft: 0.181, above it.
    { esp: 0.362, within: false },
  ])('judges the rate as it reads, three decimals (ESP $esp over 200 ft)', ({ esp, within }) => {
    const r = calculateDuct({
      ...base,
      frictionRateDesign: {
        externalStaticPressure: esp,
        componentLosses: [],
        supplyLength: 150,
        returnLength: 50,
      },
    });
    expect(r.frictionRateDesign?.withinBand).toBe(within);
    expect(r.warnings.some((w) => w.code === 'designFrictionRateOutsideBand')).toBe(!within);
  });

  it('keeps an entered target friction and warns when it is above the design rate', () => {
    const r = calculateDuct({ ...base, targetFriction: 0.15, frictionRateDesign: ACCA_WORKSHEET });
    expect(r.frictionRateDesign?.usedForSizing).toBe(false);
    expect(r.frictionRate).toBeLessThanOrEqual(0.15);
    expect(r.warnings.map((w) => w.code)).toContain('targetFrictionAboveDesign');
  });

  it('band is Manual D’s, in Pa/m in Metric', () => {
    const metric = calculateDuct(
      convertDuctInput(
        { ...base, unitSystem: 'Imperial', frictionRateDesign: ACCA_WORKSHEET },
        'Metric',
      ),
    );
    expect(metric.frictionRateDesign?.band.min).toBeCloseTo(
      toSi(MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT.min, 'ductFrictionRate', 'Imperial'),
      12,
    );
    expect(metric.frictionRateDesign?.band.max).toBeCloseTo(1.471, 3);
  });
});

describe('Imperial and Metric agree', () => {
  it('gives the same physical design rate and size after conversion', () => {
    const imperialDraft = {
      ...defaultDuctInput('Imperial'),
      targetFriction: undefined,
      frictionRateDesign: ACCA_WORKSHEET,
    };
    const imperial = calculateDuct(imperialDraft);
    const metric = calculateDuct(convertDuctInput(imperialDraft, 'Metric'));
    expect(metric.frictionRateDesign?.frictionRate).toBeCloseTo(
      toSi(imperial.frictionRateDesign?.frictionRate ?? NaN, 'ductFrictionRate', 'Imperial'),
      9,
    );
    expect(metric.frictionRateDesign?.availableStaticPressure).toBeCloseTo(inWg(0.2), 9);
    expect(metric.exact.diameter).toBeCloseTo((imperial.exact.diameter ?? NaN) * 25.4, 6);
    const back = convertDuctInput(convertDuctInput(imperialDraft, 'Metric'), 'Imperial');
    expect(back.frictionRateDesign?.componentLosses?.[1]?.pressureDrop).toBeCloseTo(0.18, 12);
    expect(back.frictionRateDesign?.supplyLength).toBeCloseTo(200, 9);
  });

  it('converts a draft without throwing, keeping blanks and text', () => {
    const draft = {
      unitSystem: 'Imperial',
      frictionRateDesign: {
        externalStaticPressure: '0.5',
        supplyLength: '',
        componentLosses: [{ name: 'Coil', pressureDrop: 'x' }],
      },
    } as DuctInputDraft;
    expect(convertDuctInput(draft, 'Metric').frictionRateDesign).toEqual({
      externalStaticPressure: String(inWg(0.5)),
      supplyLength: '',
      componentLosses: [{ name: 'Coil', pressureDrop: 'x' }],
    });
  });
});

describe('saved files without a friction-rate design', () => {
  test.each(['Imperial', 'Metric'] as const)(
    'compute as before (%s default): no worksheet in the result',
    (system) => {
      const input = defaultDuctInput(system);
      const r = calculateDuct(input);
      expect('frictionRateDesign' in r).toBe(false);
      expect(DuctInputSchema.parse(input)).not.toHaveProperty('frictionRateDesign');
    },
  );
});

describe('friction-rate design messages', () => {
  function issues(draft: unknown): { path: string; message: string }[] {
    try {
      DuctInputSchema.parse(draft);
    } catch (error) {
      if (error instanceof ZodError)
        return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw error;
    }
    return [];
  }
  const base = { airflow: 1000, sizingMethod: 'friction' };

  test.each([
    [
      {
        externalStaticPressure: 0.5,
        componentLosses: [{ name: 'Coil', pressureDrop: 0.5 }],
        supplyLength: 100,
      },
      'frictionRateDesign.componentLosses',
      'The component losses (0.5 in. wg) use up the blower external static pressure (0.5 in. wg): no pressure is left for the ducts. Choose a blower with more static pressure or components with lower losses.',
    ],
    [
      { externalStaticPressure: 0.5, supplyLength: 0 },
      'frictionRateDesign.supplyLength',
      'The total effective length of the longest supply and return runs must be greater than 0.',
    ],
    [
      { externalStaticPressure: 12, supplyLength: 100 },
      'frictionRateDesign.externalStaticPressure',
      'Blower external static pressure must be between 0 and 10 in. wg.',
    ],
    [
      { supplyLength: 100 },
      'frictionRateDesign.externalStaticPressure',
      'Blower external static pressure is required.',
    ],
    [
      {
        externalStaticPressure: 0.5,
        supplyLength: 100,
        componentLosses: [{ name: 'Filter', pressureDrop: 'a' }],
      },
      'frictionRateDesign.componentLosses.0.pressureDrop',
      'Component pressure drop must be a number.',
    ],
  ])('%j: %s says "%s"', (frictionRateDesign, path, message) => {
    expect(issues({ ...base, frictionRateDesign })).toContainEqual({ path, message });
  });

  it('still asks for the target friction when there is no design', () => {
    expect(issues(base)).toContainEqual({
      path: 'targetFriction',
      message: 'Target friction rate is required for the friction sizing method.',
    });
  });
});

describe('equalFrictionSchedule with a friction-rate design', () => {
  const sections = [
    { id: 'trunk', airflow: 1000, ductLength: 30 },
    { id: 'bed-1', parentId: 'trunk', airflow: 150, ductLength: 20 },
    { id: 'living', parentId: 'trunk', airflow: 300, ductLength: 25 },
  ];

  it('sizes every section at the design rate, as at the same fixed target', () => {
    const designed = equalFrictionSchedule({ frictionRateDesign: ACCA_WORKSHEET, sections });
    const fixed = equalFrictionSchedule({ targetFriction: 0.1, sections });
    expect(designed.frictionRateDesign?.frictionRate).toBeCloseTo(0.1, 9);
    designed.sections.forEach((section, i) => {
      expect(section.result.exact.frictionRate).toBeCloseTo(0.1, 9);
      expect(section.result.text.size).toBe(fixed.sections[i]?.result.text.size);
    });
    expect(designed.criticalPathPressureLoss).toBeCloseTo(fixed.criticalPathPressureLoss, 9);
    expect('frictionRateDesign' in fixed).toBe(false);
  });

  it('reports a worksheet issue at the schedule level', () => {
    expect(() =>
      equalFrictionSchedule({ frictionRateDesign: { supplyLength: 100 }, sections }),
    ).toThrow(/Blower external static pressure is required/);
  });
});

describe('equalFrictionSchedule without a target or a worksheet', () => {
  it('names the missing target friction rate', () => {
    expect(() => equalFrictionSchedule({ sections: [{ id: 'A', airflow: 100 }] })).toThrow(
      /Target friction rate is required for the friction sizing method/,
    );
  });
});
