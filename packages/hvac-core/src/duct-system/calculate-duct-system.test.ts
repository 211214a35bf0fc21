/**
 * The whole calculation against an independent hand calculation, each step written out with its
 * formula's source. (A published worked example, reproduced figure by figure, is in
 * worked-example.test.ts; the ASHRAE Fundamentals ch. 21 examples could not be checked number for
 * number, so none is quoted; the steps below follow its equations.)
 */
import { describe, expect, it } from 'vitest';
import { airPropertiesAt } from '../duct/air-properties.js';
import { calculateFan } from '../fan/calculate-fan.js';
import {
  balancedAnalysisInput,
  calculateDuctSystem,
  calculateDuctSystemInput,
} from './calculate-duct-system.js';
import { defaultDuctSystemInput } from './default-input.js';
import { fanInputFromDuctSystem } from './fan-input.js';
import { DuctSystemInputSchema } from './schema.js';
import type { DuctSystemInputDraft } from './schema.js';

const AIR = airPropertiesAt(20, 0);
const RHO = AIR.densityKgM3;
const NU = AIR.kinematicViscosityM2S;
const EPS = 0.09e-3; // galvanized steel, ASHRAE F 2021 ch. 21 table 1

/** Colebrook–White (ASHRAE F 2021 ch. 21 eq. 19) by fixed-point iteration, independent of the engine. */
function colebrook(re: number, relativeRoughness: number): number {
  let x = 0.02 ** -0.5;
  for (let i = 0; i < 100; i++) x = -2 * Math.log10(relativeRoughness / 3.7 + (2.51 * x) / re);
  return 1 / (x * x);
}
const pvOf = (v: number): number => (RHO * v * v) / 2; // ch. 21 eq. 7 (pv = ρV²/2)
/** Friction of a round duct of diameter d carrying q over length l: Darcy, ch. 21 eq. 18. */
function friction(q: number, d: number, l: number): number {
  const v = q / ((Math.PI * d * d) / 4);
  return (colebrook((v * d) / NU, EPS / d) * l * pvOf(v)) / d;
}

const DRAFT: DuctSystemInputDraft = {
  unitSystem: 'Metric',
  airTemperature: 20,
  altitude: 0,
  sizingMethod: 'equalFriction',
  frictionRate: 1,
  safetyFactorPercent: 10,
  components: [{ name: 'Coil', pressureDrop: 150, ratedAirflow: 600, source: 'Coil selection' }],
  sections: [
    {
      id: 'A',
      length: 10,
      fixed: true,
      diameter: 400,
      fittings: [{ type: 'elbow', angle: 90, radiusRatio: 1.5 }],
    },
    {
      id: 'B',
      parentId: 'A',
      length: 8,
      fixed: true,
      diameter: 300,
      fittings: [{ type: 'junction', path: 'straight', angle: 90 }],
      terminal: { name: 'VAV B', airflow: 350, pressureDrop: 30 },
    },
    {
      id: 'C',
      parentId: 'A',
      length: 5,
      fixed: true,
      diameter: 250,
      fittings: [{ type: 'junction', path: 'branch', angle: 90 }],
      terminal: { name: 'Diffuser C', airflow: 250, pressureDrop: 20 },
    },
    {
      id: 'R',
      system: 'return',
      length: 6,
      shape: 'rectangular',
      fixed: true,
      width: 500,
      height: 300,
      fittings: [{ type: 'entry', radiusRatio: 0 }],
      terminal: { name: 'Grille R', airflow: 600, pressureDrop: 15 },
    },
  ],
};

// The hand calculation.
const area = (d: number) => (Math.PI * d * d) / 4;
const vA = 0.6 / area(0.4);
const vB = 0.35 / area(0.3);
const vC = 0.25 / area(0.25);
// Section A: friction + elbow, Idelchik diagram 6-1: C = 0.21/√1.5.
const lossA = friction(0.6, 0.4, 10) + (0.21 / Math.sqrt(1.5)) * pvOf(vA);
// Section B: friction + diverging straight passage, Idelchik ch. 7 (diverging, straight): C_c = 0.4(1 − vB/vA)² on pv_A.
const lossB = friction(0.35, 0.3, 8) + 0.4 * (1 - vB / vA) ** 2 * pvOf(vA);
// Section C: friction + diverging branch, Idelchik ch. 7 (diverging, branch): C_c = A′(1 + (vC/vA)²) on pv_A.
const aPrime = vC / vA <= 0.8 ? 1 : 0.9;
const lossC = friction(0.25, 0.25, 5) + aPrime * (1 + (vC / vA) ** 2) * pvOf(vA);
const pathB = lossA + lossB + 30;
const pathC = lossA + lossC + 20;
// Return R: Huebscher De (ch. 21 eq. 25) for friction at the same airflow; velocity on the true area.
const deR = (1.3 * (0.5 * 0.3) ** 0.625) / (0.5 + 0.3) ** 0.25;
const vR = 0.6 / 0.15;
const lossR = friction(0.6, deR, 6) + 0.5 * pvOf(vR); // sharp entry in a wall, Idelchik ch. 3: 0.5
const pathR = lossR + 15;
const critical = Math.max(pathB, pathC);

