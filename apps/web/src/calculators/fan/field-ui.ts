import type { FanNumericField } from '@org/hvac-core/fan';
import type { UnitSystem } from '@org/hvac-core/units';
import type { NumericFieldUi } from '../../workspace/field-ui';

const same = (value: number): Record<UnitSystem, number> => ({ Imperial: value, Metric: value });

/** Presentation of each numeric field; labels, units and limits all come from hvac-core. */
export const FAN_FIELD_UI: Record<FanNumericField, NumericFieldUi> = {
  airflow: { step: { Imperial: 100, Metric: 50 }, decimalScale: 2 },
  fanStaticPressure: {
    step: { Imperial: 0.1, Metric: 25 },
    decimalScale: 3,
    description: 'At the duty, as the fan catalogue or the duct system gives it',
  },
  outletArea: {
    step: { Imperial: 0.5, Metric: 0.05 },
    decimalScale: 3,
    description: 'Adds the outlet velocity pressure. Blank: total pressure taken as static',
  },
  shaftPower: {
    step: { Imperial: 0.5, Metric: 0.5 },
    decimalScale: 3,
    description:
      'Measured or from the catalogue: gives the efficiencies. Blank: from the efficiency',
  },
  fanEfficiencyPercent: {
    step: same(1),
    decimalScale: 1,
    description: 'On the basis above, from the fan catalogue at the duty',
  },
  driveEfficiencyPercent: {
    step: same(1),
    decimalScale: 1,
    description: '100 % for direct drive; about 95–97 % for belts',
  },
  motorEfficiencyPercent: { step: same(1), decimalScale: 1 },
  motorSizingMarginPercent: {
    step: same(5),
    decimalScale: 1,
    description: 'Added to the motor output before choosing the standard size',
  },
  currentSpeed: { step: same(10), decimalScale: 0 },
  newSpeed: { step: same(10), decimalScale: 0 },
  currentDiameter: { step: { Imperial: 1, Metric: 25 }, decimalScale: 2 },
  newDiameter: { step: { Imperial: 1, Metric: 25 }, decimalScale: 2 },
};

/** Decimals shown for each kind of figure, in each unit system: enough to check by hand. */
export const FAN_DIGITS = {
  airflow: 0,
  /** 4.25 in. wg, 1,060 Pa. */
  pressure: (unitSystem: UnitSystem): number => (unitSystem === 'Imperial' ? 2 : 0),
  /** 17.5 hp, 13.05 kW. */
  power: 2,
  /** 5,000 fpm, 12.5 m/s. */
  velocity: (unitSystem: UnitSystem): number => (unitSystem === 'Imperial' ? 0 : 1),
  percent: 1,
  ratio: 3,
} as const;
