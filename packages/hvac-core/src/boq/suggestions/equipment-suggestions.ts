import { HeatLoadInputSchema, calculateHeatLoad } from '../../heat-load/index.js';
import { calculatePumpHead } from '../../pump/calculate-pump-head.js';
import { PumpHeadInputSchema } from '../../pump/schema.js';
import { nextStandardMotorRating } from '../../pump/motor-ratings.js';
import {
  BTU_PER_HOUR_PER_TON,
  WATTS_PER_BTU_PER_HOUR,
  fromSi,
  toSi,
  unitLabel,
} from '../../units/index.js';
import type { UnitSystem } from '../../units/index.js';
import { VentilationInputSchema, calculateVentilation } from '../../ventilation/index.js';
import { formatNumber } from './format.js';
import {
  NOMINAL_CAPACITIES_KW,
  NOMINAL_CAPACITIES_TONS,
  NOMINAL_CAPACITY_SOURCE,
  nextStandardCapacity,
} from './standard-capacities.js';
import type { BoqSuggestion, SavedCalculation } from './types.js';

/** ACCA Manual S upper limit of total cooling capacity for cooling-only equipment, × load. */
const MANUAL_S_COOLING_OVERSIZE_LIMIT = 1.15;

function refOf(calculation: SavedCalculation) {
  return { type: calculation.type, fileId: calculation.fileId, name: calculation.name };
}

/** "36,000 Btu/h (3 tons)" or "10,551 W (10.55 kW)". */
function loadText(loadW: number, system: UnitSystem): string {
  if (system === 'Imperial') {
    const btuh = loadW / WATTS_PER_BTU_PER_HOUR;
    return `${formatNumber(btuh, 0)} Btu/h (${formatNumber(btuh / BTU_PER_HOUR_PER_TON)} tons)`;
  }
  return `${formatNumber(loadW, 0)} W (${formatNumber(loadW / 1000)} kW)`;
}

/**
 * An air-conditioning unit or heat pump of the next standard nominal capacity above the design load
 * of a saved heat-load calculation (cooling or heating).
 *
 * @param calculation - A saved heat-load calculation (inputs validated with `HeatLoadInputSchema`).
 * @param system - Unit system of the capacity series (tons or kW); default the calculation's own.
 * @returns One suggestion, or none when the load is zero or less.
 * @throws {ZodError} If the saved inputs are not valid.
 * @see `NOMINAL_CAPACITY_SOURCE`; ACCA Manual S (2014): select for the load at design conditions
 */
export function heatLoadSuggestions(
  calculation: SavedCalculation,
  system: UnitSystem | undefined,
): BoqSuggestion[] {
  const result = calculateHeatLoad(HeatLoadInputSchema.parse(calculation.inputs));
  const target = system ?? result.unitSystem;
  const loadW = result.totals.watts;
  if (!(loadW > 0)) return [];
  const selection = nextStandardCapacity(loadW, target);
  const cooling = result.calculationMode === 'Cooling';
  const nominal = `${formatNumber(selection.nominal)} ${selection.unit === 'ton' ? (selection.nominal === 1 ? 'ton' : 'tons') : 'kW'}`;
  const what = cooling ? 'Air-conditioning unit or heat pump' : 'Heat pump or heating unit';
  const duty = cooling ? 'cooling' : 'heating';
  const smallest =
    selection.nominal ===
    (target === 'Imperial' ? NOMINAL_CAPACITIES_TONS[0] : NOMINAL_CAPACITIES_KW[0]);
  const ratio = `${formatNumber(selection.capacityRatio * 100, 0)} %`;
  const oversize =
    cooling && selection.capacityRatio > MANUAL_S_COOLING_OVERSIZE_LIMIT
      ? smallest
        ? ` Nominal capacity is ${ratio} of the load and the smallest standard size; consider serving the room from a larger system.`
        : ` Nominal capacity is ${ratio} of the load, above the 115 % ACCA Manual S allows for cooling-only equipment: compare the rated capacity of the size below at design conditions.`
      : '';
  return [
    {
      id: `${calculation.type}:${calculation.fileId}:unit`,
      category: 'equipment',
      description: `${what}, ${nominal} nominal ${duty}${selection.count > 1 ? ' (each)' : ''}`,
      quantity: selection.count,
      unit: 'no.',
      basis: `Design ${duty} load ${loadText(loadW, target)} → next standard size ${selection.count > 1 ? `${selection.count} × ` : ''}${nominal}.${oversize} Sizes: ${NOMINAL_CAPACITY_SOURCE}.`,
      source: refOf(calculation),
    },
  ];
}

