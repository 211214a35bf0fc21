import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonFiniteNumbers } from '../_testing/fuzz.js';
import { fluidProperties } from '../fluids/fluid-properties.js';
import { nominalSizeInches, pipeMaterial } from '../pipe/materials.js';
import { toSi } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import {
  BALANCED_FLOW_TOLERANCE,
  calculateHydronicSystem,
  designHydronicSystem,
  solveDesignedNetwork,
  solveHydronicPartLoad,
} from './calculate-hydronic-system.js';
import type { HydronicSystemResult } from './calculate-hydronic-system.js';
import { convertHydronicSystemInput } from './convert-input.js';
import { defaultHydronicSystemInput } from './default-input.js';
import { hydronicEdgeLoss } from './network.js';
import { HydronicSystemInputSchema } from './schema.js';
import type { HydronicSystemInputDraft } from './schema.js';
import { HYDRONIC_SYSTEM_PROPERTIES } from './validation-cases.js';
import { STAD_BALANCING_VALVE_BODIES } from './valve-bodies.js';

const KPA = 1000;

/**
 * A two-terminal direct-return network whose every loss is a square law, so that it can be worked
 * by hand: four header sections of 2 in Schedule 40 steel of zero length, each with one fitting of
 * K = 10 (Δp = K ρV²/2); each terminal a coil of 20 kPa at its 1 L/s, a control valve of Kvs 6.3 and
 * a balancing valve of Kvs 10; an evaporator of Kv 40 in the plant; water at 20 °C.
 */
function handNetwork(unitSystem: UnitSystem = 'Metric'): HydronicSystemInputDraft {
  const section = (id: string, side: 'supply' | 'return', from: string, to: string) => ({
    id,
    side,
    from,
    to,
    pipeMaterial: 'steelSchedule40' as const,
    nominalSize: '2',
    length: 0,
    fittings: [{ id: 'k', type: 'custom' as const, customK: 10 }],
  });
  const terminal = (id: string, n: number) => ({
    id,
    supplyNode: `S-${n}`,
    returnNode: `R-${n}`,
    flowRate: 1,
    components: [{ name: 'Coil', kind: 'coil' as const, pressureDrop: 20 }],
    controlValve: { flowCoefficient: 6.3 },
    balancingValve: { flowCoefficient: 10 },
  });
  const metric: HydronicSystemInputDraft = {
    unitSystem: 'Metric',
    fluidTemperature: 20,
    designDeltaT: 5,
    plant: {
      supplyNode: 'P-S',
      returnNode: 'P-R',
      components: [{ name: 'Evaporator', kind: 'chiller', flowCoefficient: 40 }],
    },
    sections: [
      section('S1', 'supply', 'P-S', 'S-1'),
      section('S2', 'supply', 'S-1', 'S-2'),
      section('R2', 'return', 'R-2', 'R-1'),
      section('R1', 'return', 'R-1', 'P-R'),
    ],
    terminals: [terminal('T1', 1), terminal('T2', 2)],
  };
  return unitSystem === 'Metric'
    ? metric
    : (convertHydronicSystemInput(metric, 'Imperial') as HydronicSystemInputDraft);
}

/** The hand calculation of {@link handNetwork}, every step with its formula. */
function handCalculation() {
  const rho = fluidProperties({ fluid: 'water', temperatureC: 20 }).densityKgM3;
  // ASME B36.10M: 2 in Schedule 40, ID 2.067 in = 0.0525018 m; A = πD²/4.
  const area = (Math.PI * (2.067 * 0.0254) ** 2) / 4;
  // Crane TP-410: Δp = K ρV²/2, V = Q/A; 2 L/s in S1 and R1, 1 L/s in S2 and R2.
  const header = (q: number) => (10 * rho * (q / area) ** 2) / 2;
  const s1 = header(0.002);
  const s2 = header(0.001);
  // IEC 60534-2-1: Δp = (ρ/1000) (Q/Kv)² × 100 kPa, Q in m³/h (1 L/s = 3.6 m³/h).
  const valve = (qM3h: number, kv: number) => (rho / 1000) * (qM3h / kv) ** 2 * 1e5;
  const cv = valve(3.6, 6.3);
  const bvOpen = valve(3.6, 10);
  const plant = valve(7.2, 40);
  const coil = 20 * KPA;
  const t1Open = s1 + coil + cv + bvOpen + s1 + plant;
  const t2Open = s1 + s2 + coil + cv + bvOpen + s2 + s1 + plant;
  // TA Hydronics, Manual 2: the balancing valve takes the excess Δp_index − Δp_circuit.
  const excess1 = t2Open - t1Open;
  const preset1 = 3.6 * Math.sqrt(rho / 1000 / ((bvOpen + excess1) / 1e5));
  // CIBSE Guide H: β = Δp_v / (Δp_v + Δp_rest), rest = coil + balancing valve fully open.
  const authority = cv / (cv + coil + bvOpen);
  return {
    rho,
    area,
    s1,
    s2,
    cv,
    bvOpen,
    plant,
    coil,
    t1Open,
    t2Open,
    excess1,
    preset1,
    authority,
  };
}