describe('calculateDuctSystem against a hand calculation (ASHRAE F 2021 ch. 21, eq. 7, 18, 19, 25, 29–31)', () => {
  const result = calculateDuctSystem(DRAFT);
  const byId = new Map(result.sections.map((s) => [s.id, s]));

  it('each section’s loss: friction by Colebrook plus its fittings', () => {
    expect(byId.get('A')?.totalLoss).toBeCloseTo(lossA, 6);
    expect(byId.get('B')?.totalLoss).toBeCloseTo(lossB, 6);
    expect(byId.get('C')?.totalLoss).toBeCloseTo(lossC, 6);
    expect(byId.get('R')?.totalLoss).toBeCloseTo(lossR, 6);
    expect(byId.get('A')?.velocityPressure).toBeCloseTo(pvOf(vA), 9);
  });

  it('each path’s total and the critical path', () => {
    const paths = new Map(result.paths.map((p) => [p.terminalSectionId, p]));
    expect(paths.get('B')?.total).toBeCloseTo(pathB, 6);
    expect(paths.get('C')?.total).toBeCloseTo(pathC, 6);
    expect(paths.get('R')?.total).toBeCloseTo(pathR, 6);
    expect(result.criticalPaths.supply).toEqual(pathB > pathC ? ['A', 'B'] : ['A', 'C']);
    expect(result.criticalPaths.return).toEqual(['R']);
  });

  it('the balancing damper of the other path: excess = critical − path, C = excess / pv of its runout', () => {
    const other = pathB > pathC ? 'C' : 'B';
    const path = result.paths.find((p) => p.terminalSectionId === other);
    const excess = critical - Math.min(pathB, pathC);
    expect(path?.excessPressure).toBeCloseTo(excess, 6);
    expect(path?.damperCoefficient).toBeCloseTo(excess / pvOf(other === 'C' ? vC : vB), 6);
    expect(path?.damperSectionId).toBe(other);
  });

  it('the fan: (supply + return + components)(1 + SF), and the external static pressure', () => {
    expect(result.fan.airflow).toBeCloseTo(600, 9);
    expect(result.fan.componentsPressure).toBeCloseTo(150, 9);
    expect(result.fan.systemTotalPressure).toBeCloseTo(critical + pathR + 150, 6);
    expect(result.fan.fanTotalPressure).toBeCloseTo(1.1 * (critical + pathR + 150), 6);
    expect(result.fan.externalStaticPressure).toBeCloseTo(
      1.1 * (critical + pathR) - pvOf(vA) + pvOf(vR),
      6,
    );
  });

  it('pressures along the way: the fan outlet at +critical, the critical terminal left with its own drop, the return inlet at −grille drop', () => {
    const a = byId.get('A');
    expect(a?.totalPressureInlet).toBeCloseTo(critical, 6);
    expect(a?.totalPressureOutlet).toBeCloseTo(critical - lossA, 6);
    expect(a?.staticPressureOutlet).toBeCloseTo(critical - lossA - pvOf(vA), 6);
    const leaf = byId.get(pathB > pathC ? 'B' : 'C');
    expect(leaf?.totalPressureOutlet).toBeCloseTo(pathB > pathC ? 30 : 20, 6);
    const r = byId.get('R');
    expect(r?.totalPressureOutlet).toBeCloseTo(-pathR, 6);
    expect(r?.totalPressureInlet).toBeCloseTo(-15, 6);
  });

  it('every fitting names its source and the velocity pressure its C refers to', () => {
    for (const section of result.sections)
      for (const fitting of section.fittings) {
        expect(fitting.source.length).toBeGreaterThan(10);
        expect(['section', 'common', 'small']).toContain(fitting.referredTo);
      }
    expect(byId.get('C')?.fittings[0]?.source).toMatch(/Idelchik/);
  });

  it('makes a fan input the fan calculator accepts', () => {
    const fan = calculateFan(fanInputFromDuctSystem(result, { fanEfficiencyPercent: 65 }));
    expect(fan.airflow).toBeCloseTo(600, 9);
    expect(fan.fanTotalPressure).toBeCloseTo(result.fan.fanTotalPressure, 9);
    // P = Q·p/η, SE 2020 ch. 21: 0.6 m³/s × p / 0.65, in kW.
    expect(fan.shaftPower).toBeCloseTo((0.6 * result.fan.fanTotalPressure) / 0.65 / 1000, 6);
  });
});

