import type { Quantity, UnitSystem } from '../units/index.js';

/**
 * The shapes of the reference library: tables of the data the engine uses and the formulas it
 * implements, organised by domain. Numbers are generated from the engine's own constants (never
 * copied), in both unit systems, so the library cannot disagree with the calculators.
 */

/** A value in each unit system (the Metric one is what the engine's SI value converts to). */
export interface SystemValues {
  readonly Imperial: number;
  readonly Metric: number;
  /** The cell's own unit, in tables of constants whose rows have different units; else the column's. */
  readonly unit?: UnitLabels;
}

/** A unit label in each unit system, e.g. { Imperial: 'cfm', Metric: 'L/s' }. */
export interface UnitLabels {
  readonly Imperial: string;
  readonly Metric: string;
}

interface ColumnBase {
  /** Key of the cell in each row. */
  readonly key: string;
  readonly title: string;
}

/** Words: a name, a category, a note. */
export interface TextColumn extends ColumnBase {
  readonly kind: 'text';
}

/** A number that is the same in both unit systems (dimensionless, or a unit both systems share). */
export interface NumberColumn extends ColumnBase {
  readonly kind: 'number';
  /** Unit label, if any (e.g. 'dB', 'ACH', '%'). */
  readonly unit?: string;
  /** Significant digits to display; default 4. */
  readonly significantDigits?: number;
}

/** A physical value shown in the reader's unit system: cells are {@link SystemValues}. */
export interface MeasureColumn extends ColumnBase {
  readonly kind: 'measure';
  readonly unit: UnitLabels;
  /** The product quantity (src/units) the unit belongs to, when it is one of them. */
  readonly quantity?: Quantity;
  /** Significant digits to display; default 4. */
  readonly significantDigits?: number;
}

export type ReferenceColumn = TextColumn | NumberColumn | MeasureColumn;

/** A cell: text, a number, a value per unit system, or null where the source has no value. */
export type ReferenceCell = string | number | SystemValues | null;

/** A table's rows in each unit system. */
export interface SystemRows {
  readonly Imperial: readonly ReferenceRow[];
  readonly Metric: readonly ReferenceRow[];
}

export interface ReferenceRow {
  /** Stable within its table; used in deep links (`#row-{id}`). */
  readonly id: string;
  readonly cells: Readonly<Record<string, ReferenceCell>>;
}

/**
 * A calculator by the engine domain it computes with (the subpath: `@org/hvac-core/duct`). The
 * library names domains, never an application's pages: an app maps a domain to its own page.
 */
export type CalculatorDomain =
  | 'heat-load'
  | 'building-load'
  | 'duct'
  | 'duct-system'
  | 'pipe'
  | 'hydronic-system'
  | 'ventilation'
  | 'pump'
  | 'fan'
  | 'refrigerant'
  | 'acoustics'
  | 'energy'
  | 'psychrometrics';

export interface ReferenceTable {
  /** Stable, kebab-case, unique across the library (a deep-link path segment). */
  readonly id: string;
  readonly title: string;
  /** What the table is and how the engine uses it, in our words. */
  readonly description: string;
  readonly columns: readonly ReferenceColumn[];
  /**
   * The rows, the same in both unit systems; for a table with {@link ReferenceTable.rowsBySystem},
   * its Metric rows. Read rows through `tableRows(table, unitSystem)`.
   */
  readonly rows: readonly ReferenceRow[];
  /**
   * Rows computed for each unit system, for a table stepped over a physical value (a temperature,
   * an altitude): each system reads at round values of its own unit (every 10 °F, every 5 °C),
   * never at another system's steps converted. Built with `roundRows`.
   */
  readonly rowsBySystem?: SystemRows;
  /** Citation of the data: publication, edition, chapter and table. */
  readonly source: string;
  /** Conditions, assumptions and rounding the reader should know. */
  readonly notes?: readonly string[];
  /** Calculators that use the table. */
  readonly usedBy: readonly CalculatorDomain[];
}

/** One symbol of a formula. */
export interface FormulaSymbol {
  /** TeX of the symbol as it appears in the expression, e.g. 'q_s'. */
  readonly tex: string;
  readonly meaning: string;
  /** Unit in each system; absent for dimensionless symbols. */
  readonly unit?: UnitLabels;
}

export interface ReferenceFormula {
  /** Stable, kebab-case, unique across the library. */
  readonly id: string;
  readonly title: string;
  /** The equation in TeX (KaTeX subset). */
  readonly tex: string;
  readonly symbols: readonly FormulaSymbol[];
  /** Where the formula holds and how the engine limits it. */
  readonly validRange: string;
  /** The citation, exactly as the engine function's doc comment `@see` gives it. */
  readonly reference: string;
  /** The engine function that implements it: its file under src/ and export name. */
  readonly implementation: { readonly file: string; readonly exportName: string };
  /** Calculators that use it. */
  readonly usedBy: readonly CalculatorDomain[];
}

/** One domain of the library: its tables and formulas, added to the registry by one entry. */
export interface ReferenceDomain {
  /** Stable, kebab-case. */
  readonly id: string;
  readonly title: string;
  readonly tables: readonly ReferenceTable[];
  readonly formulas: readonly ReferenceFormula[];
}

export type { Quantity, UnitSystem };
