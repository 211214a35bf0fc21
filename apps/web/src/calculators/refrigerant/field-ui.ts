import type {
  RefrigerantLineInputDraft,
  RefrigerantLineNumericField,
} from '@org/hvac-core/refrigerant';
import type { UnitSystem } from '@org/hvac-core/units';
import type { NumericFieldUi } from '../../workspace/field-ui';
export { draftNumber } from '../../workspace/field-ui';
export type { NumericFieldUi } from '../../workspace/field-ui';

/** The input as the form holds it: any field may be missing or blank while typing. */
export type RefrigerantDraft = Partial<RefrigerantLineInputDraft>;

const same = (value: number): Record<UnitSystem, number> => ({ Imperial: value, Metric: value });

/** Presentation of each numeric field; values, units and limits all come from hvac-core. */
export const REFRIGERANT_FIELD_UI: Record<RefrigerantLineNumericField, NumericFieldUi> = {
  capacity: {
    step: { Imperial: 1000, Metric: 500 },
    decimalScale: 1,
    description: 'Refrigerating capacity of the evaporator the line serves',
  },
  evaporatingTemperature: {
    step: same(1),
    decimalScale: 2,
    description: 'Saturated suction temperature (SST); dew point for blends',
  },
  condensingTemperature: {
    step: same(1),
    decimalScale: 2,
    description: 'Saturated condensing temperature (SCT); dew point for blends',
  },
  superheat: { step: same(1), decimalScale: 2, description: 'Suction gas above the SST' },
  subcooling: {
    step: same(1),
    decimalScale: 2,
    description: 'Liquid below its bubble point leaving the condenser',
  },
  dischargeSuperheat: {
    step: same(5),
    decimalScale: 2,
    description: 'Discharge gas above the SCT. Blank: 45 °F (25 K)',
  },
  straightLength: {
    step: { Imperial: 5, Metric: 1 },
    decimalScale: 3,
    description: 'Measured length of tube, all runs and risers',
  },
  verticalRise: {
    step: { Imperial: 5, Metric: 1 },
    decimalScale: 3,
    description: 'Height gained in the direction of flow; negative for a drop (liquid lift)',
  },
  additionalEquivalentLength: {
    step: { Imperial: 5, Metric: 1 },
    decimalScale: 3,
    description: 'Accessories not in the fittings list (filter-drier, sight glass, solenoid)',
  },
  allowedTemperaturePenalty: {
    step: { Imperial: 0.5, Metric: 0.25 },
    decimalScale: 3,
    description: 'Pressure drop allowed, as a change of saturation temperature',
  },
};

/** The id of a field's input, for labels, focus links and tests: `refrigerant-{field}`. */
export function refrigerantFieldId(field: string): string {
  return `refrigerant-${field}`;
}

/** The id of one input of a fitting row: `refrigerant-fittings-{index}-{part}`. */
export function fittingFieldId(index: number, part: 'type' | 'quantity' | 'length'): string {
  return `refrigerant-fittings-${index}-${part}`;
}
