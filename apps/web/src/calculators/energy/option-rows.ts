import {
  ENERGY_RESULT_SPECS,
  HEATING_FUEL_LABELS,
  type EnergyCostResult,
  type EnergyOptionResult,
} from '@org/hvac-core/energy';
import { formatNumber } from '@org/ui';
import { lineFor, reportLine } from '../../calculator-kit/result-lines';
import type { ReportRow } from '../../report/types';
import { describePayback, fuelUnitLabel, money } from './result-text';

/** A cell: its text and unit ('' for none); null where the row does not apply to the option. */
type Cell = Pick<ReportRow, 'value' | 'unit'> | null;
type CellOf = (option: EnergyOptionResult, index: number, result: EnergyCostResult) => Cell;

/** What a row of the options compared adds to its label and cell. */
interface RowExtras {
  /** Whether the screen shows the row for this result; default always. */
  readonly shown?: (result: EnergyCostResult) => boolean;
  /** Bold on screen and, unless `report` says otherwise, in the report; default false. */
  readonly emphasis?: boolean;
  /** In the report: left out, or its own unit and emphasis; default as on screen. */
  readonly report?:
    false | { readonly unit?: (result: EnergyCostResult) => string; readonly emphasis?: boolean };
  /** data-testid of the row's cells on screen, followed by `-{option index}`; default none. */
  readonly testId?: string;
}

/** One row of the options compared: on screen a table row, in the report a row of each option. */
interface OptionRow extends RowExtras {
  readonly key: string;
  readonly label: string;
  readonly cell: CellOf;
}

const hasHeating = (result: EnergyCostResult) => result.heating !== null;
const hasCooling = (result: EnergyCostResult) => result.cooling !== null;
const row = (key: string, label: string, cell: CellOf, extras: RowExtras = {}): OptionRow => ({
  key,
  label,
  cell,
  ...extras,
});
const text = (value: string): Cell => ({ value, unit: '' });
const cost =
  (
    key: 'heatingCost' | 'coolingCost' | 'fixedCost' | 'demandCost' | 'totalCost' | 'installedCost',
  ) =>
  (o: EnergyOptionResult, _index: number, result: EnergyCostResult): Cell =>
    text(money(o[key], result.currency));

/** A described result number of the option (null where `value` gives none), with its unit. */
function measure(
  key: keyof typeof ENERGY_RESULT_SPECS,
  value: (o: EnergyOptionResult, result: EnergyCostResult) => number | null,
): CellOf {
  return (o, _index, result) => {
    const number = value(o, result);
    if (number === null) return null;
    const { value: shown, unit } = reportLine(
      lineFor(ENERGY_RESULT_SPECS, result.unitSystem)(key, number),
    );
    return { value: shown, unit };
  };
}
const measureRow = (
  key: keyof typeof ENERGY_RESULT_SPECS,
  value: Parameters<typeof measure>[1],
  extras?: RowExtras,
) => row(key, ENERGY_RESULT_SPECS[key].label, measure(key, value), extras);
const imperial = (result: EnergyCostResult) => result.unitSystem === 'Imperial';

/** The rows of the options compared, in order. */
export const OPTION_ROWS: readonly OptionRow[] = [
  row('fuel', 'Heating', (o) => text(HEATING_FUEL_LABELS[o.heatingFuel]), {
    shown: hasHeating,
    report: false,
  }),
  row(
    'heatingFuel',
    'Fuel bought for heating',
    ({ heatingFuelQuantity: fuel }) =>
      fuel && {
        value: formatNumber(fuel.amount, { maximumFractionDigits: 0 }),
        unit: fuelUnitLabel(fuel.unit),
      },
    { shown: hasHeating, testId: 'energy-heating-fuel' },
  ),
  measureRow(
    'heatingElectricity',
    (o) => (o.heatingElectricityKwh > 0 ? o.heatingElectricityKwh : null),
    {
      shown: hasHeating,
      testId: 'energy-heating-electricity',
    },
  ),
  measureRow('coolingElectricity', (o, r) => (r.cooling ? o.coolingElectricityKwh : null), {
    shown: hasCooling,
    testId: 'energy-cooling-electricity',
  }),
  measureRow(
    'purchasedEnergy',
    (o, r) => (imperial(r) ? o.purchasedEnergyMMBtu : o.purchasedEnergyKwh),
    {
      emphasis: true,
      testId: 'energy-annual-energy',
      report: { emphasis: false },
    },
  ),
  measureRow('peakDemand', (o) => o.peakDemandKw),
  row('heatingCost', 'Heating energy cost', cost('heatingCost'), { shown: hasHeating }),
  row('coolingCost', 'Cooling energy cost', cost('coolingCost'), { shown: hasCooling }),
  row('fixedCost', 'Fixed charges', cost('fixedCost')),
  row('demandCost', 'Demand charges', cost('demandCost')),
  row('totalCost', 'Annual cost', cost('totalCost'), {
    emphasis: true,
    testId: 'energy-annual-cost',
    report: { unit: () => 'per year' },
  }),
  measureRow('co2', (o) => o.co2, {
    emphasis: true,
    testId: 'energy-co2',
    report: { unit: (result) => `${result.units.co2}/year` },
  }),
  row('installed', 'Installed cost', cost('installedCost'), { report: false }),
  row('payback', 'Simple payback vs option 1', (o, index) => text(describePayback(o, index)), {
    emphasis: true,
    testId: 'energy-payback',
    report: { emphasis: false },
  }),
];

/** A screen cell's text: "1,234 kWh", or "—" where the row does not apply. */
export function cellText(cell: Cell): string {
  if (cell === null) return '—';
  return cell.unit === '' ? cell.value : `${cell.value} ${cell.unit}`;
}

/** The report's rows of one option. */
export function optionReportRows(
  option: EnergyOptionResult,
  index: number,
  result: EnergyCostResult,
): ReportRow[] {
  return OPTION_ROWS.flatMap(({ label, cell, report = {}, emphasis = false }) => {
    const shown = report === false ? null : cell(option, index, result);
    if (report === false || shown === null) return [];
    const unit = report.unit ? { unit: report.unit(result) } : {};
    return [
      { label, ...shown, ...unit, ...((report.emphasis ?? emphasis) ? { emphasis: true } : {}) },
    ];
  });
}
