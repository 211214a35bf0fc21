import { fromSi, toSi, unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import type {
  ReferenceCell,
  ReferenceRow,
  ReferenceTable,
  SystemRows,
  SystemValues,
  UnitLabels,
} from './types.js';

/**
 * Small builders the domain files share, so each table reads as data, not plumbing: cells and rows
 * here, columns in `columns.ts`, formulas in `formulas.ts`.
 */

/** The unit labels of a product quantity in both systems. */
export function unitsOf(quantity: Quantity): UnitLabels {
  return { Imperial: unitLabel(quantity, 'Imperial'), Metric: unitLabel(quantity, 'Metric') };
}

/** An SI value of a product quantity, shown in each system's unit. */
export function fromSiBoth(valueSi: number, quantity: Quantity): SystemValues {
  return {
    Imperial: fromSi(valueSi, quantity, 'Imperial'),
    Metric: fromSi(valueSi, quantity, 'Metric'),
  };
}

/** A value given in each system (units outside src/units, or an engine's own conversion). */
export function both(imperial: number, metric: number, unit?: UnitLabels): SystemValues {
  return unit === undefined
    ? { Imperial: imperial, Metric: metric }
    : { Imperial: imperial, Metric: metric, unit };
}

/** Like {@link fromSiBoth}, carrying the quantity's unit in the cell (tables of mixed constants). */
export function fromSiWithUnit(valueSi: number, quantity: Quantity): SystemValues {
  return { ...fromSiBoth(valueSi, quantity), unit: unitsOf(quantity) };
}

/** Unit labels written out: Imperial, then Metric (left out for a unit both systems share, 'dB'). */
export function units(imperial: string, metric: string = imperial): UnitLabels {
  return { Imperial: imperial, Metric: metric };
}

/** The unit labels of a measure column whose rows carry their own units. */
export const PER_ROW_UNIT: UnitLabels = { Imperial: '', Metric: '' };

export function row(id: string, cells: Readonly<Record<string, ReferenceCell>>): ReferenceRow {
  return { id, cells };
}

/** A kebab-case row or table id from any label ("R-1234ze(E)" -> "r-1234ze-e"). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\./g, '_')
    .replace(/^-+|-+$/g, '');
}

/** The step of a table's swept value in each unit system, in that system's unit (10 °F, 5 °C). */
export type RoundSteps = Readonly<Record<UnitSystem, number>>;

/** One value of a swept table, as {@link roundRows} hands it to the row builder. */
export interface RoundValue {
  /** The value in SI, for the engine. */
  readonly valueSi: number;
  /** The value as a cell: exact (round) in the system the row is for, converted in the other. */
  readonly cell: SystemValues;
  /** A row-id part unique within the table: "20" in Metric, "70f" in Imperial. */
  readonly key: string;
  readonly unitSystem: UnitSystem;
}

const OTHER_SYSTEM = { Imperial: 'Metric', Metric: 'Imperial' } as const;

/**
 * The round values of each unit system inside an SI range: every `steps[system]` of that system's
 * unit, from the first multiple at or above the range's start to the last at or below its end.
 */
export function roundValues(
  quantity: Quantity,
  range: { readonly minSi: number; readonly maxSi: number },
  steps: RoundSteps,
  unitSystem: UnitSystem,
): number[] {
  const step = steps[unitSystem];
  const low = fromSi(range.minSi, quantity, unitSystem);
  const high = fromSi(range.maxSi, quantity, unitSystem);
  // The tolerance keeps an end that is itself round (0 °C, 3,000 m) despite conversion noise.
  const first = Math.ceil(low / step - 1e-9);
  const last = Math.floor(high / step + 1e-9);
  const values: number[] = [];
  // k·step, never a running sum, so no rounding error builds up along the table.
  for (let k = first; k <= last; k += 1) values.push(k * step === 0 ? 0 : k * step);
  return values;
}

/**
 * A table's rows in each unit system, at round values of that system's unit: the engine computes
 * every row at the SI equivalent of 10, 20, 30 °F for an Imperial reader and of 5, 10, 15 °C for a
 * Metric one, so neither reads the other's steps converted (9 °F, 2.78 °C). Set the result as the
 * table's `rowsBySystem`, and its `Metric` rows as `rows`.
 */
export function roundRows(
  quantity: Quantity,
  range: { readonly minSi: number; readonly maxSi: number },
  steps: RoundSteps,
  rowAt: (value: RoundValue) => ReferenceRow,
): SystemRows {
  const rowsIn = (unitSystem: UnitSystem): ReferenceRow[] => {
    const suffix = unitSystem === 'Metric' ? '' : slug(unitLabel(quantity, unitSystem));
    return roundValues(quantity, range, steps, unitSystem).map((shown) => {
      const exactSi = toSi(shown, quantity, unitSystem);
      // Never a hair outside the engine's range because of the conversion.
      const valueSi = Math.min(Math.max(exactSi, range.minSi), range.maxSi);
      const other = OTHER_SYSTEM[unitSystem];
      const cell = {
        [unitSystem]: shown,
        [other]: fromSi(valueSi, quantity, other),
      } as Record<UnitSystem, number>;
      return rowAt({
        valueSi,
        cell: { Imperial: cell.Imperial, Metric: cell.Metric },
        key: `${shown}${suffix}`,
        unitSystem,
      });
    });
  };
  return { Imperial: rowsIn('Imperial'), Metric: rowsIn('Metric') };
}

/** A table's rows as a reader in `unitSystem` sees them (its own rows where it has them per system). */
export function tableRows(
  table: Pick<ReferenceTable, 'rows' | 'rowsBySystem'>,
  unitSystem: UnitSystem,
): readonly ReferenceRow[] {
  return table.rowsBySystem?.[unitSystem] ?? table.rows;
}