describe('calculateHydronicSystem against a hand calculation', () => {
  const hand = handCalculation();
  const result = calculateHydronicSystem(handNetwork());

  it('finds the far terminal as the index circuit, with the open drops of the hand calculation', () => {
    expect(result.indexCircuit.terminalId).toBe('T2');
    expect(result.indexCircuit.sections).toEqual(['S1', 'S2', 'R2', 'R1']);
    expect(result.circuits[0]!.openLoss * KPA).toBeCloseTo(hand.t1Open, 6);
    expect(result.circuits[1]!.openLoss * KPA).toBeCloseTo(hand.t2Open, 6);
    expect(result.indexCircuit.pressureDrop * KPA).toBeCloseTo(hand.t2Open, 6);
  });

  it('gives each section its square-law loss (K ρV²/2)', () => {
    const byId = new Map(result.sections.map((s) => [s.id, s]));
    expect(byId.get('S1')!.totalLoss * KPA).toBeCloseTo(hand.s1, 6);
    expect(byId.get('S2')!.totalLoss * KPA).toBeCloseTo(hand.s2, 6);
    expect(byId.get('S1')!.flowRate).toBeCloseTo(2, 12);
  });

  it('presets the near terminal’s balancing valve for its excess and leaves the index valve open', () => {
    const [t1, t2] = result.valveSchedule;
    expect(t1!.balancingValve!.excess * KPA).toBeCloseTo(hand.excess1, 6);
    expect(t1!.balancingValve!.presetKv).toBeCloseTo(hand.preset1, 9);
    expect(t2!.balancingValve!.fullyOpen).toBe(true);
    expect(t2!.balancingValve!.presetKv).toBe(10);
    expect(t2!.balancingValve!.openingPercent).toBe(100);
  });

  it('reports each control valve’s authority by its definition', () => {
    expect(result.valveSchedule[0]!.controlValve!.authority).toBeCloseTo(hand.authority, 12);
    expect(result.valveSchedule[0]!.controlValve!.pressureDrop * KPA).toBeCloseTo(hand.cv, 6);
  });

  it('sets the pump’s design duty at the total flow and the index drop', () => {
    expect(result.pump.design.flowRate).toBeCloseTo(2, 12);
    expect(result.pump.design.pressure * KPA).toBeCloseTo(hand.t2Open, 6);
    // H = Δp/(ρ g), m of the pumped water.
    expect(result.pump.design.head).toBeCloseTo(hand.t2Open / (hand.rho * 9.80665), 9);
    // P_h = Q Δp, kW.
    expect(result.pump.design.hydraulicPower).toBeCloseTo((0.002 * hand.t2Open) / 1000, 9);
  });

  it('draws the system curve through the design point: Δp = k Q², k = Δp_design / Q²', () => {
    expect(result.pump.systemCurve.coefficient * 2 * 2).toBeCloseTo(hand.t2Open / KPA, 9);
    const at = result.pump.systemCurve.points.find((p) => Math.abs(p.flowRate - 2) < 1e-9);
    expect(at?.head).toBeCloseTo(hand.t2Open / (hand.rho * 9.80665), 9);
  });

  it('warns that Hazen–Williams is for water when the liquid is glycol', () => {
    const glycol = calculateHydronicSystem({
      ...handNetwork(),
      fluid: 'ethyleneGlycol',
      concentrationPercent: 30,
      frictionMethod: 'hazenWilliams',
    });
    expect(glycol.warnings.map((w) => w.code)).toContain('hazenWilliamsNotWater');
  });

  it('finds the duty point of a pump curve on H = a − bQ² at Q = √(a/(b + k)) (hand calculation)', () => {
    const designHead = hand.t2Open / (hand.rho * 9.80665);
    const a = 1.5 * designHead;
    const b = 0.1 * designHead;
    const points = [0, 1, 2, 3].map((q) => ({ flowRate: q, head: a - b * q * q }));
    const withCurve = calculateHydronicSystem({
      ...handNetwork(),
      pump: { curve: { points } },
    });
    const k = designHead / 4; // system curve through (2 L/s, designHead)
    const flow = Math.sqrt(a / (b + k));
    expect(withCurve.pump.duty!.flowRate).toBeCloseTo(flow, 9);
    expect(withCurve.pump.duty!.head).toBeCloseTo(k * flow * flow, 8);
    expect(withCurve.pump.curve!.fit.coefficients[2]).toBeCloseTo(-b, 9);
  });

  it('solves part load with T1 closed and a constant pump pressure: Q2 = √(Δp / Σk) (hand calculation)', () => {
    // Every loss of T2's path is k Q² with k = Δp_design_element / Q_design²; with T1 shut the
    // header sections carry T2's flow alone and its balancing valve stays fully open (the index).
    const k =
      (2 * hand.s1) / 0.002 ** 2 +
      (2 * hand.s2) / 0.001 ** 2 +
      (hand.coil + hand.cv + hand.bvOpen) / 0.001 ** 2 +
      hand.plant / 0.002 ** 2;
    const q2 = Math.sqrt(hand.t2Open / k);
    const partLoad = solveHydronicPartLoad(handNetwork(), ['T1'], 'constantPressure');
    expect(partLoad.converged).toBe(true);
    expect(partLoad.circuits[0]!.flowRate).toBe(0);
    expect(partLoad.circuits[1]!.flowRate / 1000).toBeCloseTo(q2, 12);
    expect(partLoad.pump.flowRate / 1000).toBeCloseTo(q2, 12);
    expect(partLoad.pump.pressure * KPA).toBeCloseTo(hand.t2Open, 6);
  });

  it('gives the same physical answer in Imperial', () => {
    const imperial = calculateHydronicSystem(handNetwork('Imperial'));
    expect(imperial.indexCircuit.terminalId).toBe('T2');
    expect(toSi(imperial.indexCircuit.pressureDrop, 'pipeHeadLoss', 'Imperial')).toBeCloseTo(
      hand.t2Open,
      6,
    );
    expect(imperial.valveSchedule[0]!.balancingValve!.presetKv).toBeCloseTo(hand.preset1, 9);
    // Cv = 1.156 Kv.
    expect(imperial.valveSchedule[0]!.balancingValve!.presetFlowCoefficient).toBeCloseTo(
      1.156 * hand.preset1,
      9,
    );
  });
});

