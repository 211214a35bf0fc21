import { describe, expect, it, test } from 'vitest';
import { calculateDuctNoisePath } from './calculate-duct-noise-path.js';
import { convertDuctNoisePathInput } from './convert-input.js';
import { addDecibels } from './decibels.js';
import { defaultDuctNoisePathInput, defaultNoisePath } from './default-input.js';
import { DuctNoisePathInputSchema } from './schema.js';
import type { DuctNoisePathInputDraft } from './schema.js';
import { fanSoundPower, silencerSelfNoiseDb, terminalSoundPowerDb } from './sources.js';

const IN = 0.0254;
const CFM = 0.3048 ** 3 / 60;
const PA_PER_IN_WG = 249.0889;

/** A bare path: the typed spectrum straight to a furnished office (Schultz). */
const base: DuctNoisePathInputDraft = {
  unitSystem: 'Imperial',
  sourceSoundPower: [70, 68, 66, 64, 62, 60, 58, 56],
  elements: [],
  room: { method: 'schultz', distance: 5, volume: 3000 },
};

describe('calculateDuctNoisePath: files saved before fan sources and further paths', () => {
  it('computes a file with no source or further paths exactly as a typed spectrum', () => {
    const old = defaultDuctNoisePathInput('Imperial');
    const explicit = calculateDuctNoisePath({
      ...old,
      source: { kind: 'spectrum' },
      additionalPaths: [],
    });
    const r = calculateDuctNoisePath(old);
    expect(r.soundPressureDb).toEqual(explicit.soundPressureDb);
    expect(r.paths).toHaveLength(1);
    expect(r.paths[0]?.soundPressureDb).toEqual(r.soundPressureDb);
    expect(r.paths[0]?.label).toBe('Supply path');
    expect(r.sourceSoundPowerDb).toEqual([85, 82, 78, 75, 72, 68, 64, 60]);
    expect(r.elements.every((e) => e.regenerated === null && e.neckVelocity === null)).toBe(true);
  });

  it('asks for the typed spectrum unless the source is a fan', () => {
    const { sourceSoundPower: _typed, ...withoutSpectrum } = base;
    const parsed = DuctNoisePathInputSchema.safeParse(withoutSpectrum);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Source sound power is required unless the source is a fan.',
    );
  });
});

