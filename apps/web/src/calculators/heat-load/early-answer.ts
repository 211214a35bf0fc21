import {
  HEAT_LOAD_NUMERIC_FIELDS,
  defaultHeatLoadInput,
  type HeatLoadInput,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import { formatResultValue, numberFromFieldText } from '@org/ui/format';
import { evaluateDraft } from '../../calculator-kit/evaluate';
import type { EarlyAnsweredValue } from '../../early-input';
import { cardRows } from '../../calculator-kit/result-lines';
import { summaryItems } from '../../calculator-kit/summary-items';
import { heatLoadChart } from './breakdown';
import { breakdownLayout } from './breakdown-geometry';
import { heatLoadEngine } from './engine';
import { heatLoadFieldId } from './field-id';
import { heatLoadResultTables } from './result-tables';
import { heatLoadSummary } from './summary';

/*
 * The public /heat-load page's early answer (issue 39 §8): a first-time visitor's page is HTML the
 * build rendered, and the app starts only once the visitor pauses (scripts/prerender.ts), since
 * starting it takes the main thread for a second or more on a phone. Meanwhile this module, a small
 * file of its own loaded at the visitor's first touch of a number field, answers each edit of the
 * form's numbers: it computes the draft with the same engine, tables and formatting as the app and
 * writes the new numbers into the results the HTML shows (cards, summary bar, chart).
 *
 * It answers only what changes no more than numbers: an edit whose result brings a warning, a note,
 * a bar or a row the page does not show, a draft the schema refuses, an edit outside the number
 * fields, or a page that does not show what it expects, ends the early answers and starts the app
 * at once. The elements it writes keep React's `suppressHydrationWarning`, so hydration accepts
 * them; at the hand-over (src/early-input.ts) it puts back what the HTML had, in the same task as
 * the app applies the visitor's edits, so what React believes the page shows is what it shows, and
 * nothing is painted in between.
 */

/** One text or attribute of the results as a result shows it. */
interface Shown {
  readonly element: Element;
  /** null: the element's text. */
  readonly attribute: string | null;
  readonly value: string;
}

/** What the page shows of a result: the values, and everything else as one comparable text. */
interface ResultView {
  readonly values: readonly Shown[];
  /** Rows, labels, warnings, notes, bars present and their sides: what an answer may not change. */
  readonly structure: string;
}

/** The draft the form holds: the HTML's defaults, with each number field as the visitor left it. */
function draftOfForm(document: Document): Record<string, unknown> {
  const draft: Record<string, unknown> = { ...defaultHeatLoadInput('Imperial') };
  for (const field of HEAT_LOAD_NUMERIC_FIELDS) {
    const input = document.getElementById(heatLoadFieldId(field));
    // An untouched field keeps the default's own number, as the app's draft does.
    if (!(input instanceof HTMLInputElement) || input.value === input.defaultValue) continue;
    // As the unit field hands its text to the form (UnitInput, NumberField).
    draft[field] = numberFromFieldText(input.value) ?? input.value.trim();
  }
  return draft;
}

/** The text of each number field of the form: as it stands, or as the HTML had it. */
function numberFieldTexts(document: Document, asInHtml = false): EarlyAnsweredValue[] {
  return HEAT_LOAD_NUMERIC_FIELDS.flatMap((field) => {
    const input = document.getElementById(heatLoadFieldId(field));
    if (!(input instanceof HTMLInputElement)) return [];
    return [{ target: input, value: asInHtml ? input.defaultValue : input.value }];
  });
}

/** Collects what a result shows and where; each step is false when the page lacks an element. */
class ViewBuilder {
  readonly values: Shown[] = [];
  readonly structure: unknown[] = [];

  constructor(readonly root: HTMLElement) {}

  show(element: Element | null | undefined, attribute: string | null, value: string): boolean {
    if (!element) return false;
    this.values.push({ element, attribute, value });
    return true;
  }

  /** The value cell of each row of the three results cards. */
  cards(result: HeatLoadResult): boolean {
    const tables = heatLoadResultTables(result);
    const cards = [
      [tables.totals, 'result-row-'],
      [tables.breakdown, 'result-row-'],
      [tables.otherUnits, 'total-row-'],
    ] as const;
    return cards.every(([table, prefix]) =>
      cardRows(table.lines).every((row) => {
        this.structure.push([row.key, row.label, row.warnings, row.emphasis, row.indent]);
        const cell = this.root.querySelector(`[data-testid="${prefix}${row.key}"] td > span`);
        return this.show(
          cell,
          null,
          formatResultValue(row.value, row.unit, row.maximumFractionDigits),
        );
      }),
    );
  }

  /** The summary bar's values (phones). */
  summary(input: HeatLoadInput, result: HeatLoadResult): boolean {
    return summaryItems(heatLoadSummary, input, result).every((item) => {
      this.structure.push([item.key, item.label]);
      const value = this.root.querySelector(`[data-summary-key="${item.key}"]`);
      return this.show(value, null, item.value);
    });
  }

  /** The chart's name, axis, bars and value labels, laid out at the width the chart has. */
  chart(result: HeatLoadResult): boolean {
    const svg = this.root.querySelector(
      'section[aria-labelledby="heat-load-chart-title"] svg[role="img"]',
    );
    const { items, title, unit } = heatLoadChart(result);
    const layout = breakdownLayout(items, Number(svg?.getAttribute('width')), title, unit);
    const axis = svg?.querySelector(':scope > line');
    const zeroX = String(layout.zeroX);
    this.structure.push(layout.hasNegative);
    return (
      this.show(svg, 'aria-label', layout.summary) &&
      this.show(axis, 'x1', zeroX) &&
      this.show(axis, 'x2', zeroX) &&
      layout.bars.every((bar) => {
        this.structure.push([bar.item.key, bar.item.label, bar.barWidth > 0, bar.negative]);
        const mark = svg?.querySelector(`g[data-key="${bar.item.key}"]`);
        const label = mark?.querySelectorAll('text')[1];
        const rect = mark?.querySelector('rect');
        return (
          this.show(label, null, bar.valueText) &&
          this.show(label, 'x', String(bar.valueX)) &&
          (bar.barWidth === 0 ||
            (this.show(rect, 'x', String(bar.barX)) &&
              this.show(rect, 'width', String(bar.barWidth))))
        );
      })
    );
  }
}

/** What the page shows of a result: its results cards, summary bar and chart. */
function viewOf(
  root: HTMLElement,
  input: HeatLoadInput,
  result: HeatLoadResult,
): ResultView | null {
  const view = new ViewBuilder(root);
  const { warnings, notes, unitSystem, calculationMode } = result;
  view.structure.push(unitSystem, calculationMode, notes, warnings);
  const found = view.cards(result) && view.summary(input, result) && view.chart(result);
  return found ? { values: view.values, structure: JSON.stringify(view.structure) } : null;
}

/** The view of a draft's result, or null when the draft is refused or the page lacks an element. */
function viewOfDraft(root: HTMLElement, draft: unknown): ResultView | null {
  const { input, result } = evaluateDraft(heatLoadEngine, draft);
  return input && result ? viewOf(root, input, result) : null;
}

const read = ({ element, attribute }: Shown): string | null =>
  attribute === null ? element.textContent : element.getAttribute(attribute);

/**
 * Whether the page shows this text or attribute: a mark's position may differ in its last bits
 * (1e-13 px) between the prerender's arithmetic and the browser's, so positions agree to 1e-9.
 */
function isShown(shown: Shown): boolean {
  const now = read(shown);
  if (now === shown.value) return true;
  const position = Number(shown.value);
  // Texts and the chart's name must match exactly; a position is a number (any other text is NaN).
  return (
    now !== null &&
    shown.attribute !== null &&
    Math.abs(Number(now) - position) <= 1e-9 * Math.max(1, Math.abs(position))
  );
}

/**
 * Answers the visitor's edits of the prerendered /heat-load page's number fields until the app
 * takes over: at once for what was typed before this module loaded, then at each edit. Returns
 * the function that ends the answers and puts back what the HTML showed (the app's hand-over calls
 * it). When an edit is one it does not answer, it stops and calls `startApp`; if that edit's draft
 * was refused, the function returns what the fields held at the last answer (the ones that changed
 * since), so the app, given those before the visitor's last edits, keeps as its last valid result
 * the one the visitor saw.
 */
export function startEarlyAnswers(
  root: HTMLElement,
  startApp: () => void,
): () => readonly EarlyAnsweredValue[] {
  const document = root.ownerDocument;
  const prerendered = viewOfDraft(root, defaultHeatLoadInput('Imperial'));
  // What the HTML shows must be what this module would show for its defaults.
  const understood = prerendered !== null && prerendered.values.every((shown) => isShown(shown));
  /** What the HTML had, for each text and attribute written. */
  const original = new Map<Element, Map<string | null, string | null>>();
  let answering = understood && root.hasAttribute('data-prerendered');
  /** The number fields' text at the last answer; the HTML's until the first. */
  let answeredTexts = numberFieldTexts(document, true);
  /** Whether the answers ended at a draft the schema refused. */
  let refused = false;

  const stop = (): void => {
    if (!answering) return;
    answering = false;
    document.removeEventListener('input', onInput, true);
  };
  const cannotAnswer = (): void => {
    stop();
    startApp();
  };
  const answer = (): void => {
    const { input, result } = evaluateDraft(heatLoadEngine, draftOfForm(document));
    refused = input === null;
    const view = input && result ? viewOf(root, input, result) : null;
    if (view === null || view.structure !== prerendered?.structure) return cannotAnswer();
    answeredTexts = numberFieldTexts(document);
    for (const shown of view.values) {
      const before = original.get(shown.element) ?? new Map<string | null, string | null>();
      original.set(shown.element, before);
      if (!before.has(shown.attribute)) before.set(shown.attribute, read(shown));
      if (read(shown) === shown.value) continue;
      if (shown.attribute === null) shown.element.textContent = shown.value;
      else shown.element.setAttribute(shown.attribute, shown.value);
    }
  };
  function onInput(event: Event): void {
    const target = event.target;
    if (!(target instanceof Node) || !root.contains(target)) return;
    const numberField =
      target instanceof HTMLInputElement &&
      HEAT_LOAD_NUMERIC_FIELDS.some((field) => heatLoadFieldId(field) === target.id);
    if (numberField) answer();
    else cannotAnswer();
  }

  if (!answering) {
    startApp();
  } else {
    document.addEventListener('input', onInput, true);
    answer();
  }
  return () => {
    stop();
    for (const [element, before] of original) {
      for (const [attribute, value] of before) {
        if (attribute === null) element.textContent = value;
        else if (value !== null) element.setAttribute(attribute, value);
      }
    }
    original.clear();
    if (!refused) return [];
    return answeredTexts.filter(({ target, value }) => target.value !== value);
  };
}
