import { tableRows, type ReferenceFormula, type ReferenceTable } from '@org/hvac-core/reference';
import type { UnitSystem } from '@org/hvac-core/units';
import { CONVERTER_QUANTITIES } from './converter';
import { formatCell, formatSignificant, isSystemValues } from './format-cell';
import {
  CONVERTER_TOPIC,
  FORMULAS_TOPIC,
  formulaHash,
  rowHash,
  type FormulaEntry,
  type TableEntry,
} from './library';

/**
 * Client-side search across the library: table names and contents (words and numbers, as shown
 * in either unit system), formulas and the converter. Every word of the query must appear in an
 * entry; entries whose own text holds more of them rank first.
 */

export type SearchResultKind = 'row' | 'table' | 'formula' | 'converter';

export interface SearchResult {
  readonly kind: SearchResultKind;
  /** Route param of /reference/{topic}. */
  readonly topic: string;
  /** Fragment to jump to, without '#'; '' for the top of the topic. */
  readonly hash: string;
  /** What was found, e.g. the row's name. */
  readonly title: string;
  /** Where it was found, e.g. the table title. */
  readonly context: string;
}

interface IndexEntry extends SearchResult {
  /** Text of the entry itself (a row's cells), lower-cased. */
  readonly own: string;
  /** Explanations and citations of the entry, lower-cased. */
  readonly detail: string;
  /** Text of what contains it (table title, domain), lower-cased. */
  readonly parent: string;
  /** Lower-cased title, for a bonus when a word starts it. */
  readonly titleText: string;
}

export interface SearchIndex {
  readonly entries: readonly IndexEntry[];
}

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‐‑–—−]/g, '-');
}

/** Columns of explanations and citations: a word found there says less about the row. */
const DETAIL_KEYS = new Set([
  'note',
  'source',
  'basis',
  'condition',
  'meaning',
  'roughnessSource',
  'reason',
  'where',
]);

/**
 * The texts of a row's cells (`detail` false) or of its explanation columns (`detail` true); every
 * number as each unit system shows it, grouped and plain.
 */
function cellTexts(
  table: ReferenceTable,
  row: ReferenceTable['rows'][number],
  detail = false,
): string[] {
  const texts: string[] = [];
  for (const column of table.columns) {
    if (DETAIL_KEYS.has(column.key) !== detail) continue;
    const cell = row.cells[column.key] ?? null;
    if (cell === null) continue;
    if (typeof cell === 'string') texts.push(cell);
    else if (typeof cell === 'number') {
      texts.push(
        formatCell(cell, column, 'Metric'),
        formatCell(cell, column, 'Metric', false),
        String(cell),
      );
    } else if (isSystemValues(cell)) {
      for (const system of ['Imperial', 'Metric'] as const) {
        texts.push(formatCell(cell, column, system), formatCell(cell, column, system, false));
        texts.push(formatSignificant(cell[system], 6, false));
      }
    }
  }
  return texts;
}

function rowTitle(table: ReferenceTable, row: ReferenceTable['rows'][number]): string {
  const first = table.columns[0];
  const firstText = table.columns.find((column) => column.kind === 'text');
  const column = firstText ?? first;
  if (!column) return row.id;
  const text = formatCell(row.cells[column.key] ?? null, column, 'Metric');
  // A row named by a number (a temperature, a size) reads better with its column, e.g. "Temperature 20 °C".
  if (column.kind === 'text' && column.key !== 'nominal') return text || row.id;
  const second = table.columns.find(
    (candidate) => candidate.key !== column.key && candidate.kind === 'text',
  );
  const secondText = second ? formatCell(row.cells[second.key] ?? null, second, 'Metric') : '';
  return [column.title, formatCell(row.cells[column.key] ?? null, column, 'Imperial'), secondText]
    .filter(Boolean)
    .join(' ');
}

function formulaText(formula: ReferenceFormula): string {
  return [
    formula.title,
    formula.reference,
    formula.validRange,
    ...formula.symbols.map((symbol) => symbol.meaning),
  ].join(' ');
}

/**
 * The index of every table, row, formula and converter quantity, with the rows a reader in
 * `unitSystem` sees (a table stepped over a temperature has rows of its own in each system, so a
 * result always opens at a row on the page). Built once per page load and unit system.
 */