describe('calculateDuctNoisePath: a fan source (Arup Strutt empirical method, ASHRAE p. 47.4)', () => {
  const fan: DuctNoisePathInputDraft = {
    ...base,
    sourceSoundPower: undefined,
    source: {
      kind: 'fan',
      fanType: 'backwardCurved',
      airflow: 4238,
      staticPressure: 2,
      blades: 12,
      speed: 1200,
    },
  };

  it('takes the source power from the fan’s duty, with the blade-pass tone', () => {
    const r = calculateDuctNoisePath(fan);
    const expected = fanSoundPower(4238 * CFM, 2 * PA_PER_IN_WG, 'backwardCurved', 240);
    expect(r.paths[0]?.source).toMatchObject({ kind: 'fan', bladePassHz: 240 });
    // 4238 cfm = 2.0 m³/s at 2 in. wg = 498.2 Pa: L_W = 20 log 498.2 + 10 log 2 + 40 = 96.96 dB.
    expect(r.paths[0]?.source.kind === 'fan' && r.paths[0].source.overallDb).toBeCloseTo(96.96, 1);
    expected.bandsDb.slice(0, 7).forEach((level, band) => {
      expect(r.sourceSoundPowerDb[band]).toBeCloseTo(level ?? NaN, 5);
    });
  });

  it('leaves the 8000 Hz band out, as the method gives no correction there, and says so', () => {
    const r = calculateDuctNoisePath(fan);
    expect(r.sourceSoundPowerDb[7]).toBe(-100);
    expect(r.notes.some((note) => note.includes('no 8000 Hz correction'))).toBe(true);
  });

  it('is the same fan in Metric: 2000 L/s at 498 Pa', () => {
    const imperial = calculateDuctNoisePath(fan);
    const metric = calculateDuctNoisePath(convertDuctNoisePathInput(fan, 'Metric'));
    imperial.soundPressureDb.forEach((level, band) => {
      expect(metric.soundPressureDb[band]).toBeCloseTo(level, 6);
    });
  });

  it('asks for both blades and speed, or neither', () => {
    const parsed = DuctNoisePathInputSchema.safeParse({
      ...fan,
      source: { kind: 'fan', fanType: 'axial', airflow: 1000, staticPressure: 1, blades: 8 },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('source.speed');
  });
});

describe('calculateDuctNoisePath: a silencer (Long 2014, Eq. 14.31 and Table 14.8)', () => {
  // 24 × 24 in face, 4 passages, 50% free area: 4000 cfm → 1000 fpm face, 2000 fpm (10.16 m/s) airway.
  const silencer = {
    id: 's',
    type: 'silencer' as const,
    label: 'Silencer',
    insertionLoss: [4, 6, 10, 18, 22, 20, 15, 12],
    airflow: 4000,
    width: 24,
    height: 24,
    passages: 4,
    freeAreaPercent: 50,
  };

  it('adds its self-noise to the attenuated sound by energy; the higher governs each band', () => {
    const r = calculateDuctNoisePath({ ...base, elements: [silencer] });
    const element = r.elements[0]!;
    const airwayMS = (4000 * CFM) / (24 * IN) ** 2 / 0.5;
    const self = silencerSelfNoiseDb(airwayMS, 4, 24 * IN);
    expect(element.silencerVelocity?.face).toBeCloseTo(1000, 6);
    expect(element.silencerVelocity?.airway).toBeCloseTo(2000, 6);
    base.sourceSoundPower?.forEach((level, band) => {
      const attenuated = Number(level) - (silencer.insertionLoss[band] ?? 0);
      const own = self[band] ?? NaN;
      expect(element.soundPowerDb[band]).toBeCloseTo(addDecibels([attenuated, own]), 9);
      expect(element.regenerated?.governs[band]).toBe(own > attenuated);
    });
  });

  it('makes self-noise govern when the face velocity doubles (55 log 2 = 16.6 dB more)', () => {
    const slow = calculateDuctNoisePath({ ...base, elements: [silencer] }).elements[0]!;
    const fast = calculateDuctNoisePath({ ...base, elements: [{ ...silencer, airflow: 8000 }] })
      .elements[0]!;
    const rise =
      (fast.regenerated?.soundPowerDb[2] ?? NaN) - (slow.regenerated?.soundPowerDb[2] ?? NaN);
    expect(rise).toBeCloseTo(55 * Math.log10(2), 9);
    expect(fast.regenerated?.governs.filter(Boolean).length).toBeGreaterThan(
      slow.regenerated?.governs.filter(Boolean).length ?? 0,
    );
  });
});

describe('calculateDuctNoisePath: an air terminal (Reynolds, Long Eqs. 13.27–13.33; ASHRAE Table 9)', () => {
  // Long (2014) Table 14.9: "Rectangular Diffuser, 312 cfm, 0.05 in pd", read as a 24 × 24 in face.
  const diffuser = {
    id: 't',
    type: 'terminal' as const,
    label: 'Diffuser',
    service: 'supply' as const,
    terminalShape: 'rectangular' as const,
    width: 24,
    height: 24,
    airflow: 312,
    pressureDrop: 0.05,
    count: 1,
  };

  it('adds the terminal’s own sound power to the duct-borne sound by energy', () => {
    const r = calculateDuctNoisePath({ ...base, elements: [diffuser] });
    const own = terminalSoundPowerDb((24 * IN) ** 2, 312 * CFM, 0.05 * PA_PER_IN_WG, 'rectangular');
    r.elements[0]?.soundPowerDb.forEach((level, band) => {
      expect(level).toBeCloseTo(
        addDecibels([Number(base.sourceSoundPower?.[band]), own[band] ?? NaN]),
        9,
      );
    });
  });

  test.each([
    // Long (2014) Table 14.9 prints 33/32/29/23/15 dB from 63 Hz to 1 kHz for this diffuser.
    { band: 0, printed: 33 },
    { band: 1, printed: 32 },
    { band: 2, printed: 29 },
    { band: 3, printed: 23 },
    { band: 4, printed: 15 },
  ])(
    'reproduces Long’s Table 14.9 diffuser at band $band within 1 dB ($printed dB)',
    ({ band, printed }) => {
      const r = calculateDuctNoisePath({ ...base, elements: [diffuser] });
      expect(
        Math.abs((r.elements[0]?.regenerated?.soundPowerDb[band] ?? NaN) - printed),
      ).toBeLessThan(1);
    },
  );

  test.each([
    // ASHRAE HVAC Applications (2019), ch. 49, Table 9: supply 2.2 m/s (433 fpm) at RC 30, 2.5 m/s at RC 35.
    { target: 30, service: 'supply' as const, limitFpm: 2.2 / 0.00508, rc: 30 },
    { target: 33, service: 'supply' as const, limitFpm: 2.2 / 0.00508, rc: 30 },
    { target: 35, service: 'return' as const, limitFpm: 3.0 / 0.00508, rc: 35 },
    { target: 45, service: 'return' as const, limitFpm: 3.8 / 0.00508, rc: 45 },
  ])(
    'shows the $service neck-velocity limit for target NC $target',
    ({ target, service, limitFpm, rc }) => {
      const r = calculateDuctNoisePath({
        ...base,
        targetNc: target,
        elements: [{ ...diffuser, service }],
      });
      const neck = r.elements[0]?.neckVelocity;
      expect(neck?.velocity).toBeCloseTo(312 / 4, 6); // 312 cfm over 4 ft² = 78 fpm
      expect(neck?.limit).toBeCloseTo(limitFpm, 6);
      expect(neck?.limitRc).toBe(rc);
      expect(neck?.exceedsLimit).toBe(false);
    },
  );

  it('warns when the neck velocity is above the limit', () => {
    // 1000 cfm through a 12 × 12 in neck is 1000 fpm (5.08 m/s), above 2.5 m/s at RC 35.
    const r = calculateDuctNoisePath({
      ...base,
      targetNc: 35,
      elements: [{ ...diffuser, width: 12, height: 12, airflow: 1000, pressureDrop: 0.2 }],
    });
    expect(r.elements[0]?.neckVelocity?.exceedsLimit).toBe(true);
    expect(r.warnings.some((w) => w.includes('neck velocity 1000 fpm'))).toBe(true);
  });

  it('shows no limit without a target', () => {
    const r = calculateDuctNoisePath({ ...base, elements: [diffuser] });
    expect(r.elements[0]?.neckVelocity?.limit).toBeNull();
  });
});

describe('calculateDuctNoisePath: supply and return paths summed (ASHRAE Fundamentals 2021, ch. 8)', () => {
  it('adds two identical paths to 3.01 dB more in every band and rates the room on the total', () => {
    const one = calculateDuctNoisePath(base);
    const two = calculateDuctNoisePath({
      ...base,
      additionalPaths: [
        { id: 'r', label: 'Return', sourceSoundPower: base.sourceSoundPower, elements: [] },
      ],
    });
    expect(two.paths.map((p) => p.label)).toEqual(['Supply path', 'Return']);
    two.soundPressureDb.forEach((level, band) => {
      expect(level - (one.soundPressureDb[band] ?? NaN)).toBeCloseTo(10 * Math.log10(2), 9);
    });
    expect(two.nc.nc).toBeGreaterThan(one.nc.nc);
    expect(two.paths[1]?.nc.nc).toBeCloseTo(one.nc.nc, 9);
  });

  it('keeps the default return path valid in both unit systems and the same after conversion', () => {
    const imperial: DuctNoisePathInputDraft = {
      ...defaultDuctNoisePathInput('Imperial'),
      additionalPaths: [defaultNoisePath('Imperial', 'p2')],
    };
    const a = calculateDuctNoisePath(imperial);
    const b = calculateDuctNoisePath(convertDuctNoisePathInput(imperial, 'Metric'));
    expect(a.paths).toHaveLength(2);
    a.soundPressureDb.forEach((level, band) => {
      expect(b.soundPressureDb[band]).toBeCloseTo(level, 6);
    });
    expect(b.paths[1]?.elements[2]?.neckVelocity?.velocity).toBeCloseTo(
      (a.paths[1]?.elements[2]?.neckVelocity?.velocity ?? NaN) * 0.00508,
      6,
    );
    const metricDefault = calculateDuctNoisePath({
      ...defaultDuctNoisePathInput('Metric'),
      additionalPaths: [defaultNoisePath('Metric', 'p2')],
    });
    expect(Math.abs(metricDefault.nc.nc - a.nc.nc)).toBeLessThan(1.5);
  });

  it('points to the further path’s field in its messages', () => {
    const parsed = DuctNoisePathInputSchema.safeParse({
      ...base,
      additionalPaths: [
        {
          id: 'r',
          source: { kind: 'fan', fanType: 'axial', airflow: 1000, staticPressure: 50 },
          elements: [],
        },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([
      'additionalPaths',
      0,
      'source',
      'staticPressure',
    ]);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Fan static pressure must be between 0.05 and 20 in. wg.',
    );
  });
});

describe('calculateDuctNoisePath: silencer self-noise after a fan with no 8 kHz estimate', () => {
  it('adds the self-noise at 8 kHz but does not warn that it governs a band the fan leaves out', () => {
    const r = calculateDuctNoisePath({
      ...base,
      sourceSoundPower: undefined,
      source: { kind: 'fan', fanType: 'backwardCurved', airflow: 2119, staticPressure: 1 },
      elements: [
        {
          id: 's',
          type: 'silencer',
          insertionLoss: [4, 6, 10, 18, 22, 20, 15, 12],
          airflow: 2000,
          width: 24,
          height: 24,
          passages: 4,
          freeAreaPercent: 50,
        },
      ],
    });
    expect(r.elements[0]?.regenerated?.governs[7]).toBe(true);
    expect(r.elements[0]?.soundPowerDb[7]).toBeCloseTo(
      r.elements[0]?.regenerated?.soundPowerDb[7] ?? NaN,
      6,
    );
    expect(r.warnings.some((w) => w.includes('self-noise'))).toBe(false);
  });
});
