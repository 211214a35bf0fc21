import { describe, expect, it, test } from 'vitest';
import { fluidProperties } from '../fluids/fluid-properties.js';
import { hazenWilliamsHeadGradient } from './hazen-williams.js';
import { pipeMaterial, pipeSize } from './materials.js';
import type { PipeMaterialId } from './materials.js';
import { pipeFlow } from './pipe-flow.js';
import {
  HYDRAULIC_INSTITUTE_CASES,
  HYDRAULIC_INSTITUTE_ROWS,
  hydraulicInstitutePipeFlow,
} from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

const GPM = 3.785411784e-3 / 60;
const FT_PER_100FT_PA_PER_M = (1000 * 9.80665 * 0.3048) / (100 * 0.3048);
const water60F = fluidProperties({ fluid: 'water', temperatureC: (60 - 32) / 1.8 });

function flowIn(material: PipeMaterialId, nominal: string, gpm: number, fluid = water60F) {
  return pipeFlow({
    flowM3S: gpm * GPM,
    insideDiameterM: pipeSize(material, nominal).insideDiameterM,
    roughnessM: pipeMaterial(material).roughnessM,
    densityKgM3: fluid.densityKgM3,
    kinematicViscosityM2S: fluid.kinematicViscosityM2S,
  });
}

describe('pipeFlow (Darcy–Weisbach)', () => {
  // Hydraulic Institute, friction loss for water (60 °F) in new Schedule 40 steel pipe, 1-1/2 in, read
  // from a printed chart of values, 3 %: validation-cases.ts.
  test.each(HYDRAULIC_INSTITUTE_CASES.cases)(
    'matches the Hydraulic Institute table for $title',
    (testCase) => {
      expectCaseWithinTolerance(testCase);
    },
  );

  test.each(HYDRAULIC_INSTITUTE_ROWS)(
    'flows %d gpm in 1-1/2 in Sch 40 steel at the table’s %d ft/s',
    (gpm, velocityFtS) => {
      expect(hydraulicInstitutePipeFlow(gpm).velocityMS / 0.3048).toBeCloseTo(velocityFtS, 1);
    },
  );

  it('gives 2 in Sch 40 steel at 50 gpm, 60 °F water: 4.78 ft/s and about 4.7 ft/100 ft', () => {
    // Reference values quoted in the issue (Cameron Hydraulic Data / Hydraulic Institute tables).
    const flow = flowIn('steelSchedule40', '2', 50);
    expect(flow.velocityMS / 0.3048).toBeCloseTo(4.78, 2);
    expect(Math.abs(flow.frictionRatePaPerM / FT_PER_100FT_PA_PER_M / 4.7 - 1)).toBeLessThan(0.03);
    expect(flow.regime).toBe('turbulent');
  });

  it('gives Type L copper the smooth-pipe friction factor of Blasius (f = 0.316 Re^-0.25) within 3 %', () => {
    // Blasius (1913), smooth pipes, 4000 < Re < 1e5; ASHRAE F 2021 ch. 3.
    for (const gpm of [2, 5, 10, 15]) {
      const flow = flowIn('copperTypeL', '1', gpm);
      expect(flow.reynoldsNumber).toBeGreaterThan(4000);
      expect(flow.reynoldsNumber).toBeLessThan(1e5);
      expect(
        Math.abs(flow.frictionFactor / (0.316 * flow.reynoldsNumber ** -0.25) - 1),
      ).toBeLessThan(0.03);
    }
  });

  it('follows Hagen–Poiseuille (Δp/L = 32 μ V / D²) in laminar flow', () => {
    const glycol = fluidProperties({
      fluid: 'propyleneGlycol',
      concentrationPercent: 50,
      temperatureC: -30,
    });
    const flow = flowIn('copperTypeL', '1', 2, glycol);
    expect(flow.regime).toBe('laminar');
    const d = pipeSize('copperTypeL', '1').insideDiameterM;
    expect(flow.frictionRatePaPerM).toBeCloseTo(
      (32 * glycol.dynamicViscosityPaS * flow.velocityMS) / (d * d),
      6,
    );
    expect(flow.frictionFactor).toBeCloseTo(64 / flow.reynoldsNumber, 12);
  });

  it('flags the transition region', () => {
    const glycol = fluidProperties({
      fluid: 'ethyleneGlycol',
      concentrationPercent: 50,
      temperatureC: 0,
    });
    const flows = [1, 2, 3, 4, 5, 6, 8].map((gpm) => flowIn('copperTypeL', '1', gpm, glycol));
    expect(flows.some((f) => f.regime === 'transition')).toBe(true);
  });

  it('rises in friction rate with flow and falls with diameter', () => {
    let previous = 0;
    for (const gpm of [1, 5, 10, 50, 100, 500]) {
      const rate = flowIn('steelSchedule40', '3', gpm).frictionRatePaPerM;
      expect(rate).toBeGreaterThan(previous);
      previous = rate;
    }
    const sizes = pipeMaterial('steelSchedule40').sizes.map(
      (s) => flowIn('steelSchedule40', s.nominalSize, 100).frictionRatePaPerM,
    );
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]!).toBeLessThan(sizes[i - 1]!);
  });
});

describe('pipeFlow (Hazen–Williams)', () => {
  it('turns the head gradient into pressure with the liquid density and reports the equivalent Darcy f', () => {
    const d = pipeSize('steelSchedule40', '2').insideDiameterM;
    const flow = pipeFlow({
      flowM3S: 50 * GPM,
      insideDiameterM: d,
      roughnessM: 0,
      densityKgM3: water60F.densityKgM3,
      kinematicViscosityM2S: water60F.kinematicViscosityM2S,
      method: 'hazenWilliams',
      hazenWilliamsC: 120,
    });
    const s = hazenWilliamsHeadGradient(flow.velocityMS, d, 120);
    expect(flow.frictionRatePaPerM).toBeCloseTo(s * water60F.densityKgM3 * 9.80665, 9);
    expect(flow.frictionFactor).toBeCloseTo(
      (flow.frictionRatePaPerM * d) / flow.velocityPressurePa,
      12,
    );
  });

  it('needs C', () => {
    expect(() =>
      pipeFlow({
        flowM3S: 1e-3,
        insideDiameterM: 0.05,
        roughnessM: 0,
        densityKgM3: 1000,
        kinematicViscosityM2S: 1e-6,
        method: 'hazenWilliams',
      }),
    ).toThrow(/hazenWilliamsC is required/);
  });
});
