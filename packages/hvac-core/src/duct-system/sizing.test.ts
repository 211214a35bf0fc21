import { describe, expect, it } from 'vitest';
import { airPropertiesAt } from '../duct/air-properties.js';
import { rectangularEquivalentDiameterM } from '../duct/equivalent-diameter.js';
import { roundDiameterForFrictionM } from '../duct/sizing.js';
import { standardRoundDiameterM } from '../duct/standard-sizes.js';
import { VELOCITY_LIMITS } from '../duct/velocity-limits.js';
import { calculateDuctSystem } from './calculate-duct-system.js';
import type { DuctSystemInputDraft } from './schema.js';

const AIR = airPropertiesAt(20, 0);
const terminal = (airflow: number) => ({ airflow, pressureDrop: 25 });

/** A supply tree: main A (800 L/s), branch B with two runouts, runout C. Metric, 20 °C, sea level. */
function tree(
  extra: Partial<DuctSystemInputDraft>,
  shape: 'round' | 'rectangular' = 'round',
): DuctSystemInputDraft {
  return {
    unitSystem: 'Metric',
    airTemperature: 20,
    frictionRate: 1,
    velocity: 8,
    sections: [
      { id: 'A', length: 15, shape, fittings: [{ type: 'elbow', angle: 90, radiusRatio: 1.5 }] },
      {
        id: 'B',
        parentId: 'A',
        length: 10,
        shape,
        fittings: [{ type: 'junction', path: 'straight' }],
      },
      {
        id: 'C',
        parentId: 'A',
        length: 6,
        shape,
        fittings: [{ type: 'junction', path: 'branch', angle: 45 }],
        terminal: terminal(200),
      },
      {
        id: 'D',
        parentId: 'B',
        length: 8,
        shape,
        fittings: [{ type: 'junction', path: 'straight' }, { type: 'elbow' }],
        terminal: terminal(300),
      },
      {
        id: 'E',
        parentId: 'B',
        length: 5,
        shape,
        fittings: [{ type: 'junction', path: 'branch', angle: 45 }],
        terminal: terminal(300),
      },
    ],
    ...extra,
  };
}

describe('equal friction (ASHRAE F 2021 ch. 21, "Equal-friction method")', () => {
  it('sizes each round section at the target friction rate, then rounds up to the EN 1506 sizes', () => {
    const result = calculateDuctSystem(tree({ sizingMethod: 'equalFriction' }));
    for (const section of result.sections) {
      const exact = roundDiameterForFrictionM(section.airflow / 1000, 1, 0.09e-3, AIR);
      expect(section.diameter).toBeCloseTo(standardRoundDiameterM(exact, 'Metric') * 1000, 9);
      expect(section.frictionRate).toBeLessThanOrEqual(1 + 1e-9);
      expect(section.sizeBasis).toBe('equalFriction');
    }
  });

  it('without rounding, every section has exactly the target friction rate (round and rectangular)', () => {
    for (const shape of ['round', 'rectangular'] as const) {
      const result = calculateDuctSystem(
        tree({ sizingMethod: 'equalFriction', standardSizes: false }, shape),
      );
      for (const section of result.sections) expect(section.frictionRate).toBeCloseTo(1, 6);
    }
  });

  it('rectangular sections keep standard 50 mm sides, the aspect-ratio limit and at least the round duct’s equivalent diameter', () => {
    const result = calculateDuctSystem(
      tree({ sizingMethod: 'equalFriction', maxAspectRatio: 3 }, 'rectangular'),
    );
    for (const section of result.sections) {
      const w = section.width ?? 0;
      const h = section.height ?? 0;
      expect(Math.round(w / 50) * 50).toBeCloseTo(w, 9);
      expect(Math.round(h / 50) * 50).toBeCloseTo(h, 9);
      expect(w / h).toBeLessThanOrEqual(3);
      const exact = roundDiameterForFrictionM(section.airflow / 1000, 1, 0.09e-3, AIR);
      expect(rectangularEquivalentDiameterM(w / 1000, h / 1000)).toBeGreaterThanOrEqual(
        exact * (1 - 1e-9),
      );
    }
  });
});

describe('constant velocity', () => {
  it('gives the target velocity without rounding, and at most it with standard sizes', () => {
    // 6 m/s: below every velocity limit of the tree (runouts 1500 fpm = 7.62 m/s).
    const exact = calculateDuctSystem(
      tree({ sizingMethod: 'constantVelocity', velocity: 6, standardSizes: false }),
    );
    for (const section of exact.sections) expect(section.velocity).toBeCloseTo(6, 9);
    const rounded = calculateDuctSystem(tree({ sizingMethod: 'constantVelocity', velocity: 6 }));
    for (const section of rounded.sections) expect(section.velocity).toBeLessThanOrEqual(6 + 1e-9);
  });
});

