import type { UnitSystem } from '../units/unit-system.js';
import type { PumpCurveInput, PumpHeadInput, PumpSectionInput, SuctionInput } from './schema.js';

/**
 * A new pipe section for the index circuit: 3 in (DN 80) Schedule 40 steel, 100 ft (30 m), no
 * fittings, carrying the pump flow.
 *
 * @param unitSystem - The unit system of the length.
 * @param name - The section's name, default 'Section'.
 * @example defaultPumpSection('Metric').length //=> 30
 */
export function defaultPumpSection(unitSystem: UnitSystem, name = 'Section'): PumpSectionInput {
  return {
    name,
    pipeMaterial: 'steelSchedule40',
    nominalSize: '3',
    length: unitSystem === 'Metric' ? 30 : 100,
    fittings: [],
  };
}

/**
 * Suction conditions to start from: an open tank at standard atmosphere (pressure left blank), its
 * liquid surface 5 ft (1.5 m) above the impeller eye, 1 ft of water (3 kPa) of suction-line losses
 * and an NPSH required of 10 ft (3 m), to be replaced by the pump's curve value.
 *
 * @example defaultSuctionInput('Imperial').liquidLevelAboveImpeller //=> 5
 */
export function defaultSuctionInput(unitSystem: UnitSystem): SuctionInput {
  return unitSystem === 'Metric'
    ? { liquidLevelAboveImpeller: 1.5, suctionLosses: 3, npshRequired: 3 }
    : { liquidLevelAboveImpeller: 5, suctionLosses: 1, npshRequired: 10 };
}

/**
 * A catalogue-style pump curve to start from (five head–flow points at full speed), shaped like an
 * end-suction pump's curve and falling through the default circuit's duty, to be replaced by the
 * selected pump's published points.
 *
 * @example defaultPumpCurveInput('Imperial').points.length //=> 5
 */
export function defaultPumpCurveInput(unitSystem: UnitSystem): PumpCurveInput {
  const points =
    unitSystem === 'Metric'
      ? [
          [0, 22],
          [3, 21],
          [6, 18.5],
          [9, 14],
          [12, 7.5],
        ]
      : [
          [0, 72],
          [50, 69],
          [100, 61],
          [150, 46],
          [200, 25],
        ];
  return {
    points: points.map(([flowRate, head]) => ({ flowRate: flowRate ?? 0, head: head ?? 0 })),
    speedPercent: 100,
  };
}

/**
 * A typical chilled-water pump, for a form's initial values: a closed loop of water at 45 °F
 * (7 °C) and 100 gpm (6 L/s), one 3 in Schedule 40 steel index run of 300 ft (90 m) with eight
 * standard elbows, two gate valves and a swing check valve, and a chiller evaporator, a cooling coil
 * and a control valve with their rated drops; 10 % margin, 70 % pump and 90 % motor efficiency.
 * Metric values are round numbers of their own, not conversions of the Imperial ones.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultPumpHeadInput('Metric').flowRate //=> 6
 */
export function defaultPumpHeadInput(unitSystem: UnitSystem): PumpHeadInput {
  const metric = unitSystem === 'Metric';
  return {
    calculationName: '',
    unitSystem,
    systemType: 'closedLoop',
    flowRate: metric ? 6 : 100,
    fluid: 'water',
    fluidTemperature: metric ? 7 : 45,
    sections: [
      {
        ...defaultPumpSection(unitSystem, 'Supply and return main'),
        length: metric ? 90 : 300,
        fittings: [
          { id: 'elbows', type: 'elbow90Standard', quantity: 8 },
          { id: 'gate-valves', type: 'gateValve', quantity: 2 },
          { id: 'check-valve', type: 'swingCheckValve', quantity: 1 },
        ],
      },
    ],
    components: metric
      ? [
          { name: 'Chiller evaporator', pressureDrop: 60 },
          { name: 'Cooling coil', pressureDrop: 30 },
          { name: 'Control valve', pressureDrop: 25 },
        ]
      : [
          { name: 'Chiller evaporator', pressureDrop: 20 },
          { name: 'Cooling coil', pressureDrop: 10 },
          { name: 'Control valve', pressureDrop: 8 },
        ],
    staticLift: 0,
    safetyMarginPercent: 10,
    pumpEfficiencyPercent: 70,
    motorEfficiencyPercent: 90,
  };
}
