import {
  REFERENCE_DOMAINS,
  type ReferenceDomain,
  type ReferenceFormula,
  type ReferenceTable,
} from '@org/hvac-core/reference';

/**
 * The library as the screen navigates it: topics are the formula sheet, the unit converter and each
 * table, addressed by /reference/{topic}. Everything comes from hvac-core's registry.
 */

export const FORMULAS_TOPIC = 'formulas';
export const CONVERTER_TOPIC = 'converter';

/**
 * The public validation page (a marketing page at the same origin, so a plain link, not a route): the
 * published cases each formula is checked against, each linking back here.
 */
export const VALIDATION_PATH = '/validation';

export interface TableEntry {
  readonly table: ReferenceTable;
  readonly domain: ReferenceDomain;
}

export interface FormulaEntry {
  readonly formula: ReferenceFormula;
  readonly domain: ReferenceDomain;
}

export const DOMAINS: readonly ReferenceDomain[] = REFERENCE_DOMAINS;

export const TABLES: readonly TableEntry[] = DOMAINS.flatMap((domain) =>
  domain.tables.map((table) => ({ table, domain })),
);

export const FORMULAS: readonly FormulaEntry[] = DOMAINS.flatMap((domain) =>
  domain.formulas.map((formula) => ({ formula, domain })),
);

const TABLES_BY_ID = new Map(TABLES.map((entry) => [entry.table.id, entry]));

/** A table by its topic id. */
export function tableEntry(topic: string): TableEntry | undefined {
  return TABLES_BY_ID.get(topic);
}

/** Hash of a table row in deep links: /reference/{table}#row-{rowId}. */
export function rowHash(rowId: string): string {
  return `row-${rowId}`;
}

/** Hash of a formula on the formula sheet: /reference/formulas#formula-{id}. */
export function formulaHash(formulaId: string): string {
  return `formula-${formulaId}`;
}
