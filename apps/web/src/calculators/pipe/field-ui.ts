import type { PipeNumericField } from '@org/hvac-core/pipe';
import type { UnitSystem } from '@org/hvac-core/units';
import type { NumericFieldUi } from '../../workspace/field-ui';
export { draftNumber } from '../../workspace/field-ui';
export type { NumericFieldUi } from '../../workspace/field-ui';

const same = (value: number): Record<UnitSystem, number> => ({ Imperial: value, Metric: value });

/** Presentation of each numeric field; values, units and limits all come from hvac-core. */
export const PIPE_FIELD_UI: Record<PipeNumericField, NumericFieldUi> = {
  flowRate: {
    step: { Imperial: 1, Metric: 0.05 },
    decimalScale: 4,
    description: 'Design flow through this run',
  },
  concentrationPercent: { step: same(10), decimalScale: 0 },
  fluidTemperature: {
    step: same(1),
    decimalScale: 2,
    description: 'Mean liquid temperature (sets density and viscosity)',
  },
  pipeLength: {
    step: { Imperial: 10, Metric: 5 },
    decimalScale: 2,
    description: 'Straight pipe of the run, supply and return',
  },
  frictionRate: {
    step: { Imperial: 0.5, Metric: 50 },
    decimalScale: 3,
    description: 'The largest friction rate allowed; usually 1–4 ft/100 ft (100–400 Pa/m)',
  },
  maxVelocity: {
    step: { Imperial: 0.5, Metric: 0.1 },
    decimalScale: 2,
    description: 'Blank: 4 ft/s (1.2 m/s) up to 2 in, 10 ft/s (3 m/s) above (ASHRAE)',
  },
};

/** The id of a top-level field's input, for labels, focus links and tests. */
export function pipeFieldId(field: string): string {
  return `pipe-${field}`;
}

/** The id of a fitting row's input: `pipe-fittings-{index}-{field}`. */
export function fittingFieldId(index: number, field: string): string {
  return `pipe-fittings-${index}-${field}`;
}

/** The id of an equipment row's input: `pipe-equipment-{index}-{field}`. */
export function equipmentFieldId(index: number, field: string): string {
  return `pipe-equipment-${index}-${field}`;
}

/** The element id of an error path ('fittings.2.customK' → 'pipe-fittings-2-customK'). */
export function idOfErrorPath(path: string): string {
  return `pipe-${path.replace(/\./g, '-')}`;
}