export function buildSearchIndex(
  tables: readonly TableEntry[],
  formulas: readonly FormulaEntry[],
  unitSystem: UnitSystem,
): SearchIndex {
  const entries: IndexEntry[] = [];
  for (const { table, domain } of tables) {
    const parent = normalise(`${table.title} ${domain.title}`);
    entries.push({
      kind: 'table',
      topic: table.id,
      hash: '',
      title: table.title,
      context: domain.title,
      own: normalise(table.title),
      detail: normalise(`${table.description} ${table.source} ${(table.notes ?? []).join(' ')}`),
      parent: normalise(domain.title),
      titleText: normalise(table.title),
    });
    for (const row of tableRows(table, unitSystem)) {
      const title = rowTitle(table, row);
      entries.push({
        kind: 'row',
        topic: table.id,
        hash: rowHash(row.id),
        title,
        context: table.title,
        own: normalise(cellTexts(table, row).join(' ')),
        detail: normalise(cellTexts(table, row, true).join(' ')),
        parent,
        titleText: normalise(title),
      });
    }
  }
  for (const { formula, domain } of formulas) {
    entries.push({
      kind: 'formula',
      topic: FORMULAS_TOPIC,
      hash: formulaHash(formula.id),
      title: formula.title,
      context: `Formula sheet · ${domain.title}`,
      own: normalise(formula.title),
      detail: normalise(formulaText(formula)),
      parent: normalise(`formula equation ${domain.title}`),
      titleText: normalise(formula.title),
    });
  }
  for (const quantity of CONVERTER_QUANTITIES) {
    entries.push({
      kind: 'converter',
      topic: CONVERTER_TOPIC,
      hash: `convert-${quantity.id}`,
      title: `Convert ${quantity.label.toLowerCase()}`,
      context: `Unit converter · ${quantity.imperialUnit} ↔ ${quantity.metricUnit}`,
      own: normalise(`${quantity.label} ${quantity.imperialUnit} ${quantity.metricUnit}`),
      detail: '',
      parent: 'unit converter conversion convert units',
      titleText: normalise(quantity.label),
    });
  }
  return { entries };
}

/**
 * Where a word of the query appears in a text: at a word start, inside a word, or not at all. A
 * number must also end where the text's number ends, so "5" finds 5 but neither 50 nor 0.05.
 */
function matchesAt(text: string, word: string, numeric: boolean): 'start' | 'inside' | null {
  let index = text.indexOf(word);
  let inside = false;
  while (index !== -1) {
    const before = index === 0 ? ' ' : (text[index - 1] ?? ' ');
    const after = text.slice(index + word.length, index + word.length + 2);
    const endsThere = !numeric || !/^(?:\d|\.\d)/.test(after);
    if (endsThere && !/[a-z0-9.]/.test(before)) return 'start';
    if (endsThere) inside = true;
    index = text.indexOf(word, index + 1);
  }
  return inside ? 'inside' : null;
}

/**
 * The entries that contain every word of the query, best first: a word in the entry's own cells
 * counts most, then one in its table's title, then one only in its notes and citations; a word at
 * the start of the entry's title adds more.
 */
export function searchReference(index: SearchIndex, query: string, limit = 40): SearchResult[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const isNumber = (word: string) => /^[-+]?\d/.test(word);
  const scored: { entry: IndexEntry; score: number; order: number }[] = [];
  index.entries.forEach((entry, order) => {
    let score = 0;
    for (const word of words) {
      // Numbers must match a whole number at a word start; words may match inside ("duct" in "ductwork").
      const numeric = isNumber(word);
      const hit = (text: string) => {
        const where = matchesAt(text, word, numeric);
        return where === 'start' || (where === 'inside' && !numeric);
      };
      const ownHit = hit(entry.own);
      const parentHit = hit(entry.parent);
      const detailHit = hit(entry.detail);
      if (!ownHit && !parentHit && !detailHit) return;
      score +=
        (ownHit ? 3 : 0) + (parentHit ? 2 : 0) + (detailHit && !ownHit && !parentHit ? 1 : 0);
      if (matchesAt(entry.titleText, word, numeric) === 'start') score += 2;
      if (entry.titleText.startsWith(word)) score += 1;
    }
    if (entry.kind === 'table' || entry.kind === 'formula') score += 0.5;
    scored.push({ entry, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map(({ entry }) => ({
    kind: entry.kind,
    topic: entry.topic,
    hash: entry.hash,
    title: entry.title,
    context: entry.context,
  }));
}
