import {
  VENTILATION_METHOD,
  VENTILATION_FIELDS,
  VENTILATION_RESULT_SPECS,
  VentilationInputSchema,
  calculateVentilationInput,
  convertVentilationInput,
  defaultVentilationInput,
  type VentilationInput,
  type VentilationInputDraft,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import { describeResultKey } from '../../calculator-kit/result-lines';
import type { CalculatorDefinition } from '../../calculator-kit/types';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';
import { ventilationReport } from './report';
import { VentilationCalculator } from './VentilationCalculator';

/** The ventilation calculator on the workspace (spec §3 "Ventilation"). */
export const ventilationDefinition: CalculatorDefinition<
  VentilationInputDraft,
  VentilationInput,
  VentilationResult
> = {
  intro:
    'Room volume and airflow from air changes per hour (cfm, or L/s and m³/h), the inverse, the ASHRAE Standard 62.1 ventilation rate procedure for a zone, and a commercial kitchen hood’s exhaust per foot of hood by hood style and appliance duty (International Mechanical Code), with recommended air-change ranges as guidance. Results update as you type.',
  inputFields: VENTILATION_FIELDS,
  createDraft: defaultVentilationInput,
  convert: (draft, unitSystem) => convertVentilationInput(draft, unitSystem),
  schema: VentilationInputSchema,
  calculate: calculateVentilationInput,
  // The spec's two results first; the rest lets a reopened file say what changed.
  snapshot: (result) => ({
    roomVolume: result.roomVolume,
    requiredAirflow: result.requiredAirflow,
    airChangesPerHour: result.airChangesPerHour,
    floorArea: result.floorArea,
  }),
  summaryKeys: ['requiredAirflow', 'airChangesPerHour'],
  describeSnapshotKey: describeResultKey(VENTILATION_RESULT_SPECS),
  suggestFileName: suggestCalculationName,
  report: ventilationReport,
  method: VENTILATION_METHOD,
  Editor: VentilationCalculator,
};
