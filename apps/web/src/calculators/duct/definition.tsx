import {
  DUCT_METHOD,
  DUCT_INPUT_FIELDS,
  DuctInputSchema,
  calculateDuctInput,
  convertDuctInput,
  defaultDuctInput,
  type DuctInput,
  type DuctInputDraft,
  type DuctResult,
} from '@org/hvac-core/duct';
import { unitLabel, type Quantity } from '@org/hvac-core/units';
import type { CalculatorDefinition, ResultSnapshot } from '../../calculator-kit/types';
import { DuctCalculator } from './DuctCalculator';
import { ductReport } from './report';
import { suggestCalculationName } from '../../calculator-kit/suggest-calculation-name';

const SNAPSHOT_KEYS: Record<string, { label: string; quantity: Quantity }> = {
  velocity: { label: 'Velocity', quantity: 'airVelocity' },
  frictionRate: { label: 'Friction rate', quantity: 'ductFrictionRate' },
  area: { label: 'Area', quantity: 'area' },
  diameter: { label: 'Diameter', quantity: 'ductDimension' },
  width: { label: 'Width', quantity: 'ductDimension' },
  height: { label: 'Height', quantity: 'ductDimension' },
  ductPressureLoss: { label: 'Duct pressure loss', quantity: 'ductPressureLoss' },
  fittingsPressureLoss: { label: 'Fittings pressure loss', quantity: 'ductPressureLoss' },
  totalPressureLoss: { label: 'Total pressure loss', quantity: 'ductPressureLoss' },
  exactDiameter: { label: 'Exact diameter', quantity: 'ductDimension' },
  exactWidth: { label: 'Exact width', quantity: 'ductDimension' },
  exactHeight: { label: 'Exact height', quantity: 'ductDimension' },
};

function snapshot(result: DuctResult): ResultSnapshot {
  const values: ResultSnapshot = {
    velocity: result.velocity,
    frictionRate: result.frictionRate,
    area: result.area,
    ductPressureLoss: result.ductPressureLoss,
    fittingsPressureLoss: result.fittingsPressureLoss,
    totalPressureLoss: result.totalPressureLoss,
  };
  if (result.diameter !== undefined) values['diameter'] = result.diameter;
  if (result.width !== undefined) values['width'] = result.width;
  if (result.height !== undefined) values['height'] = result.height;
  if (result.exact.diameter !== undefined) values['exactDiameter'] = result.exact.diameter;
  if (result.exact.width !== undefined) values['exactWidth'] = result.exact.width;
  if (result.exact.height !== undefined) values['exactHeight'] = result.exact.height;
  return values;
}

/** The duct sizer on the workspace (spec §3 "Duct"). */
export const ductDefinition: CalculatorDefinition<DuctInputDraft, DuctInput, DuctResult> = {
  intro:
    'Sizes a round or rectangular duct by the friction (equal-friction) or velocity method: Darcy–Weisbach with the Colebrook friction factor, Huebscher equivalent diameters, standard sizes, and duct and fitting pressure losses, with good-practice warnings and a check of a given size. Results update as you type.',
  inputFields: DUCT_INPUT_FIELDS,
  createDraft: defaultDuctInput,
  convert: (draft, unitSystem) => convertDuctInput(draft, unitSystem),
  schema: DuctInputSchema,
  calculate: calculateDuctInput,
  snapshot,
  summaryKeys: ['velocity', 'totalPressureLoss'],
  describeSnapshotKey: (key, input) => {
    const entry = SNAPSHOT_KEYS[key];
    return entry
      ? { label: entry.label, unit: unitLabel(entry.quantity, input.unitSystem) }
      : { label: key, unit: '' };
  },
  suggestFileName: suggestCalculationName,
  report: ductReport,
  method: DUCT_METHOD,
  Editor: DuctCalculator,
};
