import { defaultEnergyCostInput, type EnergyCostInputDraft } from '@org/hvac-core/energy';

const houseBase = defaultEnergyCostInput('Imperial');

/**
 * A house with a furnace and a heat pump heating only, by degree-days (ASHRAE Fundamentals 2021
 * ch. 19), shared by the energy calculator's tests:
 * E = 24 · q · HDD · C_D / Δt = 24 × 50 000 × 6000 × 0.8 / 70 = 82.29 MMBtu.
 * Furnace AFUE 95 %: 86.62 MMBtu = 866.2 therm × $1.60 = $1,386.
 * Heat pump HSPF2 7.5: 82 285 714 Btu / 7.5 Btu/Wh = 10 971 kWh × $0.10 = $1,097.
 * Payback: (12 000 − 9000) / (1385.86 − 1097.14) = 10.4 years.
 */
export const CEDAR_LANE_HOUSE: EnergyCostInputDraft = {
  calculationName: 'Cedar Lane house',
  unitSystem: 'Imperial',
  heating: {
    method: 'degreeDays',
    designHeatLoss: 50_000,
    indoorDesignTemperature: 70,
    outdoorDesignTemperature: 0,
    heatingDegreeDays: 6000,
    degreeDayCorrection: 0.8,
  },
  tariffs: { ...houseBase.tariffs, electricityPrice: 0.1, naturalGasPrice: 1.6 },
  options: houseBase.options,
};
