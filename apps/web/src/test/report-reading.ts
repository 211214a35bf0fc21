import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { evaluateDraft } from '../calculator-kit/evaluate';
import type { CalculatorDefinition } from '../calculator-kit/types';
import type { ReportBody, ReportRow, ReportSection } from '../report/types';

/** The report of a draft that computes, parsed and computed once as the workspace does. */
export function reportOfDraft<Draft extends Record<string, unknown>, Input, Result>(
  definition: CalculatorDefinition<Draft, Input, Result>,
  draft: Draft,
): ReportBody {
  const { input, result, errors, formErrors } = evaluateDraft(definition, draft);
  if (input === null || result === null)
    throw new Error(`The draft does not compute: ${JSON.stringify({ errors, formErrors })}`);
  return definition.report(input, result);
}

/** "value unit" of a report row, as a results card's cell reads it. */
export function reads(row: ReportRow | undefined): string {
  if (!row) throw new Error('No such row');
  return row.unit ? `${row.value} ${row.unit}` : row.value;
}

/**
 * "value unit" of the row of that label in the report's section of that title, or else the first
 * whose title starts with it ("Option 2:"); the results are searched before the inputs.
 */
export function reportReads(report: ReportBody, title: string, label: string): string {
  const sections = [...report.results, ...report.inputs];
  const section =
    sections.find((candidate) => candidate.title === title) ??
    sections.find((candidate) => candidate.title.startsWith(title));
  const found = section?.rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No row ${label} in ${title}`);
  return reads(found);
}

/** "value unit" beside a label on the rendered results card (a table) of that title. */
export function cardReads(cardTitle: string | RegExp, label: string): string | null | undefined {
  const card = screen.getByRole('table', { name: cardTitle });
  const cardRow = within(card).getByRole('rowheader', { name: label }).closest('tr');
  return cardRow && within(cardRow).getByRole('cell').textContent;
}

/**
 * Every row of these report sections reads as the rendered card of its section (by the card's
 * title) reads beside the same label; `onCard` gives what the card shows for a reported row
 * (default: the row's "value unit").
 */
export function expectCardsToReadAsReport(
  sections: readonly ReportSection[],
  cardOfSection: Readonly<Record<string, string | RegExp>>,
  onCard: (reported: ReportRow) => string = reads,
): void {
  expect(sections.length).toBeGreaterThan(0);
  for (const section of sections) {
    const card = cardOfSection[section.title];
    if (card === undefined) throw new Error(`No card for the section ${section.title}`);
    for (const reported of section.rows)
      expect(cardReads(card, reported.label)).toBe(onCard(reported));
  }
}
