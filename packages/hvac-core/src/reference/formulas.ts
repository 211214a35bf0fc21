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

/** A domain's formulas, each used by `usedBy` unless it names its own calculators. */
export function formulasUsedBy(
  usedBy: readonly CalculatorDomain[],
  formulas: readonly FormulaEntry[],
): readonly ReferenceFormula[] {
  return formulas.map(({ implementation, usedBy: own, ...formula }) => {
    const [file = '', exportName = ''] = implementation.split('#');
    return { ...formula, implementation: { file, exportName }, usedBy: own ?? usedBy };
  });
}

/** A domain of the library: its tables and formulas under one id and title. */
export function referenceDomain(
  id: string,
  title: string,
  tables: readonly ReferenceTable[],
  formulas: readonly ReferenceFormula[],
): ReferenceDomain {
  return { id, title, tables, formulas };
}
