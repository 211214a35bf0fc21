import { describe, expect, it, test } from 'vitest';
import { calculateRefrigerantLine } from './calculate-refrigerant-line.js';
import { convertRefrigerantLineInput } from './convert-input.js';
import { defaultRefrigerantLineInput } from './default-input.js';
import { REFRIGERANTS, saturationTemperatureRangeC } from './refrigerants.js';
import { LINE_TYPES, RefrigerantLineInputSchema, refrigerantTemperatureLimitsC } from './schema.js';
import type { RefrigerantLineInputDraft } from './schema.js';
import { REFRIGERANT_LINE_INPUT_FIELDS, refrigerantLineFieldRange } from './fields.js';
import { nonFiniteNumbers } from '../_testing/fuzz.js';
import { zodIssues as issues } from '../_testing/zod-issues.js';

const suction = defaultRefrigerantLineInput('Imperial');

describe('calculateRefrigerantLine: sizing', () => {
  it('sizes the default 5-ton R-410A suction line at 7/8 in, the size manufacturers print for 5-ton split systems', () => {
    // 60 000 Btu/h, 40 °F SST / 105 °F SCT, 60 ft + 4 elbows, 2 °F allowed.
    const r = calculateRefrigerantLine(suction);
    expect(r.size).toBe('7/8');
    expect(r.sizeFound).toBe(true);
    expect(r.temperaturePenalty!).toBeLessThanOrEqual(2);
    expect(r.nextSmaller!.temperaturePenalty!).toBeGreaterThan(2);
    expect(r.capacityTons).toBeCloseTo(5, 12);
    // Mass flow = 60 000 Btu/h / (h₁ − h₄): 17.58 kW / 172.2 kJ/kg = 0.1021 kg/s = 810 lb/h.
    expect(r.massFlow).toBeCloseTo(810.5, 0);
    expect(r.warnings).toEqual([]);
    expect(nonFiniteNumbers(r)).toEqual([]);
  });

  it('picks the smallest tube meeting the penalty: every smaller candidate fails it', () => {
    for (const lineType of LINE_TYPES) {
      const r = calculateRefrigerantLine({
        ...suction,
        lineType,
        allowedTemperaturePenalty: undefined,
      });
      const index = r.candidates.findIndex((c) => c.size === r.size);
      r.candidates.slice(0, index).forEach((c) => expect(c.meetsPenalty).toBe(false));
      expect(r.candidates[index]?.meetsPenalty).toBe(true);
    }
  });

  it('defaults the allowed penalty to 2 °F for gas lines and 1 °F for liquid lines (1 K and 0.5 K in Metric)', () => {
    expect(
      calculateRefrigerantLine({ ...suction, allowedTemperaturePenalty: undefined })
        .allowedTemperaturePenalty,
    ).toBe(2);
    expect(
      calculateRefrigerantLine({
        ...suction,
        lineType: 'liquid',
        allowedTemperaturePenalty: undefined,
      }).allowedTemperaturePenalty,
    ).toBe(1);
    const metric = defaultRefrigerantLineInput('Metric');
    expect(
      calculateRefrigerantLine({
        ...metric,
        lineType: 'liquid',
        allowedTemperaturePenalty: undefined,
      }).allowedTemperaturePenalty,
    ).toBe(0.5);
  });

  // ASHRAE Handbook—Refrigeration (2018), ch. 1, notes to the line-capacity tables: "Line capacity for
  // other saturation temperatures Δt and equivalent lengths Le = Table capacity × (Table Le/Actual Le ×
  // Actual Δt/Table Δt)^0.55". The pressure drop of the solved Darcy–Colebrook flow must follow it.
  test.each(['R22', 'R134a', 'R410A', 'R404A'] as const)(
    'follows the ASHRAE (Δt/Le)^0.55 capacity rule within 3 %% for %s',
    (refrigerant) => {
      const input: RefrigerantLineInputDraft = {
        ...suction,
        refrigerant,
        fittings: [],
        straightLength: 100,
        capacity: 120_000,
      };
      const penalty = (capacity: number, length: number): number =>
        calculateRefrigerantLine({ ...input, capacity, straightLength: length }).candidates.find(
          (c) => c.size === '1-5/8',
        )!.temperaturePenalty!;
      // Halving the length at the same penalty raises the capacity by 2^0.55 = 1.464.
      const base = penalty(120_000, 100);
      const scaled = penalty(120_000 * 2 ** 0.55, 50);
      expect(scaled / base).toBeGreaterThan(0.97);
      expect(scaled / base).toBeLessThan(1.03);
    },
  );

  it('gives a larger or equal tube for more capacity, a longer line or a tighter penalty (monotonic)', () => {
    const index = (draft: RefrigerantLineInputDraft): number => {
      const r = calculateRefrigerantLine(draft);
      return r.candidates.findIndex((c) => c.size === r.size);
    };
    let previous = -1;
    for (const capacity of [12_000, 24_000, 60_000, 120_000, 600_000]) {
      const i = index({ ...suction, capacity });
      expect(i).toBeGreaterThanOrEqual(previous);
      previous = i;
    }
    expect(index({ ...suction, straightLength: 200 })).toBeGreaterThanOrEqual(index(suction));
    expect(index({ ...suction, allowedTemperaturePenalty: 0.5 })).toBeGreaterThanOrEqual(
      index(suction),
    );
  });

  it('gives the same answer in Imperial and Metric after conversion', () => {
    for (const lineType of LINE_TYPES) {
      const imperial = { ...suction, lineType, dischargeSuperheat: 45, verticalRise: 20 } as const;
      const a = calculateRefrigerantLine(imperial);
      const b = calculateRefrigerantLine(convertRefrigerantLineInput(imperial, 'Metric'));
      expect(b.size).toBe(a.size);
      expect(b.velocity / 0.00508).toBeCloseTo(a.velocity, 6);
      expect(b.pressureDrop / 6.894757293).toBeCloseTo(a.pressureDrop, 6);
      expect(b.temperaturePenalty! * 1.8).toBeCloseTo(a.temperaturePenalty!, 9);
      expect(b.charge / 0.45359237).toBeCloseTo(a.charge, 9);
      expect(b.massFlow / 0.45359237).toBeCloseTo(a.massFlow, 6);
    }
  });
});

