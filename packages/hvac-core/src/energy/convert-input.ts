import type { UnitSystem } from '../units/unit-system.js';
import { asRecord, convertDraft, convertFieldNumber } from '../_lib/draft-convert.js';
import { numberFieldQuantities } from '../_lib/field-spec.js';
import type { NumberFieldSpec } from '../_lib/field-spec.js';
import {
  ENERGY_BIN_FIELD_SPECS,
  ENERGY_COOLING_FIELD_SPECS,
  ENERGY_HEATING_FIELD_SPECS,
  ENERGY_MONTHLY_FIELD_SPECS,
  ENERGY_PERFORMANCE_POINT_FIELD_SPECS,
} from './number-fields.js';
import type { EnergyCostInputDraft } from './schema.js';

type Units = { readonly from: UnitSystem; readonly to: UnitSystem };

/**
 * A record of the input with each field of `table` that has a quantity converted (where the record
 * has it); fixed-unit fields (hours, C_D, COP) and the other fields as they are.
 */
function convertRecord(
  record: Record<string, unknown>,
  table: Readonly<Record<string, NumberFieldSpec>>,
  { from, to }: Units,
): Record<string, unknown> {
  const converted = { ...record };
  for (const [field, quantity] of Object.entries(numberFieldQuantities(table))) {
    if (field in converted)
      converted[field] = convertFieldNumber(record[field], quantity, from, to);
  }
  return converted;
}

/** Each row of a list that is a record converted as `table` describes it; other values as they are. */
function convertRows(
  rows: unknown,
  table: Readonly<Record<string, NumberFieldSpec>>,
  units: Units,
): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row: unknown) => {
    const record = asRecord(row);
    return record === undefined ? row : convertRecord(record, table, units);
  });
}

/** A demand's fields and its monthly degree-days, converted. */
function convertDemand(
  demand: unknown,
  table: Readonly<Record<string, NumberFieldSpec>>,
  monthly: keyof typeof ENERGY_MONTHLY_FIELD_SPECS,
  units: Units,
): Record<string, unknown> | undefined {
  const group = asRecord(demand);
  if (group === undefined) return undefined;
  const converted = convertRecord(group, table, units);
  const list: unknown = group[monthly];
  if (Array.isArray(list)) {
    const quantity = ENERGY_MONTHLY_FIELD_SPECS[monthly].unit;
    converted[monthly] = list.map((v) => convertFieldNumber(v, quantity, units.from, units.to));
  }
  return converted;
}

/** An option with its heat pump's performance points converted (temperature and capacity). */
function convertOption(option: unknown, units: Units): unknown {
  const record = asRecord(option);
  const performance = asRecord(record?.['binPerformance']);
  if (record === undefined || performance === undefined || !('points' in performance))
    return option;
  const points = convertRows(performance['points'], ENERGY_PERFORMANCE_POINT_FIELD_SPECS, units);
  return { ...record, binPerformance: { ...performance, points } };
}

/**
 * An energy-cost input re-expressed in another unit system: loads (Btu/h ↔ W), design temperatures
 * (°F ↔ °C, with the bin temperatures and the balance point) and degree-days (°F·day ↔ K·day)
 * converted, not rounded, as the field tables give their quantities; prices, efficiencies, hours
 * and emission factors (kg/kWh) are the same in both systems.
 *
 * @param input - An input or a form's draft; a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express it in.
 * @returns A new object; the input is not changed.
 * @example convertEnergyCostInput(defaultEnergyCostInput('Imperial'), 'Metric').heating?.heatingDegreeDays //=> 2777.8
 */
export function convertEnergyCostInput(
  input: EnergyCostInputDraft,
  toUnitSystem: UnitSystem,
): EnergyCostInputDraft {
  return convertDraft(input, toUnitSystem, (from) => {
    const units = { from, to: toUnitSystem };
    const result: EnergyCostInputDraft = { ...input, unitSystem: toUnitSystem };
    const options: unknown = input.options;
    if (Array.isArray(options)) {
      result.options = options.map((option: unknown) => convertOption(option, units)) as never;
    }
    const heating = convertDemand(
      input.heating,
      ENERGY_HEATING_FIELD_SPECS,
      'monthlyHeatingDegreeDays',
      units,
    );
    const cooling = convertDemand(
      input.cooling,
      ENERGY_COOLING_FIELD_SPECS,
      'monthlyCoolingDegreeDays',
      units,
    );
    if (heating !== undefined) {
      if ('bins' in heating)
        heating['bins'] = convertRows(heating['bins'], ENERGY_BIN_FIELD_SPECS, units);
      result.heating = heating as never;
    }
    if (cooling !== undefined) result.cooling = cooling as never;
    return result;
  });
}
