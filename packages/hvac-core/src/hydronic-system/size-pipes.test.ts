import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateHydronicSystemInput } from './calculate-hydronic-system.js';
import { convertHydronicSystemInput } from './convert-input.js';
import { defaultHydronicSystemInput } from './default-input.js';
import { HydronicSystemInputSchema } from './schema.js';
import type { HydronicSystemInput } from './schema.js';
import { sizeHydronicPipes, withHydronicPipeSizes } from './size-pipes.js';
import type { HydronicPipeSizing } from './size-pipes.js';

const office = defaultHydronicSystemInput('Imperial');
const sizeOf = (input: HydronicSystemInput) =>
  Object.fromEntries(sizeHydronicPipes(input).runs.map((run) => [run.id + run.kind, run.toSize]));

describe('sizeHydronicPipes', () => {
  /*
   * The example office floor: four fan coils of 120,000, 120,000, 90,000 and 90,000 Btu/h at a
   * 10 °F rise, 49 °F water (24, 24, 18 and 18 gpm). By ASHRAE Handbook—Fundamentals (2021) ch. 22,
   * at most 4 ft of water/100 ft, and 4 ft/s up to 2 in. (10 ft/s above), Schedule 40 steel:
   * - S1 carries 84 gpm: 2-1/2 in. (ID 2.469 in.) at 5.6 ft/s rubs about 5 ft/100 ft, too steep;
   *   3 in. (ID 3.068 in.) runs at 3.63 ft/s and 1.8 ft/100 ft;
   * - S2, 60 gpm: 2 in. (ID 2.067 in.) would run at 5.7 ft/s, over 4 ft/s; 2-1/2 in. at 4.0 ft/s;
   * - S3, 36 gpm: 2 in. at 3.43 ft/s; 1-1/2 in. (ID 1.610 in.) would run at 5.7 ft/s;
   * - S4 and the 18 gpm branches: 1-1/2 in. at 2.83 ft/s; 1-1/4 in. (ID 1.380 in.) runs at
   *   3.9 ft/s but rubs about 6 ft/100 ft;
   * - the 24 gpm branches: 1-1/2 in. at 3.8 ft/s rubs about 4.4 ft/100 ft; 2 in. at 2.29 ft/s.
   * Velocities are Q/A from the inside diameters (ASME B36.10M); friction by Darcy–Colebrook.
   */
  it('sizes the example office by friction rate and velocity, as by hand', () => {
    const sizing = sizeHydronicPipes(office);
    expect(sizeOf(office)).toEqual({
      S1section: '3',
      R1section: '3',
      S2section: '2-1/2',
      R2section: '2-1/2',
      S3section: '2',
      R3section: '2',
      S4section: '1-1/2',
      R4section: '1-1/2',
      'FC-1branch': '2',
      'FC-2branch': '2',
      'FC-3branch': '1-1/2',
      'FC-4branch': '1-1/2',
    });
    const s1 = sizing.runs.find((run) => run.id === 'S1')!;
    expect(s1.fromSize).toBe('2-1/2');
    expect(s1.velocity).toBeCloseTo(3.63, 2);
    expect(s1.frictionRate).toBeCloseTo(1.76, 1);
    expect(sizing.frictionRate).toBe(4);
    expect(sizing.maxVelocity).toBeNull();
  });

  it('follows the engineer’s limits: a steeper friction rate and a lower velocity', () => {
    // At 10 ft/100 ft the 84 gpm main fits 2-1/2 in. (about 5 ft/100 ft, 5.6 ft/s < 10 ft/s) …
    expect(sizeOf({ ...office, sizingFrictionRate: 10 }).S1section).toBe('2-1/2');
    // … but not at 5 ft/s.
    expect(sizeOf({ ...office, sizingFrictionRate: 10, sizingMaxVelocity: 5 }).S1section).toBe('3');
  });

  it('refuses a limit out of its range in words, with its unit', () => {
    const parsed = HydronicSystemInputSchema.safeParse({ ...office, sizingFrictionRate: 500 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Sizing friction rate must be between 0.1 and 100 ft/100 ft, got 500.',
    );
    const metric = HydronicSystemInputSchema.safeParse({
      ...defaultHydronicSystemInput('Metric'),
      sizingMaxVelocity: 20,
    });
    expect(metric.error?.issues[0]?.message).toBe(
      'Sizing maximum velocity must be between 0.15 and 9 m/s, got 20.',
    );
  });

  it('takes the largest size, and says so, when none meets the limits', () => {
    // 30,000 gpm through 24 in. Schedule 40 (ID 22.626 in.) runs at about 24 ft/s, over 10 ft/s.
    const huge: HydronicSystemInput = {
      ...office,
      terminals: office.terminals.map((terminal, t) =>
        t === 0 ? { ...terminal, load: undefined, flowRate: 30_000 } : terminal,
      ),
    };
    const sizing = sizeHydronicPipes(huge);
    const largest = sizing.runs.find((run) => run.id === 'S1')!;
    expect(largest.sizeFound).toBe(false);
    expect(largest.toSize).toBe('24');
  });

  it('gives the same sizes in Metric as in Imperial (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.option(fc.double({ min: 1, max: 15, noNaN: true }), { nil: undefined }),
        (frictionRate, maxVelocity) => {
          const imperial = HydronicSystemInputSchema.parse({
            ...office,
            sizingFrictionRate: frictionRate,
            sizingMaxVelocity: maxVelocity,
          });
          const metric = convertHydronicSystemInput(imperial, 'Metric');
          expect(sizeOf(metric)).toEqual(sizeOf(imperial));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('leaves every sized run within its limits, and the network still computes', () => {
    const sized = withHydronicPipeSizes(office, sizeHydronicPipes(office));
    const again = sizeHydronicPipes(sized);
    for (const run of again.runs) {
      expect(run.toSize, run.id).toBe(run.fromSize);
      expect(run.frictionRate, run.id).toBeLessThanOrEqual(4);
      expect(run.velocity, run.id).toBeLessThanOrEqual(run.toSize.length <= 1 ? 4 : 10);
    }
    const result = calculateHydronicSystemInput(sized);
    expect(result.indexCircuit.terminalId).toBeTruthy();
  });
});

describe('withHydronicPipeSizes', () => {
  it('writes sizes into a draft, keeping its text and blanks, and moves a reducer', () => {
    const draft = {
      sections: [
        { id: 'S1', nominalSize: '2-1/2', length: '100' },
        {
          id: 'S2',
          nominalSize: '2',
          length: '',
          reducer: { fromNominalSize: '2-1/2', angle: 30 },
        },
      ],
      terminals: [{ id: 'A', branchPipe: { nominalSize: '1' } }, { id: 'B' }],
    };
    const sizing: HydronicPipeSizing = {
      frictionRate: 4,
      maxVelocity: null,
      runs: (
        [
          {
            kind: 'section',
            index: 0,
            id: 'S1',
            fromSize: '2-1/2',
            toSize: '3',
            reducer: undefined,
          },
          {
            kind: 'section',
            index: 1,
            id: 'S2',
            fromSize: '2',
            toSize: '2-1/2',
            reducer: { fromNominalSize: '3', angle: 30 },
          },
          { kind: 'branch', index: 0, id: 'A', fromSize: '1', toSize: '1-1/4', reducer: undefined },
        ] as const
      ).map((run) => ({ ...run, sizeFound: true, flowRate: 1, velocity: 1, frictionRate: 1 })),
    };
    expect(withHydronicPipeSizes(draft, sizing)).toEqual({
      sections: [
        { id: 'S1', nominalSize: '3', length: '100' },
        {
          id: 'S2',
          nominalSize: '2-1/2',
          length: '',
          reducer: { fromNominalSize: '3', angle: 30 },
        },
      ],
      terminals: [{ id: 'A', branchPipe: { nominalSize: '1-1/4' } }, { id: 'B' }],
    });
    expect(draft.sections[0]!.nominalSize).toBe('2-1/2');
  });

  it('removes a reducer the sizing made needless', () => {
    const withReducer: HydronicSystemInput = {
      ...office,
      sections: office.sections.map((section) =>
        section.id === 'S2'
          ? { ...section, reducer: { fromNominalSize: '3', angle: 30 } }
          : section,
      ),
    };
    const sizing = sizeHydronicPipes({ ...withReducer, sizingFrictionRate: 10 });
    // S1 is now 2-1/2 in., as S2: no reducer between them.
    expect(sizing.runs.find((run) => run.id === 'S2')!.reducer).toBeUndefined();
    const kept = sizeHydronicPipes(withReducer).runs.find((run) => run.id === 'S2')!;
    expect(kept.reducer).toEqual({ fromNominalSize: '3', angle: 30 });
  });
});

describe('the sizing limits at their ranges’ ends and the extreme doubles', () => {
  const field = (unitSystem: 'Imperial' | 'Metric') =>
    unitSystem === 'Imperial' ? office : defaultHydronicSystemInput('Metric');
  it.each(['Imperial', 'Metric'] as const)(
    'in %s, every accepted limit sizes every pipe to finite figures; a refused one names its field',
    (unitSystem) => {
      const extremes = [
        5e-324,
        Number.MAX_VALUE,
        -Number.MAX_VALUE,
        0,
        0.1,
        0.15,
        0.5,
        9,
        30,
        100,
        10_000,
      ];
      fc.assert(
        fc.property(
          fc.constantFrom(...extremes, undefined),
          fc.constantFrom(...extremes, undefined),
          (sizingFrictionRate, sizingMaxVelocity) => {
            const parsed = HydronicSystemInputSchema.safeParse({
              ...field(unitSystem),
              sizingFrictionRate,
              sizingMaxVelocity,
            });
            if (!parsed.success) {
              for (const found of parsed.error.issues)
                expect(['sizingFrictionRate', 'sizingMaxVelocity']).toContain(found.path[0]);
              return;
            }
            for (const run of sizeHydronicPipes(parsed.data).runs) {
              expect(Number.isFinite(run.velocity) && Number.isFinite(run.frictionRate)).toBe(true);
              expect(run.toSize).not.toBe('');
            }
          },
        ),
        { numRuns: 150 },
      );
    },
  );
});
