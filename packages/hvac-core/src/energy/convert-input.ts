import type { UnitSystem } from '../units/unit-system.js';
import { fieldFromSi, fieldToSi, readFormNumber } from '../refrigerant/form-input.js';
import type { FieldQuantity } from '../refrigerant/form-input.js';
import type { EnergyCostInputDraft } from './schema.js';

function convert(
  value: unknown,
  quantity: FieldQuantity,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  const read = readFormNumber(value);
  if (!read.ok) return value;
  const converted = fieldFromSi(fieldToSi(read.value, quantity, from), quantity, to);
  return typeof value === 'string' ? String(converted) : converted;
}

function convertList(
  values: unknown,
  quantity: FieldQuantity,
  from: UnitSystem,
  to: UnitSystem,
): unknown {
  return Array.isArray(values) ? values.map((value) => convert(value, quantity, from, to)) : values;
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
  const from: UnitSystem = input.unitSystem ?? 'Imperial';
  if (from === toUnitSystem) return { ...input, unitSystem: toUnitSystem };
  const c = (value: unknown, quantity: FieldQuantity): never =>
    convert(value, quantity, from, toUnitSystem) as never;
  const heating =
    input.heating === undefined
      ? undefined
      : {
          ...input.heating,
          designHeatLoss: c(input.heating.designHeatLoss, 'heatRate'),
          indoorDesignTemperature: c(input.heating.indoorDesignTemperature, 'temperature'),
          outdoorDesignTemperature: c(input.heating.outdoorDesignTemperature, 'temperature'),
          heatingDegreeDays: c(input.heating.heatingDegreeDays, 'degreeDays'),
          monthlyHeatingDegreeDays: convertList(
            input.heating.monthlyHeatingDegreeDays,
            'degreeDays',
            from,
            toUnitSystem,
          ) as never,
        };
  if (heating !== undefined && input.heating !== undefined) {
    if ('balancePointTemperature' in input.heating) {
      heating.balancePointTemperature = c(input.heating.balancePointTemperature, 'temperature');
    }
    const bins: unknown = input.heating.bins;
    if (Array.isArray(bins)) {
      heating.bins = bins.map((bin: unknown) =>
        typeof bin === 'object' && bin !== null && 'temperature' in bin
          ? { ...bin, temperature: c(bin.temperature, 'temperature') }
          : bin,
      ) as never;
    }
  }
  const cooling =
    input.cooling === undefined
      ? undefined
      : {
          ...input.cooling,
          capacity: c(input.cooling.capacity, 'heatRate'),
          monthlyCoolingDegreeDays: convertList(
            input.cooling.monthlyCoolingDegreeDays,
            'degreeDays',
            from,
            toUnitSystem,
          ) as never,
        };
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
  if (heating !== undefined) result.heating = heating;
  if (cooling !== undefined) result.cooling = cooling;
  return result;
}
