import type { UnitSystem } from '../units/unit-system.js';
import { HydronicSystemInputSchema } from './schema.js';
import type { HydronicSystemInput, HydronicSystemInputDraft } from './schema.js';

const steel = 'steelSchedule40' as const;
const elbows = (quantity: number) => [{ id: 'ell', type: 'elbow90Standard' as const, quantity }];

/** A four-terminal direct-return header in the units of a system (each with its own round numbers). */
function draft(unitSystem: UnitSystem): HydronicSystemInputDraft {
  const imperial = unitSystem === 'Imperial';
  const long = imperial ? 100 : 30;
  const short = imperial ? 50 : 15;
  const branch = imperial ? 40 : 12;
  const loads = imperial ? [120_000, 120_000, 90_000, 90_000] : [30_000, 30_000, 22_000, 22_000];
  const coilDrops = imperial ? [8, 10, 9, 12] : [25, 30, 27, 36];
  const header = [
    ['1', '2-1/2', long, 2],
    ['2', '2-1/2', short, 0],
    ['3', '2', short, 0],
    ['4', '1-1/2', short, 1],
  ] as const;
  const node = (side: 'S' | 'R', n: number): string => (n === 0 ? `P-${side}` : `${side}-${n}`);
  return {
    calculationName: imperial ? 'Office floor CHW' : 'Office floor CHW (SI)',
    unitSystem,
    systemType: 'chilledWater',
    fluid: 'water',
    fluidTemperature: imperial ? 49 : 9.5,
    designDeltaT: imperial ? 10 : 5,
    plant: {
      supplyNode: 'P-S',
      returnNode: 'P-R',
      components: [
        { name: 'Chiller evaporator', kind: 'chiller', pressureDrop: imperial ? 15 : 45 },
        { name: 'Strainer', kind: 'strainer', pressureDrop: imperial ? 2 : 6 },
      ],
    },
    sections: header.flatMap(([n, size, length, ells]) => {
      const i = Number(n);
      const tee = i > 1 ? { tee: { leg: 'run' as const } } : {};
      return [
        {
          id: `S${n}`,
          side: 'supply' as const,
          from: node('S', i - 1),
          to: node('S', i),
          pipeMaterial: steel,
          nominalSize: size,
          length,
          fittings: ells > 0 ? elbows(ells) : [],
          ...tee,
        },
        {
          id: `R${n}`,
          side: 'return' as const,
          from: node('R', i),
          to: node('R', i - 1),
          pipeMaterial: steel,
          nominalSize: size,
          length,
          fittings: ells > 0 ? elbows(ells) : [],
          ...tee,
        },
      ];
    }),
    terminals: loads.map((load, t) => {
      const last = t === loads.length - 1;
      return {
        id: `FC-${t + 1}`,
        name: `Fan coil ${t + 1}`,
        supplyNode: node('S', t + 1),
        returnNode: node('R', t + 1),
        load,
        components: [{ name: 'Cooling coil', kind: 'coil' as const, pressureDrop: coilDrops[t]! }],
        branchPipe: {
          pipeMaterial: steel,
          nominalSize: t < 2 ? '1-1/2' : '1-1/4',
          length: branch,
          fittings: [...elbows(4), { id: 'iso', type: 'ballValve' as const, quantity: 2 }],
        },
        ...(last
          ? {}
          : { supplyTee: { leg: 'branch' as const }, returnTee: { leg: 'branch' as const } }),
        controlValve: { targetAuthority: 0.5 },
        balancingValve: {},
      };
    }),
    pump: {
      curve: {
        points: imperial
          ? [
              { flowRate: 0, head: 100 },
              { flowRate: 40, head: 97 },
              { flowRate: 80, head: 90 },
              { flowRate: 120, head: 76 },
            ]
          : [
              { flowRate: 0, head: 29 },
              { flowRate: 2.5, head: 28 },
              { flowRate: 5, head: 25 },
              { flowRate: 7.5, head: 19.5 },
            ],
        speedPercent: 100,
      },
      fitOrder: 2,
      pumpEfficiencyPercent: 65,
      motorEfficiencyPercent: 88,
    },
  };
}

/**
 * A small chilled-water floor for a form's first view: a direct-return header in Schedule 40 steel
 * serving four fan coils (with coil drops as a submittal gives them, branch piping, tees, a
 * two-way control valve sized for an authority of 0.5 and a balancing valve each), a chiller
 * evaporator and strainer in the plant, and a pump curve of four points. Imperial: 49 °F mean
 * water, 10 °F rise, 84 gpm; Metric: 9.5 °C, 5 K, about 5 L/s (round numbers of its own).
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultHydronicSystemInput('Metric').terminals.length //=> 4
 */
export function defaultHydronicSystemInput(unitSystem: UnitSystem): HydronicSystemInput {
  return HydronicSystemInputSchema.parse(draft(unitSystem));
}