describe('calculateHydronicSystem on the default input', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'gives finite figures and a duty point in %s',
    (unitSystem) => {
      const result = calculateHydronicSystem(defaultHydronicSystemInput(unitSystem));
      expect(nonFiniteNumbers(result)).toEqual([]);
      expect(result.indexCircuit.terminalId).toBe('FC-4');
      expect(result.pump.duty).not.toBeNull();
      // No warnings but fitting notes: each engine-sized balancing valve is a STAD body no larger
      // than its branch pipe (DN 40 on 1-1/2 in, DN 32 on 1-1/4 in) that drops at least 3 kPa open.
      expect(result.warnings.filter((w) => w.code !== 'fittingNote')).toEqual([]);
    },
  );

  it('gives each valve its body size, the same DN in Imperial and Metric', () => {
    const metric = calculateHydronicSystem(defaultHydronicSystemInput('Metric'));
    const imperial = calculateHydronicSystem(
      convertHydronicSystemInput(defaultHydronicSystemInput('Metric'), 'Imperial'),
    );
    const sizes = (result: HydronicSystemResult) =>
      result.valveSchedule.map((line) => [
        line.controlValve?.bodySize?.dn,
        line.balancingValve?.bodySize?.dn,
      ]);
    // Control Kvs 6.3, 6.3, 4, 4 (R5) → VVP45 DN 25, 25, 20, 20. Balancing: the Kv that drops 3 kPa
    // is 29.7 (FC-1, FC-2) and 21.9 (FC-3, FC-4); the largest STAD body at or below it no larger than
    // the branch pipe: DN 40 (Kvs 19.2) on 1-1/2 in, DN 32 (Kvs 14.2, not DN 40's 19.2) on 1-1/4 in.
    expect(sizes(metric)).toEqual([
      [25, 40],
      [25, 40],
      [20, 32],
      [20, 32],
    ]);
    expect(sizes(imperial)).toEqual(sizes(metric));
    expect(metric.valveSchedule.map((line) => line.balancingValve!.kvs)).toEqual([
      19.2, 19.2, 14.2, 14.2,
    ]);
    expect(metric.valveSchedule[2]!.controlValve!.bodySize!.label).toBe('DN 20');
    expect(imperial.valveSchedule[2]!.controlValve!.bodySize!.label).toBe('3/4 in');
    expect(imperial.valveSchedule[0]!.balancingValve!.bodySize).toMatchObject({
      label: '1-1/2 in',
      catalogue: 'IMI TA STAD',
    });
  });

  it('sizes a balancing valve as a STAD body: its fully open Kvs, presets and opening of that body', () => {
    const result = calculateHydronicSystem(defaultHydronicSystemInput('Metric'));
    const fc1 = result.valveSchedule[0]!.balancingValve!;
    // STAD DN 40, Kvs 19.2 (IMI TA leaflet): 1.43 L/s = 5.15 m³/h drops (5.15/19.2)² bar ≈ 7.2 kPa
    // fully open, at least the 3 kPa least drop; the preset is a share of that body's Kvs.
    expect(fc1.sized).toBe(true);
    expect(fc1.openPressureDrop).toBeGreaterThanOrEqual(3);
    expect(fc1.openPressureDrop).toBeCloseTo(7.19, 2);
    expect(fc1.openingPercent).toBeCloseTo((100 * fc1.presetKv) / 19.2, 9);
  });

  it('takes the largest body that fits the pipe when the least drop asks for more (no warning)', () => {
    // A 0.3 kPa least drop asks for Kv 94 and 69, above STAD DN 50's 33.0: the largest body no
    // larger than each branch pipe is taken (DN 40, DN 32); it drops more than the least drop.
    const result = calculateHydronicSystem({
      ...defaultHydronicSystemInput('Metric'),
      balancingValveMinimumPressureDrop: 0.3,
    });
    expect(result.valveSchedule.map((line) => line.balancingValve!.bodySize!.dn)).toEqual([
      40, 40, 32, 32,
    ]);
    expect(result.warnings.filter((w) => w.code !== 'fittingNote')).toEqual([]);
  });

  it('takes the smallest body and warns, naming the terminal, when even it drops less than the least drop', () => {
    // 0.05 L/s = 0.18 m³/h needs Kv 1.04 for 3 kPa, below STAD DN 10's 1.47: DN 10 is taken and
    // drops (0.18/1.47)² bar ≈ 1.5 kPa fully open.
    const draft = defaultHydronicSystemInput('Metric');
    const terminals = draft.terminals.map((terminal, t) =>
      t === 0 ? { ...terminal, load: undefined, flowRate: 0.05 } : terminal,
    );
    const result = calculateHydronicSystem({ ...draft, terminals });
    const fc1 = result.valveSchedule[0]!.balancingValve!;
    expect(fc1.bodySize!.dn).toBe(10);
    expect(fc1.kvs).toBe(1.47);
    expect(fc1.openPressureDrop).toBeCloseTo(1.5, 1);
    const below = result.warnings.filter((w) => w.code === 'balancingValveBelowLeastDrop');
    expect(below.map((w) => w.elementId)).toEqual(['FC-1']);
    expect(below[0]!.message).toMatch(
      /^'FC-1': the smallest IMI TA STAD balancing valve that fits its branch pipe \(DN 10, Kvs 1\.47\) drops 1\.5\d kPa fully open at design flow, less than the least drop of 3\.00 kPa/,
    );
  });

  it('flags a body larger than its pipe only when the pipe is smaller than the smallest body', () => {
    // A 1/4 in copper branch is below STAD DN 10 (3/8 in): DN 10 is taken and flagged as larger
    // than the pipe.
    const draft = defaultHydronicSystemInput('Metric');
    const terminals = draft.terminals.map((terminal, t) =>
      t === 0
        ? {
            ...terminal,
            load: undefined,
            flowRate: 0.05,
            branchPipe: {
              ...terminal.branchPipe!,
              pipeMaterial: 'copperTypeL' as const,
              nominalSize: '1/4',
            },
          }
        : terminal,
    );
    const result = calculateHydronicSystem({ ...draft, terminals });
    expect(result.valveSchedule[0]!.balancingValve!.bodySize!.dn).toBe(10);
    expect(
      result.warnings
        .filter(
          (w) =>
            w.elementId === 'FC-1' &&
            /^(valveBody|balancingValveBelow)/.test(w.code) &&
            /balancing valve/.test(w.message),
        )
        .map((w) => w.code)
        .sort(),
    ).toEqual(['balancingValveBelowLeastDrop', 'valveBodyLargerThanPipe']);
  });

  it('flags an engine-chosen control valve above the catalogue, naming its terminal, and gives no body', () => {
    // 3 L/s on a 3 in branch at a 0.1 target authority asks FC-1's control valve for R5 Kvs 40,
    // above Siemens VVP45 DN 40's 25.
    const draft = defaultHydronicSystemInput('Metric');
    const terminals = draft.terminals.map((terminal, t) =>
      t === 0
        ? {
            ...terminal,
            load: undefined,
            flowRate: 3,
            branchPipe: { ...terminal.branchPipe!, nominalSize: '3' },
            controlValve: { targetAuthority: 0.1 },
          }
        : terminal,
    );
    const result = calculateHydronicSystem({ ...draft, terminals });
    const above = result.warnings.filter((w) => w.code === 'valveBodyAboveCatalogue');
    expect(above.map((w) => w.elementId)).toEqual(['FC-1']);
    expect(above[0]!.message).toMatch(
      /^'FC-1': the control valve .* larger than the catalogued range of Siemens VVP45 bodies \(up to DN 40\)/,
    );
    expect(result.valveSchedule[0]!.controlValve!.bodySize).toBeNull();
  });

  it('gives an entered valve its body without flagging it (the engineer chose that valve)', () => {
    const draft = defaultHydronicSystemInput('Metric');
    const terminals = draft.terminals.map((terminal, t) =>
      t === 0 ? { ...terminal, balancingValve: { flowCoefficient: 100 } } : terminal,
    );
    const result = calculateHydronicSystem({ ...draft, terminals });
    expect(result.valveSchedule[0]!.balancingValve!.bodySize).toBeNull();
    expect(
      result.warnings.filter((w) => w.elementId === 'FC-1' && w.code.startsWith('valveBody')),
    ).toEqual([]);
  });

  it('closes two fan coils: the others take more than their design flow on a fixed-speed pump', () => {
    const partLoad = solveHydronicPartLoad(defaultHydronicSystemInput('Imperial'), [
      'FC-1',
      'FC-2',
    ]);
    expect(partLoad.pumpControl).toBe('pumpCurve');
    expect(partLoad.converged).toBe(true);
    expect(partLoad.circuits[2]!.flowRatio).toBeGreaterThan(1);
    const design = calculateHydronicSystem(defaultHydronicSystemInput('Imperial'));
    expect(partLoad.pump.flowRate).toBeLessThan(design.pump.duty!.flowRate);
    expect(partLoad.pump.head).toBeGreaterThan(design.pump.duty!.head);
  });
});