describe('static regain (ASHRAE F 2021 ch. 21, "Static regain method")', () => {
  it('sizes the first section at the entered velocity and every other so that pv_up − pv = its loss: the static pressure at the end of every supply section equals the first section’s', () => {
    const result = calculateDuctSystem(
      tree({ sizingMethod: 'staticRegain', velocity: 10, standardSizes: false }),
    );
    const first = result.sections.find((s) => s.id === 'A');
    expect(first?.velocity).toBeCloseTo(10, 9);
    for (const section of result.sections) {
      expect(section.sizeBasis).toMatch(/^staticRegain/);
      expect(section.staticPressureOutlet).toBeCloseTo(
        first?.staticPressureOutlet ?? Number.NaN,
        4,
      );
    }
    // The regain equation itself, section by section.
    const byId = new Map(result.sections.map((s) => [s.id, s]));
    for (const section of result.sections) {
      if (!section.parentId) continue;
      const parent = byId.get(section.parentId);
      const regain = (parent?.velocityPressure ?? 0) - section.velocityPressure;
      expect(regain).toBeCloseTo(section.frictionLoss + section.fittingLoss, 4);
    }
  });

  it('sizes a 90° branch takeoff, whose loss (C ≥ 1 on the upstream pv, Idelchik) no regain can offset, by equal friction, and says so', () => {
    const draft = tree({ sizingMethod: 'staticRegain', velocity: 10 });
    const sections = (draft.sections ?? []).map((s) =>
      s.id === 'C'
        ? { ...s, fittings: [{ type: 'junction' as const, path: 'branch' as const, angle: 90 }] }
        : s,
    );
    const result = calculateDuctSystem({ ...draft, sections });
    const c = result.sections.find((s) => s.id === 'C');
    expect(c?.sizeBasis).toBe('staticRegainByFriction');
    expect(c?.frictionRate).toBeLessThanOrEqual(1 + 1e-9);
    expect(
      result.warnings.some((w) => w.code === 'staticRegainNotReached' && w.sectionId === 'C'),
    ).toBe(true);
  });

  it('with standard sizes rounds up, so the regain is at least the loss', () => {
    const result = calculateDuctSystem(tree({ sizingMethod: 'staticRegain', velocity: 10 }));
    const byId = new Map(result.sections.map((s) => [s.id, s]));
    for (const section of result.sections) {
      if (!section.parentId) continue;
      const parent = byId.get(section.parentId);
      const regain = (parent?.velocityPressure ?? 0) - section.velocityPressure;
      // Up to the solver's tolerance where the exact size is itself a standard size.
      expect(regain).toBeGreaterThanOrEqual(
        (section.frictionLoss + section.fittingLoss) * (1 - 1e-5),
      );
    }
  });
});

describe('limits and fixed sections', () => {
  it('enlarges a section to the velocity limit of its application (ASHRAE HVAC Applications 2015, ch. 48, table 8)', () => {
    const result = calculateDuctSystem(tree({ sizingMethod: 'equalFriction', frictionRate: 15 }));
    const main = result.sections.find((s) => s.id === 'A');
    expect(main?.sizeBasis).toBe('velocityLimit');
    expect(main?.velocity).toBeLessThanOrEqual(VELOCITY_LIMITS.main.maxRoundMS);
    for (const section of result.sections)
      expect(section.velocity).toBeLessThanOrEqual((section.maxVelocity ?? Infinity) + 1e-9);
  });

  it('keeps a fixed section as entered, and warns when it is too fast', () => {
    const draft = tree({ sizingMethod: 'equalFriction' });
    const sections = (draft.sections ?? []).map((s) =>
      s.id === 'C' ? { ...s, fixed: true, diameter: 125 } : s,
    );
    const result = calculateDuctSystem({ ...draft, sections });
    const c = result.sections.find((s) => s.id === 'C');
    expect(c?.diameter).toBe(125);
    expect(c?.sizeBasis).toBe('fixed');
    expect(
      result.warnings.some((w) => w.code === 'velocityAboveLimit' && w.sectionId === 'C'),
    ).toBe(true);
  });
});

describe('flat oval and fixed rectangular sections', () => {
  it('sizes a flat oval at the target friction (Heyt–Diaz De, ASHRAE F 2021 ch. 21 eq. 26–28), its axes on the 50 mm step when rounded', () => {
    const exact = calculateDuctSystem(
      tree({ sizingMethod: 'equalFriction', standardSizes: false }, 'flatOval' as 'round'),
    );
    for (const section of exact.sections) {
      expect(section.shape).toBe('flatOval');
      // Runouts at the rectangular limit (875 fpm) are enlarged to it.
      if (section.sizeBasis === 'velocityLimit')
        expect(section.velocity).toBeCloseTo(section.maxVelocity ?? Number.NaN, 9);
      else expect(section.frictionRate).toBeCloseTo(1, 6);
      expect((section.width ?? 0) / (section.height ?? 1)).toBeCloseTo(2, 9);
    }
    const rounded = calculateDuctSystem(
      tree({ sizingMethod: 'equalFriction' }, 'flatOval' as 'round'),
    );
    for (const section of rounded.sections) {
      expect(Math.round((section.height ?? 0) / 50) * 50).toBeCloseTo(section.height ?? 0, 9);
      expect(section.frictionRate).toBeLessThanOrEqual(1 + 1e-9);
    }
  });

  it('warns on a fixed rectangular section beyond the aspect-ratio limit', () => {
    const draft = tree({ sizingMethod: 'equalFriction', maxAspectRatio: 3 }, 'rectangular');
    const sections = (draft.sections ?? []).map((s) =>
      s.id === 'C' ? { ...s, fixed: true, width: 800, height: 200 } : s,
    );
    const result = calculateDuctSystem({ ...draft, sections });
    expect(
      result.warnings.some((w) => w.code === 'aspectRatioAboveLimit' && w.sectionId === 'C'),
    ).toBe(true);
  });
});