describe('calculateRefrigerantLine: checks', () => {
  it('warns when a suction riser is too large for oil return (below 1000 fpm)', () => {
    const r = calculateRefrigerantLine({
      ...suction,
      orientation: 'riser',
      allowedTemperaturePenalty: 0.2,
    });
    expect(r.velocity).toBeLessThan(1000);
    expect(r.warnings.map((w) => w.code)).toContain('velocityBelowOilReturn');
    expect(r.warnings.find((w) => w.code === 'velocityBelowOilReturn')?.rule).toMatch(/1000 fpm/);
  });

  it('makes no oil-return check for ammonia, whose oil is drained from vessels', () => {
    const r = calculateRefrigerantLine({
      ...suction,
      refrigerant: 'R717',
      orientation: 'riser',
      allowedTemperaturePenalty: 0.2,
    });
    expect(r.warnings.map((w) => w.code)).not.toContain('velocityBelowOilReturn');
    expect(r.notes.some((n) => /copper/.test(n.message))).toBe(true);
  });

  it.each([
    {
      rule: 'noise above 4000 fpm in a suction line (ASHRAE Refrigeration 2010 ch. 1 table 1)',
      line: { allowedTemperaturePenalty: 10, straightLength: 5 },
      fpm: 4000,
      code: 'velocityAboveRecommended',
    },
    {
      rule: 'liquid hammer above 300 fpm',
      line: {
        lineType: 'liquid',
        capacity: 120_000,
        allowedTemperaturePenalty: 5,
        straightLength: 10,
      },
      fpm: 300,
      code: 'liquidHammerVelocity',
    },
  ] as const)('warns of $rule', ({ line, fpm, code }) => {
    const r = calculateRefrigerantLine({ ...suction, ...line, fittings: [] });
    expect(r.velocity).toBeGreaterThan(fpm);
    expect(r.warnings.map((w) => w.code)).toContain(code);
  });

  it('flags flash gas when a liquid lift uses up the subcooling', () => {
    // R-410A liquid at ≈ 1000 kg/m³ loses ≈ 0.43 psi per ft of lift ≈ 0.25 °F/ft of subcooling near 100 °F.
    const r = calculateRefrigerantLine({
      ...suction,
      lineType: 'liquid',
      straightLength: 120,
      verticalRise: 100,
      subcooling: 6,
      allowedTemperaturePenalty: undefined,
    });
    expect(r.liquidLine?.staticPressureChange).toBeGreaterThan(40);
    expect(r.liquidLine?.subcoolingRemaining).toBeLessThanOrEqual(0);
    expect(r.warnings.map((w) => w.code)).toContain('flashGas');
    const downhill = calculateRefrigerantLine({
      ...suction,
      lineType: 'liquid',
      straightLength: 120,
      verticalRise: -100,
      allowedTemperaturePenalty: undefined,
    });
    expect(downhill.liquidLine?.subcoolingRemaining).toBeGreaterThan(10);
  });

  it('shows the largest tube with a warning when none meets the penalty', () => {
    const r = calculateRefrigerantLine({ ...suction, capacity: 12_000_000, straightLength: 3000 });
    expect(r.sizeFound).toBe(false);
    expect(r.size).toBe('4-1/8');
    expect(r.warnings[0]?.code).toBe('noSizeMeetsPenalty');
    expect(nonFiniteNumbers(r)).toEqual([]);
  });

  it('estimates suction capacity loss from the penalty (a few % per 2 °F) and none for other lines', () => {
    const r = calculateRefrigerantLine(suction);
    expect(r.capacityLossPercent!).toBeGreaterThan(0);
    expect(r.capacityLossPercent! / r.temperaturePenalty!).toBeGreaterThan(1);
    expect(r.capacityLossPercent! / r.temperaturePenalty!).toBeLessThan(2.5);
    expect(
      calculateRefrigerantLine({ ...suction, lineType: 'discharge' }).capacityLossPercent,
    ).toBeNull();
  });

  it('computes the charge in the line from the fluid density and the bore', () => {
    const r = calculateRefrigerantLine({
      ...suction,
      lineType: 'liquid',
      allowedTemperaturePenalty: undefined,
    });
    const boreFt2 = (Math.PI * (r.selected.insideDiameter / 12) ** 2) / 4;
    const densityLbFt3 = r.fluid.densityKgM3 / 16.01846337;
    expect(r.charge).toBeCloseTo(densityLbFt3 * boreFt2 * 60, 6);
  });

  it('adds fitting equivalent lengths from Crane K (Le = K·D/f) or the user', () => {
    const r = calculateRefrigerantLine({
      ...suction,
      fittings: [
        { id: 'e', type: 'elbow90Standard', quantity: 4 },
        { id: 'sv', type: 'custom', quantity: 1, customEquivalentLength: 12 },
      ],
    });
    const elbows = r.fittings.find((f) => f.id === 'e')!;
    // 7/8 in OD (3/4 CTS nominal): Crane 30·fT with fT = 0.025 → K = 0.75; D = 0.785 in; f ≈ 0.02 → Le ≈ 2.4 ft each.
    expect(elbows.equivalentLengthEach).toBeGreaterThan(1.5);
    expect(elbows.equivalentLengthEach).toBeLessThan(3.5);
    expect(r.fittings.find((f) => f.id === 'sv')?.equivalentLength).toBe(12);
    expect(r.equivalentLength).toBeCloseTo(60 + elbows.equivalentLength + 12, 9);
  });

  it.each(REFRIGERANTS)(
    'returns finite numbers for %s at the edges of its table',
    (refrigerant) => {
      const { minC, maxC } = saturationTemperatureRangeC(refrigerant);
      for (const lineType of LINE_TYPES) {
        const r = calculateRefrigerantLine({
          unitSystem: 'Metric',
          refrigerant,
          lineType,
          capacity: 300,
          evaporatingTemperature: minC + 6,
          condensingTemperature: maxC - 6,
          superheat: 0,
          subcooling: 0,
          straightLength: 0.5,
          verticalRise: 0.5,
        });
        expect(nonFiniteNumbers(r)).toEqual([]);
      }
    },
  );
});

