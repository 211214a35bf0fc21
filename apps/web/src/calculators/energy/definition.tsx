import {
  ENERGY_COST_METHOD,
  EnergyCostInputSchema,
  calculateEnergyCostInput,
  convertEnergyCostInput,
  defaultEnergyCostInput,
  type EnergyCostInput,
  type EnergyCostInputDraft,
  type EnergyCostResult,
} from '@org/hvac-core/energy';
import { summaryOfLines } from '../../calculator-kit/result-lines';
import type { CalculatorDefinition, ResultSnapshot } from '../../calculator-kit/types';
import { methodFromSteps } from '../../calculator-kit/method-from-steps';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';
import { EnergyWorkspaceEditor } from './EnergyWorkspaceEditor';
import { energyReport } from './report';
import { energyDemandTable } from './result-tables';

const OPTION_KEY = /^option(\d+)(AnnualCost|Co2|AnnualEnergyKwh)$/;

/** The energy cost analysis on the workspace (issue 7, "Energy cost"). */
export const energyDefinition: CalculatorDefinition<
  EnergyCostInputDraft,
  EnergyCostInput,
  EnergyCostResult
> = {
  intro:
    'Annual heating energy by the ASHRAE degree-day method (with the C_D correction), full-load hours or the temperature-bin method (hours per outdoor-temperature bin entered, pasted or imported from an EnergyPlus .epw file, on the load line to the balance point), cooling by equivalent full-load hours with SEER/SEER2 or EER, and the annual cost, CO₂ and simple payback of up to four systems side by side, with tariffs, fixed and demand charges and an optional month-by-month table. Results update as you type.',
  inputFields: [
    'calculationName',
    'unitSystem',
    'heating',
    'cooling',
    'tariffs',
    'emissionFactors',
    'options',
  ],
  createDraft: defaultEnergyCostInput,
  convert: (draft, unitSystem) => convertEnergyCostInput(draft, unitSystem),
  schema: EnergyCostInputSchema,
  calculate: calculateEnergyCostInput,
  snapshot: (result) => {
    const snapshot: ResultSnapshot = {};
    if (result.heating) snapshot.annualHeatKwh = result.heating.annualHeatKwh;
    if (result.cooling) snapshot.annualCoolingKwh = result.cooling.annualCoolingKwh;
    result.options.forEach((option, index) => {
      snapshot[`option${index + 1}AnnualCost`] = option.totalCost;
      snapshot[`option${index + 1}Co2`] = option.co2;
      snapshot[`option${index + 1}AnnualEnergyKwh`] = option.purchasedEnergyKwh;
    });
    return snapshot;
  },
  describeSnapshotKey: (key, input) => {
    if (key === 'annualHeatKwh') return { label: 'Annual heat to the building', unit: 'kWh' };
    if (key === 'annualCoolingKwh') return { label: 'Annual heat removed', unit: 'kWh' };
    const match = OPTION_KEY.exec(key);
    if (!match) return { label: key, unit: '' };
    const index = Number(match[1]) - 1;
    const name = input.options[index]?.name || `Option ${index + 1}`;
    if (match[2] === 'AnnualCost')
      return { label: `${name}: annual cost`, unit: input.tariffs.currency };
    if (match[2] === 'Co2')
      return { label: `${name}: CO₂`, unit: input.unitSystem === 'Imperial' ? 'lb' : 'kg' };
    return { label: `${name}: annual energy bought`, unit: 'kWh' };
  },
  // The card's demand, in the page's units (MMBtu or kWh), not the snapshot's kWh.
  summary: (_input, result) =>
    summaryOfLines(energyDemandTable(result).lines, ['annualHeat', 'annualCooling']),
  suggestFileName: suggestCalculationName,
  report: energyReport,
  method: methodFromSteps(ENERGY_COST_METHOD),
  Editor: EnergyWorkspaceEditor,
};
