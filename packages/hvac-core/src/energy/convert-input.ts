import type { UnitSystem } from '../units/unit-system.js';
import type { FieldQuantity } from '../units/field-quantities.js';
import { asRecord, convertDraft, convertFieldNumber } from '../_lib/draft-convert.js';
import { demandFieldsOf } from './demand-fields.js';
import type { EnergyCostInputDraft } from './schema.js';

function convertList(
  values: unknown,
  quantity: FieldQuantity,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  return Array.isArray(values)
    ? values.map((value) => convertFieldNumber(value, quantity, from, to))
    : values;
}

/**
 * An energy-cost input re-expressed in another unit system: loads (Btu/h ↔ W), design temperatures
 * (°F ↔ °C, with the bin temperatures and the balance point) and degree-days (°F·day ↔ K·day) converted, not rounded; prices, efficiencies, hours and
 * emission factors (kg/kWh) are the same in both systems.
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
    const c = (value: unknown, quantity: FieldQuantity): never =>
      convertFieldNumber(value, quantity, from, toUnitSystem) as never;
    // The demand fields that have a unit and the monthly degree-days, converted (C_D and full-load
    // hours are the same in both).
    const demand = (name: 'heating' | 'cooling', monthly: string) => {
      const group = asRecord(input[name]);
      if (group === undefined) return undefined;
      const converted: Record<string, unknown> = {
        ...group,
        ...Object.fromEntries(
          demandFieldsOf(name)
            .filter(([, spec]) => spec.quantity !== 'count')
            .map(([field, spec]) => [field, c(group[field], spec.quantity)]),
        ),
        [monthly]: convertList(group[monthly], 'degreeDays', from, toUnitSystem),
      };
      if (name === 'heating' && 'balancePointTemperature' in group) {
        converted['balancePointTemperature'] = c(group['balancePointTemperature'], 'temperature');
      }
      const bins: unknown = group['bins'];
      if (name === 'heating' && Array.isArray(bins)) {
        converted['bins'] = bins.map((bin: unknown) =>
          typeof bin === 'object' && bin !== null && 'temperature' in bin
            ? { ...bin, temperature: c(bin.temperature, 'temperature') }
            : bin,
        );
      }
      return converted;
    };
    const heating = demand('heating', 'monthlyHeatingDegreeDays');
    const cooling = demand('cooling', 'monthlyCoolingDegreeDays');
    const result: EnergyCostInputDraft = { ...input, unitSystem: toUnitSystem };
    const options: unknown = input.options;
    if (Array.isArray(options)) {
      result.options = options.map((option: unknown) => {
        if (typeof option !== 'object' || option === null || !('binPerformance' in option))
          return option;
        const performance: unknown = option.binPerformance;
        if (typeof performance !== 'object' || performance === null || !('points' in performance))
          return option;
        const points: unknown = performance.points;
        return {
          ...option,
          binPerformance: {
            ...performance,
            points: Array.isArray(points)
              ? points.map((point: unknown) =>
                  typeof point === 'object' && point !== null
                    ? {
                        ...point,
                        ...('temperature' in point
                          ? { temperature: c(point.temperature, 'temperature') }
                          : {}),
                        ...('capacity' in point ? { capacity: c(point.capacity, 'heatRate') } : {}),
                      }
                    : point,
                )
              : points,
          },
        };
      }) as never;
    }
    if (heating !== undefined) result.heating = heating as never;
    if (cooling !== undefined) result.cooling = cooling as never;
    return result;
  });
}
