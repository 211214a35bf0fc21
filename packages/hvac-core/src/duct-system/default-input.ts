import type { UnitSystem } from '../units/index.js';
import type { DuctSystemInputDraft } from './schema.js';

/**
 * A small office system to start from: a supply main from the fan with two branches to four
 * diffusers (sized by equal friction), and a return main from two grilles, with a coil and a filter
 * in the fan unit. Imperial: cfm, ft, in. wg; Metric: L/s, m, Pa (round numbers of its own, not a
 * conversion).
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete input.
 */
export function defaultDuctSystemInput(unitSystem: UnitSystem = 'Imperial'): DuctSystemInputDraft {
  const imperial = unitSystem === 'Imperial';
  const q = imperial ? 500 : 240; // cfm | L/s per diffuser
  const L = (ft: number, m: number): number => (imperial ? ft : m);
  const dp = (inWg: number, pa: number): number => (imperial ? inWg : pa);
  const diffuser = (name: string) => ({
    name,
    airflow: q,
    pressureDrop: dp(0.1, 25),
    source: 'Square ceiling diffuser, catalogue total pressure at the design airflow',
  });
  const grille = (name: string) => ({
    name,
    airflow: 2 * q,
    pressureDrop: dp(0.06, 15),
    source: 'Return grille, catalogue pressure drop at the design airflow',
  });
  return {
    calculationName: 'Office floor supply and return',
    unitSystem,
    mode: 'design',
    sizingMethod: 'equalFriction',
    frictionRate: imperial ? 0.08 : 0.65,
    velocity: imperial ? 1800 : 9,
    airTemperature: imperial ? 55 : 13,
    altitude: 0,
    standardSizes: true,
    aspectRatio: 2,
    maxAspectRatio: 4,
    safetyFactorPercent: 10,
    components: [
      { name: 'Cooling coil', pressureDrop: dp(0.6, 150), source: 'Coil selection, wet' },
      {
        name: 'Filter, mid-life',
        pressureDrop: dp(0.5, 125),
        source: 'Filter catalogue, mid-life',
      },
    ],
    sections: [
      {
        id: 'S1',
        name: 'Supply main',
        system: 'supply',
        length: L(30, 9),
        shape: 'rectangular',
        fittings: [
          { type: 'library', fittingId: 'rect-elbow-mitred-90-single-vanes', quantity: 1 },
        ],
      },
      {
        id: 'S2',
        parentId: 'S1',
        name: 'Main to east branch',
        system: 'supply',
        length: L(40, 12),
        shape: 'rectangular',
        fittings: [
          { type: 'junction', path: 'straight', angle: 90 },
          { type: 'transition', angle: 30 },
        ],
      },
      {
        id: 'S3',
        parentId: 'S1',
        name: 'West branch',
        system: 'supply',
        length: L(25, 7.5),
        shape: 'round',
        fittings: [
          { type: 'junction', path: 'branch', angle: 90 },
          { type: 'elbow', angle: 90, radiusRatio: 1.5, quantity: 1 },
        ],
      },
      {
        id: 'D1',
        parentId: 'S2',
        name: 'Runout D1',
        system: 'supply',
        length: L(12, 3.5),
        shape: 'round',
        fittings: [{ type: 'junction', path: 'branch', angle: 90 }],
        terminal: diffuser('D1'),
      },
      {
        id: 'D2',
        parentId: 'S2',
        name: 'Runout D2',
        system: 'supply',
        length: L(20, 6),
        shape: 'round',
        fittings: [
          { type: 'junction', path: 'straight', angle: 90 },
          { type: 'elbow', angle: 90, radiusRatio: 1.5, quantity: 1 },
        ],
        terminal: diffuser('D2'),
      },
      {
        id: 'D3',
        parentId: 'S3',
        name: 'Runout D3',
        system: 'supply',
        length: L(10, 3),
        shape: 'round',
        fittings: [{ type: 'junction', path: 'branch', angle: 90 }],
        terminal: diffuser('D3'),
      },
      {
        id: 'D4',
        parentId: 'S3',
        name: 'Runout D4',
        system: 'supply',
        length: L(15, 4.5),
        shape: 'round',
        fittings: [
          { type: 'junction', path: 'straight', angle: 90 },
          { type: 'elbow', angle: 90, radiusRatio: 1.5, quantity: 1 },
        ],
        terminal: diffuser('D4'),
      },
      {
        id: 'R1',
        name: 'Return main',
        system: 'return',
        length: L(20, 6),
        shape: 'rectangular',
        fittings: [
          { type: 'library', fittingId: 'rect-elbow-mitred-90-single-vanes', quantity: 1 },
        ],
      },
      {
        id: 'G1',
        parentId: 'R1',
        name: 'Return G1',
        system: 'return',
        length: L(30, 9),
        shape: 'rectangular',
        fittings: [{ type: 'junction', path: 'branch', angle: 90 }],
        terminal: grille('G1'),
      },
      {
        id: 'G2',
        parentId: 'R1',
        name: 'Return G2',
        system: 'return',
        length: L(15, 4.5),
        shape: 'rectangular',
        fittings: [{ type: 'junction', path: 'straight', angle: 90 }],
        terminal: grille('G2'),
      },
    ],
  };
}
