import type { UnitSystem } from '../units/unit-system.js';
import type { PipeInput } from './schema.js';

/**
 * A small heating or cooling branch, for a form's initial values: 12 gpm of water at 60 °F (the
 * temperature of the ASHRAE friction charts) in Type L copper, 100 ft of pipe sized for at most
 * 4 ft of water per 100 ft (the usual design limit, ASHRAE Handbook—Fundamentals (2021), ch. 22),
 * with four standard elbows, two tees through the run and two ball valves. Metric values are round
 * numbers of their own (0.75 L/s, 30 m, 400 Pa/m, 15 °C), not conversions of the Imperial ones.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input (Darcy–Weisbach, no equipment).
 * @example defaultPipeInput('Metric').frictionRate //=> 400
 */
export function defaultPipeInput(unitSystem: UnitSystem): PipeInput {
  const common = {
    calculationName: '',
    pipeMaterial: 'copperTypeL',
    fluid: 'water',
    method: 'darcyWeisbach',
    fittings: [
      { id: 'fitting-1', type: 'elbow90Standard', quantity: 4 },
      { id: 'fitting-2', type: 'teeThroughRun', quantity: 2 },
      { id: 'fitting-3', type: 'ballValve', quantity: 2 },
    ],
    equipment: [],
  } as const;
  if (unitSystem === 'Metric') {
    return {
      ...common,
      fittings: common.fittings.map((fitting) => ({ ...fitting })),
      equipment: [],
      unitSystem,
      flowRate: 0.75,
      pipeLength: 30,
      frictionRate: 400,
      fluidTemperature: 15,
    };
  }
  return {
    ...common,
    fittings: common.fittings.map((fitting) => ({ ...fitting })),
    equipment: [],
    unitSystem,
    flowRate: 12,
    pipeLength: 100,
    frictionRate: 4,
    fluidTemperature: 60,
  };
}