describe('analysis of an existing system', () => {
  const input = DuctSystemInputSchema.parse(DRAFT);
  const design = calculateDuctSystemInput(input);

  it('without balancing dampers, the short path takes more than its design airflow and the critical path less', () => {
    const unbalanced = calculateDuctSystemInput({
      ...input,
      mode: 'analysis',
      analysis: { fanTotalPressure: design.fan.systemTotalPressure },
    });
    const terminals = new Map(unbalanced.analysis?.terminals.map((t) => [t.sectionId, t]));
    const short = pathB > pathC ? 'C' : 'B';
    const long = pathB > pathC ? 'B' : 'C';
    expect(terminals.get(short)?.deviationPercent).toBeGreaterThan(0);
    expect(terminals.get(long)?.deviationPercent).toBeLessThan(0);
    const sB = unbalanced.sections.find((s) => s.id === 'B')?.airflow ?? 0;
    const sC = unbalanced.sections.find((s) => s.id === 'C')?.airflow ?? 0;
    expect(unbalanced.sections.find((s) => s.id === 'A')?.airflow).toBeCloseTo(sB + sC, 9);
    expect(unbalanced.analysis?.converged).toBe(true);
  });

  it('with a fan curve through the design point, the balanced system runs at its design airflows', () => {
    const balanced = balancedAnalysisInput(input, design);
    const p = design.fan.systemTotalPressure;
    const result = calculateDuctSystemInput({
      ...balanced,
      analysis: {
        fanCurve: [
          { airflow: 0, totalPressure: 1.4 * p },
          { airflow: 600, totalPressure: p },
          { airflow: 1200, totalPressure: 0.2 * p },
        ],
      },
    });
    expect(result.analysis?.fanAirflow).toBeCloseTo(600, 6);
    for (const terminal of result.analysis?.terminals ?? [])
      expect(terminal.deviationPercent).toBeCloseTo(0, 6);
  });

  it('on a weaker fan curve, the operating point lies on both the fan curve and the system curve Δp = R·Q²', () => {
    const balanced = balancedAnalysisInput(input, design);
    const p = design.fan.systemTotalPressure;
    const curve = [
      { airflow: 0, totalPressure: p },
      { airflow: 800, totalPressure: 0.5 * p },
    ];
    const result = calculateDuctSystemInput({ ...balanced, analysis: { fanCurve: curve } });
    const q = result.analysis?.fanAirflow ?? 0;
    const onCurve = p - (0.5 * p * q) / 800;
    expect(result.analysis?.fanTotalPressure).toBeCloseTo(onCurve, 6);
    // System curve through the design point: Δp = p (Q/600)², to within the friction factor's change with Re.
    expect((result.analysis?.fanTotalPressure ?? 0) / (p * (q / 600) ** 2)).toBeCloseTo(1, 2);
    // The balanced system scales as one: every terminal keeps its share.
    const terminals = result.analysis?.terminals ?? [];
    for (const t of terminals)
      expect(t.deviationPercent).toBeCloseTo(terminals[0]?.deviationPercent ?? 0, 0);
  });

  it('warns when the system needs less than the fan curve’s last point gives', () => {
    const balanced = balancedAnalysisInput(input, design);
    const result = calculateDuctSystemInput({
      ...balanced,
      analysis: {
        fanCurve: [
          { airflow: 0, totalPressure: 5000 },
          { airflow: 100, totalPressure: 4000 },
        ],
      },
    });
    expect(result.warnings.some((w) => w.code === 'beyondFanCurve')).toBe(true);
    expect(result.analysis?.fanAirflow).toBeCloseTo(100, 9);
  });
});

describe('the default input', () => {
  it('calculates in both unit systems without warnings about its own sizes', () => {
    for (const unitSystem of ['Imperial', 'Metric'] as const) {
      const result = calculateDuctSystem(defaultDuctSystemInput(unitSystem));
      expect(result.sections).toHaveLength(10);
      expect(result.criticalPaths.supply?.[0]).toBe('S1');
      expect(result.warnings.filter((w) => w.code === 'velocityAboveLimit')).toEqual([]);
    }
  });
});
