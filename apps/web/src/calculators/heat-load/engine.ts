import {
  HeatLoadInputSchema,
  calculateHeatLoadInput,
  type HeatLoadInput,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import type { CalculatorEngine } from '../../calculator-kit/evaluate';

/**
 * The heat load's schema and calculator: shared by the workspace's module and the public
 * /heat-load page, which must not load the module's report and editor wrappers.
 */
export const heatLoadEngine: CalculatorEngine<HeatLoadInput, HeatLoadResult> = {
  schema: HeatLoadInputSchema,
  calculate: calculateHeatLoadInput,
};
