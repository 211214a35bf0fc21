import {
  ENERGY_RESULT_SPECS,
  HEATING_FUEL_LABELS,
  type EnergyCostResult,
  type EnergyOptionResult,
} from '@org/hvac-core/energy';
import { formatNumber } from '@org/ui';
import { reportRowFor } from '../../workspace/result-row-for';
import type { ReportRow } from '../../workspace/types';
import { describePayback, fuelUnitLabel, money } from './result-text';

/** A cell: its text and unit ('' for none). */
type Cell = Pick<ReportRow, 'value' | 'unit'>;

/** One row of the options compared: on screen a table row, in the report a row of each option. */
interface OptionRow {
  readonly key: string;
  readonly label: string;
  /** The option's cell; null where the row does not apply to it ("—" on screen, left out of the report). */
  readonly cell: (
    option: EnergyOptionResult,
    index: number,
    result: EnergyCostResult,
  ) => Cell | null;
  /** Whether the screen shows the row for this result; default true. */
  readonly shown?: (result: EnergyCostResult) => boolean;
  /** Bold on screen (and in the report unless `report` says otherwise); default false. */
  readonly emphasis?: boolean;
  /** The row's place in the report: left out, or its own unit and emphasis; default as on screen. */
  readonly report?:
    false | { readonly unit?: (result: EnergyCostResult) => string; readonly emphasis?: boolean };
  /** data-testid of the row's cells, followed by `-{option index}`; default none. */
  readonly testId?: string;
}

const hasHeating = (result: EnergyCostResult) => result.heating !== null;
const hasCooling = (result: EnergyCostResult) => result.cooling !== null;

/** A number of the energy result table in the result's unit system. */
function measure(
  key: keyof typeof ENERGY_RESULT_SPECS,
  value: number,
  result: EnergyCostResult,
): Cell {
  const { value: text, unit } = reportRowFor(ENERGY_RESULT_SPECS, result.unitSystem)(key, value);
  return { value: text, unit };
}

const cost =
  (
    key: 'heatingCost' | 'coolingCost' | 'fixedCost' | 'demandCost' | 'totalCost' | 'installedCost',
  ) =>
  (option: EnergyOptionResult, _index: number, result: EnergyCostResult): Cell => ({
    value: money(option[key], result.currency),
    unit: '',
  });

/** The rows of the options compared, in order. */
export const OPTION_ROWS: readonly OptionRow[] = [
  {
    key: 'fuel',
    label: 'Heating',
    cell: (o) => ({ value: HEATING_FUEL_LABELS[o.heatingFuel], unit: '' }),
    shown: hasHeating,
    report: false,
  },
  {
    key: 'heatingFuel',
    label: 'Fuel bought for heating',
    cell: ({ heatingFuelQuantity: fuel }) =>
      fuel
        ? {
            value: formatNumber(fuel.amount, { maximumFractionDigits: 0 }),
            unit: fuelUnitLabel(fuel.unit),
          }
        : null,
    testId: 'energy-heating-fuel',
    shown: hasHeating,
  },
  {
    key: 'heatingElectricity',
    label: ENERGY_RESULT_SPECS.heatingElectricity.label,
    cell: (o, _i, result) =>
      o.heatingElectricityKwh > 0
        ? measure('heatingElectricity', o.heatingElectricityKwh, result)
        : null,
    testId: 'energy-heating-electricity',
    shown: hasHeating,
  },
  {
    key: 'coolingElectricity',
    label: ENERGY_RESULT_SPECS.coolingElectricity.label,
    cell: (o, _i, result) =>
      result.cooling ? measure('coolingElectricity', o.coolingElectricityKwh, result) : null,
    testId: 'energy-cooling-electricity',
    shown: hasCooling,
  },
  {
    key: 'purchased',
    label: ENERGY_RESULT_SPECS.purchasedEnergy.label,
    cell: (o, _i, result) =>
      measure(
        'purchasedEnergy',
        result.unitSystem === 'Imperial' ? o.purchasedEnergyMMBtu : o.purchasedEnergyKwh,
        result,
      ),
    testId: 'energy-annual-energy',
    emphasis: true,
    report: { emphasis: false },
  },
  {
    key: 'peak',
    label: ENERGY_RESULT_SPECS.peakDemand.label,
    cell: (o, _i, result) => measure('peakDemand', o.peakDemandKw, result),
  },
  {
    key: 'heatingCost',
    label: 'Heating energy cost',
    cell: cost('heatingCost'),
    shown: hasHeating,
  },
  {
    key: 'coolingCost',
    label: 'Cooling energy cost',
    cell: cost('coolingCost'),
    shown: hasCooling,
  },
  { key: 'fixedCost', label: 'Fixed charges', cell: cost('fixedCost') },
  { key: 'demandCost', label: 'Demand charges', cell: cost('demandCost') },
  {
    key: 'totalCost',
    label: 'Annual cost',
    cell: cost('totalCost'),
    emphasis: true,
    testId: 'energy-annual-cost',
    report: { unit: () => 'per year' },
  },
  {
    key: 'co2',
    label: ENERGY_RESULT_SPECS.co2.label,
    cell: (o, _i, result) => measure('co2', o.co2, result),
    emphasis: true,
    testId: 'energy-co2',
    report: { unit: (result) => `${result.units.co2}/year` },
  },
  { key: 'installed', label: 'Installed cost', cell: cost('installedCost'), report: false },
  {
    key: 'payback',
    label: 'Simple payback vs option 1',
    cell: (o, index) => ({ value: describePayback(o, index), unit: '' }),
    emphasis: true,
    testId: 'energy-payback',
    report: { emphasis: false },
  },
];

/** The rows the screen's comparison table shows for a result. */
export function comparisonRows(result: EnergyCostResult): readonly OptionRow[] {
  return OPTION_ROWS.filter((row) => row.shown?.(result) ?? true);
}

/** A screen cell's text: "1,234 kWh", or "—" where the row does not apply. */
export function cellText(cell: Cell | null): string {
  if (cell === null) return '—';
  return cell.unit === '' ? cell.value : `${cell.value} ${cell.unit}`;
}

/** The report's rows of one option. */
export function optionReportRows(
  option: EnergyOptionResult,
  index: number,
  result: EnergyCostResult,
): ReportRow[] {
  return OPTION_ROWS.flatMap((row) => {
    const report = row.report ?? {};
    const cell = report === false ? null : row.cell(option, index, result);
    if (report === false || cell === null) return [];
    const emphasis = report.emphasis ?? row.emphasis ?? false;
    return [
      {
        label: row.label,
        ...cell,
        ...(report.unit ? { unit: report.unit(result) } : {}),
        ...(emphasis ? { emphasis: true } : {}),
      },
    ];
  });
}
