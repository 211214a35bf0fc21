import { describe, expect, it } from 'vitest';
import { pipeSize } from '../pipe/materials.js';
import { defaultHydronicSystemInput } from './default-input.js';
import { reducerK } from './losses.js';
import {
  buildHydronicNetwork,
  hydronicEdgeFlows,
  hydronicEdgeLoss,
  hydronicTeeLossPa,
} from './network.js';
import { HydronicSystemInputSchema } from './schema.js';
import type { HydronicSystemInputDraft } from './schema.js';

describe('buildHydronicNetwork', () => {
  const network = buildHydronicNetwork(defaultHydronicSystemInput('Metric'));

  it('puts sections, then terminals, then the plant', () => {
    expect(network.sectionCount).toBe(8);
    expect(network.terminalCount).toBe(4);
    expect(network.plantEdge).toBe(12);
  });

  it('takes each terminal’s flow from its load: Q = q / (ρ cp Δt)', () => {
    const { densityKgM3, specificHeatJKgK } = network.fluid;
    expect(network.designFlowsM3S[0]).toBeCloseTo(
      30_000 / (densityKgM3 * specificHeatJKgK * 5),
      15,
    );
  });

  it('matches the water rule q = 500 Q Δt (ASHRAE Systems and Equipment 2020, ch. 13) within 0.5 %', () => {
    // 120 000 Btu/h at a 20 °F rise, water at 60 °F: 120 000 / (500 × 20) = 12 gpm.
    const imperial = buildHydronicNetwork(
      HydronicSystemInputSchema.parse({
        ...defaultHydronicSystemInput('Imperial'),
        fluidTemperature: 60,
        designDeltaT: 20,
      }),
    );
    const gpm = (imperial.designFlowsM3S[0]! * 60) / 3.785411784e-3;
    expect(Math.abs(gpm / 12 - 1)).toBeLessThan(0.005);
  });

  it('rates components at the design flow when no rated flow is given', () => {
    const flows = network.designEdgeFlowsM3S;
    const plant = hydronicEdgeLoss(network, network.plantEdge, flows[network.plantEdge]!, flows, 0);
    expect(plant.componentsPa).toBeCloseTo(51_000, 6); // evaporator 45 kPa + strainer 6 kPa
  });
});

describe('hydronicEdgeFlows', () => {
  it('adds each circuit’s flow to every edge it passes', () => {
    const flows = hydronicEdgeFlows(
      { edges: new Array(4), circuits: [{ edges: [0, 1, 3] }, { edges: [0, 2, 3] }] },
      [1, 2],
    );
    expect([...flows]).toEqual([3, 1, 2, 3]);
  });
});

describe('hydronicTeeLossPa', () => {
  it('takes K of the leg at its flow ratio on the combined velocity pressure', () => {
    // Diverging run carrying 0.015 of 0.02 m³/s: q = 0.25, M = 2(2q − 1) = −1, K = −q² = −0.0625;
    // V_c = 0.02/0.01 = 2 m/s, ρV²/2 = 2000 Pa: Δp = −125 Pa (Crane TP-410 2009, p. A-30).
    const tee = {
      flow: 'diverging' as const,
      leg: 'run' as const,
      angleDeg: 90,
      combinedEdge: 0,
      combinedAreaM2: 0.01,
      diameterRatio: 1,
    };
    expect(hydronicTeeLossPa(tee, 0.015, [0.02], 1000)).toBeCloseTo(-125, 9);
    expect(hydronicTeeLossPa(tee, 0.015, [0], 1000)).toBe(0);
  });
});

describe('reducers in a run', () => {
  function oneSection(fromNominalSize: string, nominalSize: string): HydronicSystemInputDraft {
    return {
      unitSystem: 'Metric',
      fluidTemperature: 20,
      designDeltaT: 5,
      plant: { supplyNode: 'P-S', returnNode: 'P-R' },
      sections: [
        {
          id: 'S',
          side: 'supply',
          from: 'P-S',
          to: 'A',
          pipeMaterial: 'steelSchedule40',
          nominalSize,
          length: 0,
          reducer: { fromNominalSize, angle: 180 },
        },
      ],
      terminals: [
        {
          id: 'T',
          supplyNode: 'A',
          returnNode: 'P-R',
          flowRate: 1,
          components: [{ name: 'Coil', pressureDrop: 10 }],
        },
      ],
    };
  }

  it('refers an increaser’s K (Crane, on the small pipe) to the run’s own velocity: K₂ = K₁/β⁴', () => {
    const small = pipeSize('steelSchedule40', '2').insideDiameterM;
    const large = pipeSize('steelSchedule40', '4').insideDiameterM;
    const network = buildHydronicNetwork(HydronicSystemInputSchema.parse(oneSection('2', '4')));
    expect(network.edges[0]!.run!.reducerK).toBeCloseTo(
      reducerK(small, large, 180, 'enlargement') * (large / small) ** 4,
      12,
    );
  });

  it('takes a reducer’s K on the run’s own (small) velocity', () => {
    const small = pipeSize('steelSchedule40', '2').insideDiameterM;
    const large = pipeSize('steelSchedule40', '4').insideDiameterM;
    const network = buildHydronicNetwork(HydronicSystemInputSchema.parse(oneSection('4', '2')));
    expect(network.edges[0]!.run!.reducerK).toBeCloseTo(
      reducerK(small, large, 180, 'contraction'),
      12,
    );
  });
});
