/**
 * The reference library: the engine's data as tables (columns with units in both systems, rows,
 * source) and the formulas the calculators use (TeX, symbols, valid range, the reference exactly as
 * the engine cites it), grouped by domain. Generated from the same constants the calculators read.
 */
export * from './registry.js';
export { QUANTITY_LABELS } from './domains/units.js';
export { roundValues, tableRows } from './build.js';
export type {
  CalculatorDomain,
  FormulaSymbol,
  MeasureColumn,
  NumberColumn,
  ReferenceCell,
  ReferenceColumn,
  ReferenceDomain,
  ReferenceFormula,
  ReferenceRow,
  ReferenceTable,
  SystemRows,
  SystemValues,
  TextColumn,
  UnitLabels,
} from './types.js';
