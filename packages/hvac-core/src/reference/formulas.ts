import { units } from './build.js';
import type {
  CalculatorDomain,
  FormulaSymbol,
  ReferenceDomain,
  ReferenceFormula,
  ReferenceTable,
  UnitLabels,
} from './types.js';

/** One symbol of a formula: its TeX, what it stands for, and its units (none if dimensionless). */
export function symbol(tex: string, meaning: string, unit?: UnitLabels): FormulaSymbol {
  return unit === undefined ? { tex, meaning } : { tex, meaning, unit };
}

/**
 * A formula as a domain file writes it: `usedBy` only where it differs from the domain's, and the
 * implementation as one string, its file under src/ and export name: 'duct/sizing.ts#sizeDuct'.
 */
export type FormulaEntry = Omit<ReferenceFormula, 'usedBy' | 'implementation'> & {
  readonly implementation: `${string}.ts#${string}`;
  readonly usedBy?: ReferenceFormula['usedBy'];
};

/** A table as a domain file writes it: `usedBy` only where it differs from the domain's. */
export type TableEntry = Omit<ReferenceTable, 'usedBy'> & {
  readonly usedBy?: ReferenceTable['usedBy'];
};

/**
 * A domain of the library: its tables and formulas under one id and title, each used by `usedBy`
 * unless it names its own calculators.
 */
export function referenceDomain(
  id: string,
  title: string,
  usedBy: readonly CalculatorDomain[],
  tables: readonly TableEntry[],
  formulas: readonly FormulaEntry[],
): ReferenceDomain {
  return {
    id,
    title,
    tables: tables.map((table) => ({ ...table, usedBy: table.usedBy ?? usedBy })),
    formulas: formulas.map(({ implementation, usedBy: own, ...formula }) => {
      const [file = '', exportName = ''] = implementation.split('#');
      return { ...formula, implementation: { file, exportName }, usedBy: own ?? usedBy };
    }),
  };
}

/** Q = ACH·V/3600, the airflow of an air-change rate (heat-load infiltration, ventilation). */
export const AIR_CHANGES_TEX = 'Q = \\frac{\\mathrm{ACH} \\, V}{3600}';

/** The symbols of {@link AIR_CHANGES_TEX}; `volume` says what V is in the calculator that uses it. */
export function airChangeSymbols(volume: string): readonly FormulaSymbol[] {
  return [
    symbol('Q', 'Airflow (× 60 for cfm from ft³; × 1000 for L/s from m³)', units('ft³/s', 'm³/s')),
    symbol('\\mathrm{ACH}', 'Air changes per hour', units('1/h')),
    symbol('V', volume, units('ft³', 'm³')),
  ];
}
