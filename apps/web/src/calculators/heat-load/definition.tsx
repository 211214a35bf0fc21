import {
  HEAT_LOAD_METHOD,
  HEAT_LOAD_FIELDS,
  convertHeatLoadInput,
  defaultHeatLoadInput,
  type HeatLoadInput,
  type HeatLoadInputDraft,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import type { CalculatorDefinition } from '../../calculator-kit/types';
import { heatLoadEngine } from './engine';
import { HeatLoadCalculator } from './HeatLoadCalculator';
import { heatLoadReport } from './report';
import { heatLoadSummary } from './summary';

/** The heat-load calculator on the workspace (spec §3 "Heat load"). */
export const heatLoadDefinition: CalculatorDefinition<
  HeatLoadInputDraft,
  HeatLoadInput,
  HeatLoadResult
> = {
  intro:
    'Peak design load of a room, steady state: conduction through walls, windows and roof, window solar gain, people, lighting, equipment, and ventilation and infiltration air, after ASHRAE Handbook—Fundamentals (2021), ch. 18. Results update as you type.',
  inputFields: HEAT_LOAD_FIELDS,
  createDraft: defaultHeatLoadInput,
  convert: (draft, unitSystem) => convertHeatLoadInput(draft, unitSystem),
  ...heatLoadEngine,
  ...heatLoadSummary,
  suggestFileName: (draft) => {
    const room = typeof draft.roomName === 'string' ? draft.roomName.trim() : '';
    const mode = draft.calculationMode === 'Heating' ? 'heating' : 'cooling';
    return room ? `${room} ${mode} load` : '';
  },
  report: heatLoadReport,
  method: HEAT_LOAD_METHOD,
  Editor: HeatLoadCalculator,
};
