import type { UnitSystem } from '../units/unit-system.js';
import type { DuctNoisePathInputDraft } from './schema.js';

/**
 * A first duct-borne noise path for a form: a supply fan's sound power through 20 ft (6 m) of duct,
 * two 12 in (300 mm) square elbows without vanes, a branch taking a quarter of the area, a silencer
 * and a 12 × 12 in (300 × 300 mm) ceiling outlet, to a listener 5 ft (1.5 m) away in a 3000 ft³
 * (85 m³) private office. The duct attenuation and silencer losses are placeholders: replace them
 * with the values of ASHRAE's tables or the manufacturer.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultDuctNoisePathInput('Metric').room.distance //=> 1.5
 */
export function defaultDuctNoisePathInput(unitSystem: UnitSystem): DuctNoisePathInputDraft {
  const metric = unitSystem === 'Metric';
  return {
    calculationName: 'Office supply path',
    unitSystem,
    sourceSoundPower: [85, 82, 78, 75, 72, 68, 64, 60],
    elements: [
      {
        id: 'duct',
        type: 'straightDuct',
        label: 'Main duct',
        length: metric ? 6 : 20,
        attenuationPerLength: metric
          ? [0.66, 0.66, 0.33, 0.33, 0.33, 0.33, 0.33, 0.33]
          : [0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1],
      },
      {
        id: 'elbows',
        type: 'elbow',
        label: 'Elbows',
        elbowKind: 'squareNoVanes',
        width: metric ? 300 : 12,
        quantity: 2,
      },
      {
        id: 'branch',
        type: 'branch',
        label: 'Branch',
        branchArea: metric ? 0.09 : 1,
        totalArea: metric ? 0.36 : 4,
      },
      {
        id: 'silencer',
        type: 'insertionLoss',
        label: 'Silencer',
        insertionLoss: [4, 6, 10, 18, 22, 20, 15, 12],
      },
      {
        id: 'outlet',
        type: 'endReflection',
        label: 'Ceiling outlet',
        width: metric ? 300 : 12,
        height: metric ? 300 : 12,
        termination: 'flush',
      },
    ],
    room: {
      method: 'schultz',
      distance: metric ? 1.5 : 5,
      directivity: 2,
      volume: metric ? 85 : 3000,
    },
    roomType: 'privateOffice',
  };
}