/* ---------- Property-based tests on generated two-pipe networks ---------- */

const STEEL = pipeMaterial('steelSchedule40').sizes.filter(
  (s) => s.nominalInches >= 0.5 && s.nominalInches <= 12,
);

/** The smallest Schedule 40 size carrying a flow at 2 m/s or less (ASHRAE F ch. 22 limits). */
function sizeFor(flowM3S: number): string {
  const size =
    STEEL.find((s) => flowM3S / ((Math.PI * s.insideDiameterM ** 2) / 4) <= 2) ?? STEEL.at(-1)!;
  return size.nominalSize;
}

interface NetworkShape {
  readonly loadsKw: readonly number[];
  readonly coilKpa: readonly number[];
  readonly lengthsM: readonly number[];
  readonly reverseReturn: boolean;
  readonly tees: boolean;
  readonly authority: number;
  readonly glycol: boolean;
}

const shapeArbitrary = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.record({
    loadsKw: fc.array(fc.double({ min: 5, max: 120, noNaN: true }), { minLength: n, maxLength: n }),
    coilKpa: fc.array(fc.double({ min: 5, max: 60, noNaN: true }), { minLength: n, maxLength: n }),
    lengthsM: fc.array(fc.double({ min: 1, max: 60, noNaN: true }), { minLength: n, maxLength: n }),
    reverseReturn: fc.boolean(),
    tees: fc.boolean(),
    authority: fc.double({ min: 0.25, max: 0.75, noNaN: true }),
    glycol: fc.boolean(),
  }),
);