describe('RefrigerantLineInputSchema messages', () => {
  it('names the field and its range in the input’s units', () => {
    const found = issues(() =>
      calculateRefrigerantLine({ ...suction, straightLength: 5000, superheat: -1 }),
    );
    expect(found.find((i) => i.path[0] === 'straightLength')?.message).toBe(
      'Straight length must be between 1 and 3,000 ft.',
    );
    expect(found.find((i) => i.path[0] === 'superheat')?.message).toBe(
      'Suction superheat must be between 0 and 90 °F.',
    );
    const metric = issues(() =>
      calculateRefrigerantLine({ ...defaultRefrigerantLineInput('Metric'), straightLength: 0 }),
    );
    expect(metric[0]?.message).toBe('Straight length must be between 0.305 and 914 m.');
  });

  it('refuses temperatures outside the refrigerant’s table and a condensing temperature too close to evaporating', () => {
    const co2 = issues(() =>
      calculateRefrigerantLine({ ...suction, refrigerant: 'R744', condensingTemperature: 95 }),
    );
    expect(co2[0]?.message).toBe(
      'Condensing temperature must be between -38.2 °F and 75.2 °F for R-744 (CO₂, subcritical) (its property table, less room for the pressure drop).',
    );
    const close = issues(() => calculateRefrigerantLine({ ...suction, condensingTemperature: 45 }));
    expect(close[0]?.path).toEqual(['condensingTemperature']);
  });

  it('refuses a subcooling that runs the liquid off the table', () => {
    const found = issues(() =>
      calculateRefrigerantLine({
        ...defaultRefrigerantLineInput('Metric'),
        refrigerant: 'R407C',
        evaporatingTemperature: -44,
        condensingTemperature: -20,
        subcooling: 30,
      }),
    );
    expect(found[0]?.path).toEqual(['subcooling']);
  });

  it('says which field is missing or not a number, and accepts numeric strings from a form', () => {
    const found = issues(() =>
      calculateRefrigerantLine({
        ...suction,
        capacity: '',
        superheat: 'abc',
      } as unknown as RefrigerantLineInputDraft),
    );
    expect(found.map((i) => i.message)).toEqual([
      'Cooling capacity is required.',
      'Suction superheat must be a number.',
    ]);
    expect(calculateRefrigerantLine({ ...suction, capacity: '60000' }).size).toBe('7/8');
    expect(
      issues(() => calculateRefrigerantLine({ ...suction, capacity: Number.NaN }))[0]?.message,
    ).toBe('Cooling capacity must be a number.');
  });

  it('requires an equivalent length for a custom fitting', () => {
    const found = issues(() =>
      calculateRefrigerantLine({ ...suction, fittings: [{ id: 'x', type: 'custom' }] }),
    );
    expect(found[0]?.path).toEqual(['fittings', 0, 'customEquivalentLength']);
  });

  it('leaves no undefined custom length in a parsed fitting (a saved file may not hold undefined)', () => {
    const parsed = RefrigerantLineInputSchema.parse({
      ...suction,
      fittings: [
        { id: 'e', type: 'elbow90Standard', quantity: 2, customEquivalentLength: '' },
        { id: 'v', type: 'custom', quantity: 1, customEquivalentLength: '12.5' },
      ],
    });
    expect(parsed.fittings[0]).toEqual({ id: 'e', type: 'elbow90Standard', quantity: 2 });
    expect(Object.keys(parsed.fittings[0]!)).not.toContain('customEquivalentLength');
    expect(parsed.fittings[1]?.customEquivalentLength).toBe(12.5);
  });

  it('lists every key of the schema as an input field, once', () => {
    expect([...REFRIGERANT_LINE_INPUT_FIELDS].sort()).toEqual(
      Object.keys(RefrigerantLineInputSchema.parse({ ...suction, dischargeSuperheat: 45 })).sort(),
    );
    expect(new Set(REFRIGERANT_LINE_INPUT_FIELDS).size).toBe(REFRIGERANT_LINE_INPUT_FIELDS.length);
  });

  it('exposes field ranges in each unit system', () => {
    expect(refrigerantLineFieldRange('superheat', 'Imperial')).toEqual({ min: 0, max: 90 });
    expect(refrigerantLineFieldRange('allowedTemperaturePenalty', 'Metric').max).toBeCloseTo(
      5.556,
      3,
    );
  });
});

describe('refrigerantTemperatureLimitsC', () => {
  it('leaves 6 K of each table for the pressure drop (R-744 condensing −39 to 24 °C)', () => {
    expect(refrigerantTemperatureLimitsC('R744').condensing).toEqual({ minC: -39, maxC: 24 });
    expect(refrigerantTemperatureLimitsC('R410A').evaporating).toEqual({ minC: -44, maxC: 59 });
  });
});
