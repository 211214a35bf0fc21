import { MantineProvider } from '@mantine/core';
import {
  HEAT_LOAD_FIELD_SPECS,
  HEAT_LOAD_NUMERIC_FIELDS,
  defaultHeatLoadInput,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { fieldRange, type NumberFieldSpec } from '@org/hvac-core/fields';
import { cssVariablesResolver, theme } from '@org/ui/theme';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import { ResultSummaryBar } from '../../workspace/ResultSummaryBar';
import { startEarlyAnswers } from './early-answer';
import { heatLoadEngine } from './engine';
import { heatLoadFieldId } from './field-id';
import { HeatLoadCalculator } from './HeatLoadCalculator';
import { heatLoadSummary } from './summary';

// Issue 39 §8: the public /heat-load page answers a visitor's edits of its numbers before the app
// runs. What it shows then must be, byte for byte, the page the app renders for the same draft.

/** The calculator and its summary bar as the public page renders them, server-side. */
function PageBody({ draft }: { draft: HeatLoadInputDraft }) {
  const evaluation = useEvaluation(heatLoadEngine, draft);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <HeatLoadCalculator value={draft} onChange={() => {}} evaluation={evaluation} />
      <ResultSummaryBar module={heatLoadSummary} evaluation={evaluation} />
    </MantineProvider>
  );
}

const DEFAULTS = defaultHeatLoadInput('Imperial');

/** The HTML the build prerenders for a draft. */
const htmlOf = (draft: HeatLoadInputDraft): string => renderToString(<PageBody draft={draft} />);