/** A Metric two-pipe network of a shape: direct or reverse return, sized at 2 m/s. */
function networkOf(shape: NetworkShape): HydronicSystemInputDraft {
  const n = shape.loadsKw.length;
  const deltaT = 6;
  const flows = shape.loadsKw.map((kw) => (kw * 1000) / (1000 * 4186 * deltaT));
  const downstream = (i: number) => flows.slice(i).reduce((a, b) => a + b, 0);
  const upstream = (i: number) => flows.slice(0, i + 1).reduce((a, b) => a + b, 0);
  const pipe = (flow: number, length: number) => ({
    pipeMaterial: 'steelSchedule40' as const,
    nominalSize: sizeFor(flow),
    length,
    fittings: [{ id: 'ell', type: 'elbow90Standard' as const, quantity: 2 }],
  });
  const sNode = (i: number) => (i < 0 ? 'P-S' : `S-${i}`);
  const sections: HydronicSystemInputDraft['sections'] = [];
  for (let i = 0; i < n; i++) {
    sections.push({
      id: `S${i}`,
      side: 'supply',
      from: sNode(i - 1),
      to: sNode(i),
      ...pipe(downstream(i), shape.lengthsM[i]!),
      ...(shape.tees && i > 0 ? { tee: { leg: 'run' as const } } : {}),
    });
  }
  for (let i = 0; i < n; i++) {
    if (shape.reverseReturn) {
      const last = i === n - 1;
      sections.push({
        id: `R${i}`,
        side: 'return',
        from: `R-${i}`,
        to: last ? 'P-R' : `R-${i + 1}`,
        ...pipe(
          upstream(i),
          last ? shape.lengthsM.reduce((a, b) => a + b, 0) : shape.lengthsM[i + 1]!,
        ),
        ...(shape.tees && !last ? { tee: { leg: 'run' as const } } : {}),
      });
    } else {
      sections.push({
        id: `R${i}`,
        side: 'return',
        from: `R-${i}`,
        to: i === 0 ? 'P-R' : `R-${i - 1}`,
        ...pipe(downstream(i), shape.lengthsM[i]!),
        ...(shape.tees && i > 0 ? { tee: { leg: 'run' as const } } : {}),
      });
    }
  }
  const teeOnReturn = (i: number) => (shape.reverseReturn ? i < n - 1 && i > 0 : i < n - 1);
  return {
    unitSystem: 'Metric',
    fluid: shape.glycol ? 'propyleneGlycol' : 'water',
    ...(shape.glycol ? { concentrationPercent: 30 } : {}),
    fluidTemperature: 10,
    designDeltaT: deltaT,
    plant: {
      supplyNode: 'P-S',
      returnNode: 'P-R',
      components: [{ name: 'Evaporator', kind: 'chiller', pressureDrop: 40 }],
    },
    sections,
    terminals: shape.loadsKw.map((kw, i) => ({
      id: `T${i}`,
      supplyNode: `S-${i}`,
      returnNode: `R-${i}`,
      load: kw * 1000,
      components: [{ name: 'Coil', kind: 'coil' as const, pressureDrop: shape.coilKpa[i]! }],
      branchPipe: pipe(flows[i]!, 6),
      ...(shape.tees && i < n - 1 ? { supplyTee: { leg: 'branch' as const } } : {}),
      ...(shape.tees && teeOnReturn(i) ? { returnTee: { leg: 'branch' as const } } : {}),
      controlValve: { targetAuthority: shape.authority },
      balancingValve: {},
    })),
  };
}

