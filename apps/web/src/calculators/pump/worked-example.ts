import type { PumpHeadInput } from '@org/hvac-core/pump';

/**
 * The two-section index circuit with a coil checked by hand in hvac-core
 * (src/pump/worked-example.test.ts): TDH 19.4 ft of water (57.8 kPa), 0.77 bhp, a 1 hp motor.
 * Shared by the component and report tests.
 */
export const WORKED_EXAMPLE: PumpHeadInput = {
  calculationName: 'AHU-1 chilled water pump',
  unitSystem: 'Imperial',
  systemType: 'closedLoop',
  flowRate: 100,
  fluid: 'water',
  fluidTemperature: 60,
  sections: [
    {
      name: 'Main',
      pipeMaterial: 'steelSchedule40',
      nominalSize: '3',
      length: 200,
      fittings: [{ id: 'elbows', type: 'elbow90Standard', quantity: 4 }],
    },
    {
      name: 'Branch',
      pipeMaterial: 'steelSchedule40',
      nominalSize: '2-1/2',
      length: 100,
      flowRate: 50,
      fittings: [],
    },
  ],
  components: [{ name: 'Coil', pressureDrop: 12 }],
  staticLift: 0,
  safetyMarginPercent: 10,
  pumpEfficiencyPercent: 70,
  motorEfficiencyPercent: 90,
};