/**
 * A fan at the airflow of a saved ventilation calculation.
 *
 * @param calculation - A saved ventilation calculation (inputs validated with `VentilationInputSchema`).
 * @param system - Unit system of the airflow; default the calculation's own.
 * @returns One suggestion, or none when the airflow is zero.
 * @throws {ZodError} If the saved inputs are not valid.
 */
export function ventilationSuggestions(
  calculation: SavedCalculation,
  system: UnitSystem | undefined,
): BoqSuggestion[] {
  const result = calculateVentilation(VentilationInputSchema.parse(calculation.inputs));
  const target = system ?? result.unitSystem;
  const flowM3s = result.airflows.cubicMetresPerSecond;
  if (!(flowM3s > 0)) return [];
  const airflow =
    target === 'Imperial'
      ? `${formatNumber(result.airflows.cfm, 0)} cfm`
      : `${formatNumber(result.airflows.litresPerSecond, 1)} L/s (${formatNumber(result.airflows.cubicMetresPerHour, 0)} m³/h)`;
  const outdoorAir = result.mode === 'ventilationRateProcedure';
  return [
    {
      id: `${calculation.type}:${calculation.fileId}:fan`,
      category: 'equipment',
      description: `${outdoorAir ? 'Outdoor-air fan' : 'Ventilation fan'}, ${airflow}`,
      quantity: 1,
      unit: 'no.',
      basis: outdoorAir
        ? `Zone outdoor airflow Voz of the ASHRAE 62.1 calculation, ${airflow}; select the fan for the system's external static pressure.`
        : `Airflow of the calculation, ${airflow} (${formatNumber(result.airChangesPerHour)} ACH on ${formatNumber(fromSi(toSi(result.roomVolume, 'volume', result.unitSystem), 'volume', target))} ${unitLabel('volume', target)}); select the fan for the system's external static pressure.`,
      source: refOf(calculation),
    },
  ];
}

/**
 * A pump at the duty (flow and design head) of a saved pump-head calculation, with its motor.
 *
 * @param calculation - A saved pump-head calculation (inputs validated with `PumpHeadInputSchema`).
 * @param system - Unit system of the duty; default the calculation's own.
 * @returns One suggestion.
 * @throws {ZodError} If the saved inputs are not valid.
 * @see NEMA MG 1 (2021) / IEC 60072-1 motor ratings (via `nextStandardMotorRating`)
 */
export function pumpSuggestions(
  calculation: SavedCalculation,
  system: UnitSystem | undefined,
): BoqSuggestion[] {
  const result = calculatePumpHead(PumpHeadInputSchema.parse(calculation.inputs));
  const from = result.unitSystem;
  const target = system ?? from;
  const flow = fromSi(toSi(result.flowRate, 'waterFlow', from), 'waterFlow', target);
  const head = fromSi(toSi(result.designHead, 'pumpHead', from), 'pumpHead', target);
  const shaftW = toSi(result.shaftPower, 'shaftPower', from);
  const motor = shaftW > 0 ? nextStandardMotorRating(shaftW, target) : null;
  const duty = `${formatNumber(flow, 1)} ${unitLabel('waterFlow', target)} at ${formatNumber(head, 1)} ${unitLabel('pumpHead', target)}`;
  return [
    {
      id: `${calculation.type}:${calculation.fileId}:pump`,
      category: 'equipment',
      description: `Pump, ${duty}${motor === null ? '' : `, ${motor.label} motor`}`,
      quantity: 1,
      unit: 'no.',
      basis: `Design flow and design head (total dynamic head + ${formatNumber(result.safetyMarginPercent)} % margin) of the pump-head calculation${motor === null ? '' : `; motor: next ${motor.standard} rating above the shaft power`}.`,
      source: refOf(calculation),
    },
  ];
}