const RUNS = { numRuns: 40 };

describe('properties of the hydronic-system engine', () => {
  it('an engine-sized balancing valve is a STAD body no larger than its pipe that drops at least the least drop open, or the smallest body (warned)', () => {
    const base = defaultHydronicSystemInput('Metric');
    const sizes = ['1/4', '3/8', '1/2', '3/4', '1', '1-1/4', '1-1/2', '2', '2-1/2', '3'];
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 3, noNaN: true }),
        fc.constantFrom(...sizes),
        (flowLS, nominalSize) => {
          const terminals = base.terminals.map((terminal, t) =>
            t === 0
              ? {
                  ...terminal,
                  load: undefined,
                  flowRate: flowLS,
                  branchPipe: {
                    ...terminal.branchPipe!,
                    pipeMaterial: 'copperTypeL' as const,
                    nominalSize,
                  },
                }
              : terminal,
          );
          const result = calculateHydronicSystem({ ...base, terminals });
          const valve = result.valveSchedule[0]!.balancingValve!;
          const body = valve.bodySize!;
          const warned = (code: string) =>
            result.warnings.some((w) => w.code === code && w.elementId === 'FC-1');
          const smallest = STAD_BALANCING_VALVE_BODIES.rows[0]!;
          expect(valve.sized).toBe(true);
          expect(STAD_BALANCING_VALVE_BODIES.rows.map((row) => row.kvs)).toContain(valve.kvs);
          if (nominalSizeInches(body.nominalSize) > nominalSizeInches(nominalSize)) {
            expect(body.dn).toBe(smallest.dn);
            expect(warned('valveBodyLargerThanPipe')).toBe(true);
          }
          if (valve.openPressureDrop < 3 * (1 - 1e-9)) {
            expect(body.dn).toBe(smallest.dn);
            expect(warned('balancingValveBelowLeastDrop')).toBe(true);
          } else {
            expect(warned('balancingValveBelowLeastDrop')).toBe(false);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it(HYDRONIC_SYSTEM_PROPERTIES.continuity, () => {
    fc.assert(
      fc.property(shapeArbitrary, fc.integer({ min: 0, max: 1000 }), (shape, pick) => {
        const draft = networkOf(shape);
        const result = calculateHydronicSystem(draft);
        for (const node of result.nodes)
          expect(Math.abs(node.inflow - node.outflow)).toBeLessThanOrEqual(
            1e-12 * result.pump.design.flowRate,
          );
        const closed = [`T${pick % shape.loadsKw.length}`];
        const partLoad = solveHydronicPartLoad(draft, closed, 'constantPressure');
        const balance = new Map<string, number>();
        const add = (node: string, value: number) =>
          balance.set(node, (balance.get(node) ?? 0) + value);
        const input = HydronicSystemInputSchema.parse(draft);
        input.sections.forEach((section, s) => {
          add(section.from, -partLoad.sections[s]!.flowRate);
          add(section.to, partLoad.sections[s]!.flowRate);
        });
        input.terminals.forEach((terminal, t) => {
          add(terminal.supplyNode, -partLoad.circuits[t]!.flowRate);
          add(terminal.returnNode, partLoad.circuits[t]!.flowRate);
        });
        add('P-S', partLoad.pump.flowRate);
        add('P-R', -partLoad.pump.flowRate);
        for (const value of balance.values())
          expect(Math.abs(value)).toBeLessThanOrEqual(1e-12 * partLoad.pump.flowRate);
      }),
      RUNS,
    );
  });

  it(HYDRONIC_SYSTEM_PROPERTIES.balancedFlows, () => {
    fc.assert(
      fc.property(shapeArbitrary, (shape) => {
        const design = designHydronicSystem(HydronicSystemInputSchema.parse(networkOf(shape)));
        const solution = solveDesignedNetwork(design, new Set(), 'constantPressure');
        expect(solution.converged).toBe(true);
        design.network.designFlowsM3S.forEach((flow, t) => {
          expect(Math.abs(solution.circuitFlowsM3S[t]! / flow - 1)).toBeLessThanOrEqual(
            BALANCED_FLOW_TOLERANCE,
          );
        });
      }),
      RUNS,
    );
  });

  it(HYDRONIC_SYSTEM_PROPERTIES.indexValveOpen, () => {
    fc.assert(
      fc.property(shapeArbitrary, (shape) => {
        const result = calculateHydronicSystem(networkOf(shape));
        for (const line of result.valveSchedule) {
          const valve = line.balancingValve!;
          if (line.terminalId === result.indexCircuit.terminalId) {
            expect(valve.fullyOpen).toBe(true);
            expect(valve.presetKv).toBe(valve.kvs);
            expect(valve.excess).toBe(0);
          } else {
            expect(valve.presetKv).toBeLessThanOrEqual(valve.kvs * (1 + 1e-12));
          }
        }
      }),
      RUNS,
    );
  });

  it(HYDRONIC_SYSTEM_PROPERTIES.unitSystems, () => {
    fc.assert(
      fc.property(shapeArbitrary, (shape) => {
        const metricDraft = networkOf(shape);
        const metric = calculateHydronicSystem(metricDraft);
        const imperial = calculateHydronicSystem(
          convertHydronicSystemInput(metricDraft, 'Imperial') as HydronicSystemInputDraft,
        );
        const same = (a: number, b: number) =>
          expect(Math.abs(a - b)).toBeLessThanOrEqual(
            1e-9 * Math.max(Math.abs(a), Math.abs(b), 1e-12),
          );
        expect(imperial.indexCircuit.terminalId).toBe(metric.indexCircuit.terminalId);
        same(
          toSi(imperial.indexCircuit.pressureDrop, 'pipeHeadLoss', 'Imperial'),
          toSi(metric.indexCircuit.pressureDrop, 'pipeHeadLoss', 'Metric'),
        );
        same(
          toSi(imperial.pump.design.flowRate, 'waterFlow', 'Imperial'),
          toSi(metric.pump.design.flowRate, 'waterFlow', 'Metric'),
        );
        metric.valveSchedule.forEach((line, t) => {
          const other = imperial.valveSchedule[t]!;
          same(other.controlValve!.kvs, line.controlValve!.kvs);
          same(other.balancingValve!.presetKv, line.balancingValve!.presetKv);
          same(other.controlValve!.authority, line.controlValve!.authority);
        });
      }),
      RUNS,
    );
  });

  it(HYDRONIC_SYSTEM_PROPERTIES.squareLaw, () => {
    fc.assert(
      fc.property(shapeArbitrary, (shape) => {
        const design = designHydronicSystem(HydronicSystemInputSchema.parse(networkOf(shape)));
        const { network } = design;
        const flows = network.designEdgeFlowsM3S;
        const doubled = flows.map((q) => 2 * q);
        network.edges.forEach((_, e) => {
          const t = e - network.sectionCount;
          const valveK = t >= 0 && t < network.terminalCount ? design.valveK[t]! : 0;
          const once = hydronicEdgeLoss(network, e, flows[e]!, flows, valveK);
          const twice = hydronicEdgeLoss(network, e, doubled[e]!, doubled, valveK);
          // Square-law parts: exactly 4 (components, valves, fittings, tees at the same ratios).
          for (const part of ['componentsPa', 'valvesPa', 'teePa'] as const)
            if (once[part] !== 0) expect(twice[part] / once[part]).toBeCloseTo(4, 9);
          if (once.pipe !== null && once.pipe.fittingsPa !== 0)
            expect(twice.pipe!.fittingsPa / once.pipe.fittingsPa).toBeCloseTo(4, 9);
          // Pipe friction: 4 × f(2 Re)/f(Re); Colebrook's f falls a little as Re doubles.
          if (once.pipe?.flow?.regime === 'turbulent' && once.pipe.frictionPa > 0) {
            const ratio = twice.pipe!.frictionPa / once.pipe.frictionPa;
            expect(ratio).toBeGreaterThan(3.3);
            expect(ratio).toBeLessThanOrEqual(4 + 1e-9);
          }
        });
      }),
      RUNS,
    );
  });
});

describe('part load on a fixed-speed pump (property)', () => {
  it('converges, and closing valves never starves an open circuit on a falling pump curve', () => {
    fc.assert(
      fc.property(
        shapeArbitrary,
        fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
        (shape, shut) => {
          const draft = networkOf(shape);
          const design = calculateHydronicSystem(draft);
          // A curve through the design duty, rising to 1.3 × its head at shut-off: H = H₀(1.3 − 0.3 (Q/Q₀)²).
          const q0 = design.pump.design.flowRate;
          const h0 = design.pump.design.head;
          const points = [0, 0.5, 1, 1.5].map((x) => ({
            flowRate: x * q0,
            head: h0 * (1.3 - 0.3 * x * x),
          }));
          const closed = draft.terminals.filter((_, i) => shut[i] === true).map((t) => t.id);
          const partLoad = solveHydronicPartLoad(
            { ...draft, pump: { curve: { points } } },
            closed,
            'pumpCurve',
          );
          expect(partLoad.converged).toBe(true);
          for (const circuit of partLoad.circuits) {
            if (circuit.closed) expect(circuit.flowRate).toBe(0);
            else expect(circuit.flowRatio).toBeGreaterThanOrEqual(1 - 1e-6);
          }
          expect(partLoad.pump.head).toBeGreaterThanOrEqual(h0 * (1 - 1e-6));
        },
      ),
      RUNS,
    );
  });
});

describe('a 200-terminal network', () => {
  const shape: NetworkShape = {
    loadsKw: Array.from({ length: 200 }, (_, i) => 8 + (i % 7)),
    coilKpa: Array.from({ length: 200 }, (_, i) => 15 + (i % 5) * 4),
    lengthsM: Array.from({ length: 200 }, (_, i) => 3 + (i % 3)),
    reverseReturn: false,
    tees: true,
    authority: 0.5,
    glycol: false,
  };

  it('designs and solves at part load, converged, with every closed circuit dry', () => {
    const draft = networkOf(shape);
    const result: HydronicSystemResult = calculateHydronicSystem(draft);
    expect(nonFiniteNumbers(result)).toEqual([]);
    const closed = Array.from({ length: 100 }, (_, i) => `T${2 * i}`);
    const partLoad = solveHydronicPartLoad(draft, closed, 'constantPressure');
    expect(partLoad.converged).toBe(true);
    expect(partLoad.circuits.filter((c) => c.closed).every((c) => c.flowRate === 0)).toBe(true);
    expect(partLoad.circuits.filter((c) => !c.closed).every((c) => c.flowRatio > 1)).toBe(true);
  });
});