/** A prerendered page in the document, as a first-time visitor gets it. */
function prerenderedPage(html = htmlOf(DEFAULTS)): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered="/heat-load">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** What the visitor does: types `text` into a field and the browser fires `input`. */
function type(field: string, text: string): void {
  const input = document.getElementById(heatLoadFieldId(field)) as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A page's HTML without its number fields' values (the field shows the text as typed, a render
 * the number as formatted: "1250" and "1,250"), as the document holds it once parsed.
 */
function withoutFieldText(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = html;
  for (const input of container.querySelectorAll('input[inputmode="decimal"]')) {
    input.removeAttribute('value');
  }
  return container.innerHTML;
}

/** What the page shows, its number fields' text aside. */
const shownHtml = (root: HTMLElement): string => withoutFieldText(root.innerHTML);

/** Two pages' HTML are the same; else the first place they differ, not two whole pages. */
function expectSameHtml(actual: string, expected: string, what = ''): void {
  if (actual === expected) return;
  let at = 0;
  while (actual[at] === expected[at]) at += 1;
  const around = (html: string) => html.slice(Math.max(0, at - 160), at + 80);
  expect(around(actual), `${what} differs at ${at}`).toBe(around(expected));
}

const ends: (() => void)[] = [];
afterEach(() => {
  ends.splice(0).forEach((end) => end());
  document.body.innerHTML = '';
});

/** Starts the early answers on `root`; the spy stands for starting the app. */
function start(root: HTMLElement) {
  const startApp = vi.fn();
  ends.push(startEarlyAnswers(root, startApp));
  return startApp;
}

describe('early answers of the prerendered /heat-load page', () => {
  it('shows for an edit of a number what the app renders for that draft, and starts nothing', () => {
    const root = prerenderedPage();
    const startApp = start(root);
    type('wallArea', '1,250');
    expect(startApp).not.toHaveBeenCalled();
    const expected = htmlOf({ ...DEFAULTS, wallArea: 1250 });
    expect(expected).not.toBe(htmlOf(DEFAULTS));
    expectSameHtml(shownHtml(root), withoutFieldText(expected));
  });

  it('answers at once what was typed before it loaded', () => {
    const root = prerenderedPage();
    (document.getElementById(heatLoadFieldId('roofArea')) as HTMLInputElement).value = '350';
    const startApp = start(root);
    expect(startApp).not.toHaveBeenCalled();
    expectSameHtml(shownHtml(root), withoutFieldText(htmlOf({ ...DEFAULTS, roofArea: 350 })));
  });

  it('puts back what the HTML showed when the app takes over, and answers no more', () => {
    const root = prerenderedPage();
    const html = root.innerHTML;
    const end = startEarlyAnswers(root, () => {});
    type('roofArea', '1500');
    expect(root.innerHTML).not.toBe(html);
    end();
    expect(root.innerHTML).toBe(html);
    type('roofArea', '2500');
    expect(root.innerHTML).toBe(html);
  });

  it('starts the app and writes nothing for a draft the schema refuses or text that is no number', () => {
    for (const text of ['-5', '12a', '1e999', '']) {
      const root = prerenderedPage();
      const html = root.innerHTML;
      const startApp = start(root);
      type('wallArea', text);
      expect(startApp, text).toHaveBeenCalledTimes(1);
      expect(root.innerHTML, text).toBe(html);
      ends.splice(0).forEach((end) => end());
    }
  });

  // The app then keeps as its last valid result the one the visitor saw (12,044 Btu/h with 900
  // ft² of wall), not the page's defaults (11,244 Btu/h).
  it('ended at a refused edit, gives the fields’ text at its last answer, for the app to replay first', () => {
    const root = prerenderedPage();
    const end = startEarlyAnswers(root, () => {});
    type('wallArea', '900');
    type('roofArea', '350');
    type('wallArea', '-5');
    const wall = document.getElementById(heatLoadFieldId('wallArea'));
    expect(end()).toEqual([{ target: wall, value: '900' }]);
  });

  it('gives nothing to replay when its last edit was answered, or was not refused', () => {
    const answeredOnly = startEarlyAnswers(prerenderedPage(), () => {});
    type('wallArea', '900');
    expect(answeredOnly()).toEqual([]);
    const startedByName = startEarlyAnswers(prerenderedPage(), () => {});
    type('wallArea', '900');
    type('roomName', 'Office 2');
    expect(startedByName()).toEqual([]);
  });

  it('gives the HTML’s text back when a refused edit came before its first answer', () => {
    const root = prerenderedPage();
    const wall = document.getElementById(heatLoadFieldId('wallArea')) as HTMLInputElement;
    wall.value = '-5';
    const end = startEarlyAnswers(root, () => {});
    expect(end()).toEqual([{ target: wall, value: wall.defaultValue }]);
  });

  it('starts the app for an edit outside the number fields (the room name)', () => {
    const root = prerenderedPage();
    const startApp = start(root);
    type('roomName', 'Office 2');
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('starts the app at once on a page it does not know (Metric defaults)', () => {
    const root = prerenderedPage(htmlOf(defaultHeatLoadInput('Metric')));
    const html = root.innerHTML;
    const startApp = start(root);
    expect(startApp).toHaveBeenCalledTimes(1);
    type('wallArea', '40');
    expect(root.innerHTML).toBe(html);
  });

  it('for any valid number in any field: shows the app’s page, or starts the app and leaves the page as it was', () => {
    const edits = fc.constantFrom(...HEAT_LOAD_NUMERIC_FIELDS).chain((field) => {
      const { min, max } = fieldRange(HEAT_LOAD_FIELD_SPECS[field] as NumberFieldSpec, 'Imperial');
      return fc.record({
        field: fc.constant(field),
        value: fc
          .integer({ min: Math.ceil(min * 10), max: Math.floor(max * 10) })
          .map((tenths) => tenths / 10),
      });
    });
    const prerendered = htmlOf(DEFAULTS);
    let answered = 0;
    fc.assert(
      fc.property(edits, ({ field, value }) => {
        const root = prerenderedPage(prerendered);
        const startApp = start(root);
        type(field, String(value));
        if (startApp.mock.calls.length === 0) {
          answered += 1;
          expectSameHtml(
            shownHtml(root),
            withoutFieldText(htmlOf({ ...DEFAULTS, [field]: value })),
            field,
          );
        } else {
          expectSameHtml(shownHtml(root), withoutFieldText(prerendered), field);
        }
        ends.splice(0).forEach((end) => end());
      }),
      { numRuns: 40 },
    );
    // Most edits change numbers only: the property saw answers, not only refusals.
    expect(answered).toBeGreaterThan(20);
  });
});
