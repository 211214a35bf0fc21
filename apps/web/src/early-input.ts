import { startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { markHydrated } from './hydration';
import { PRERENDERED_ATTRIBUTE } from './prerender-pages';

/**
 * One thing a visitor did on a prerendered page before the app ran, as index.html's inline script
 * logs it: a field's value as it stood after an `input` event, or a click (on a control or a
 * same-origin link) or a form submission that the script held back.
 */
export type EarlyInputEvent =
  | {
      type: 'input';
      target: EventTarget | null;
      /** The field's value after the event. */
      value: string;
      /** A radio button's or checkbox's state after the event. */
      checked?: boolean;
    }
  | { type: 'click' | 'submit'; target: EventTarget | null };

declare global {
  /**
   * Set by index.html's inline script: stops logging and holding what the visitor does on a
   * prerendered page and returns it, in the order it happened.
   */
  var __takeEarlyInput: (() => EarlyInputEvent[]) | undefined;
  /**
   * Set by a page that answers edits before the app runs: ends them, puts back the HTML's, and
   * returns the fields' values at its last answer when the visitor's last edit was refused.
   */
  var __endEarlyAnswers: (() => readonly EarlyAnsweredValue[]) | undefined;
}

/**
 * A field's value when a page's early answer last answered (src/calculators/heat-load/early-answer.ts):
 * the hand-over gives these to the app before the visitor's own last edits, so that when those are
 * refused the app's last valid result is the one the visitor saw, not the page's defaults.
 */
export interface EarlyAnsweredValue {
  readonly target: HTMLInputElement;
  readonly value: string;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isToggle = (field: TextField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');

const isField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * What makes two fields "the same field" when a re-render replaced one by the other (the sign-in
 * form's Email and the Create account form's Email): the kind of element and its label's text.
 */
function fieldKey(field: TextField): string | null {
  const label = field.labels?.[0]?.textContent ?? field.getAttribute('aria-label');
  const text = label?.replace(/\s+/g, ' ').trim();
  return text
    ? `${field.tagName}:${field instanceof HTMLInputElement ? field.type : ''}:${text}`
    : null;
}

/**
 * The field to apply a logged value to: the one typed into, or, once a replayed click has replaced
 * it (a tab showing another form), the one field of the page with the same label and kind.
 */
function resolveField(root: HTMLElement, field: TextField, key: string | null): TextField | null {
  if (field.isConnected) return field;
  if (key === null) return null;
  const matches = [...root.querySelectorAll<TextField>('input, textarea')].filter(
    (candidate) => fieldKey(candidate) === key,
  );
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/**
 * Hands `typed` to React as the user's own edit of `field`, unless React already holds it. React
 * keeps a field's value while hydrating but does not report it, and gives the element the value it
 * rendered as its `defaultValue`/`defaultChecked`: React's state is that default.
 */
function applyValue(field: TextField, typed: string, checked: boolean | undefined): void {
  if (isToggle(field)) {
    const picked = checked ?? field.checked;
    if (field.defaultChecked === picked) return;
    // A radio button that lost its check did so to the one picked: that one is replayed.
    if (field.type === 'radio' && !picked) return;
    // Through the element (React's tracker then holds the other state), then a real click.
    field.checked = !picked;
    field.click();
    return;
  }
  if (field.defaultValue === typed) return;
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  // Through the element (React's tracker then holds the rendered value), then the typed value past
  // the tracker: React sees a change and calls the field's onChange.
  field.value = field.defaultValue;
  setter?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** One step of the hand-over, prepared while the page still shows what the visitor acted on. */
type Step = () => void;

/**
 * Prepares the hand-over of what a visitor did on prerendered HTML before React hydrated it:
 * first what the DOM holds that no logged event explains (values the browser restored or
 * autofilled before the log began), then `log` in the order it happened. Call it in the commit that
 * hydrated the page, before any re-render: a re-render of a controlled field writes React's state
 * (still the prerendered value) over what was typed. Run the steps outside React's render and
 * commit (a microtask, an event); each one's re-render is flushed before the next step, so a value
 * typed after a click on a tab lands in the form that tab shows, and a link clicked after typing
 * navigates with what was typed (the app's links carry it, as "Forgot password?" does the address).
 */
export function prepareEarlyInput(root: HTMLElement, log: readonly EarlyInputEvent[] = []): Step[] {
  const logged = new Set<EventTarget | null>(log.map((event) => event.target));
  const steps: Step[] = [];
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (logged.has(field)) continue;
    const changed = isToggle(field)
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
    if (!changed) continue;
    const value = field.value;
    const checked = isToggle(field) ? field.checked : undefined;
    steps.push(() => {
      if (field.isConnected) applyValue(field, value, checked);
    });
  }
  log.forEach((event, index) => {
    const { target } = event;
    if (event.type === 'input') {
      if (!isField(target)) return;
      // Only the field's last value before the next click or submission matters.
      const later = log.slice(index + 1);
      const next = later.findIndex((other) => other.type !== 'input' || other.target === target);
      if (next !== -1 && later[next]?.type === 'input') return;
      const key = fieldKey(target);
      steps.push(() => {
        const field = resolveField(root, target, key);
        if (field) applyValue(field, event.value, event.checked);
      });
    } else if (event.type === 'submit') {
      if (!(target instanceof HTMLFormElement)) return;
      steps.push(() => {
        if (target.isConnected) target.requestSubmit();
      });
    } else if (target instanceof HTMLElement) {
      steps.push(() => {
        if (target.isConnected) target.click();
      });
    }
  });
  return steps;
}

/**
 * Runs the hand-over's steps in order, each one's re-render committed before the next (see
 * `prepareEarlyInput`). Call it outside React's render and commit.
 */
export function runEarlyInput(steps: readonly Step[]): void {
  for (const step of steps) flushSync(step);
}

/** Hands a page's early input to React at once: `prepareEarlyInput`, then `runEarlyInput`. */
export function replayEarlyInput(root: HTMLElement, log: readonly EarlyInputEvent[] = []): void {
  runEarlyInput(prepareEarlyInput(root, log));
}

/** The roots already handed over: once per page load. */
const handedOver = new WeakSet<Element>();

/**
 * For each prerendered page's component (src/prerender-pages.ts): hands over what the visitor did
 * before the page hydrated, typing and clicks in the order they happened, so a click on "Sign in"
 * sees the typed address and a tab clicked after typing shows its form with the address in it.
 * Once per load.
 *
 * The log is taken, and the DOM read, in a layout effect of the commit that hydrated the page: the
 * DOM still holds every character typed before and during hydration, and no re-render has written
 * React's state (the prerendered values) over it yet. The edits are handed over in a microtask:
 * still before the browser delivers any other event, and outside the commit, so each edit
 * re-renders before the next. `onHandedOver`, called once the visitor's edits are in React's state,
 * is where a page replaces what only the prerender knew (its defaults) with what the browser knows
 * (a kept draft): it then sees whether the visitor already changed the page. React may run the
 * page's effects before the hand-over.
 */
export function useHandOverEarlyInput(onHandedOver?: () => void): void {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!root || handedOver.has(root)) return;
    handedOver.add(root);
    // The page has hydrated: a component mounted from now on renders what the browser knows.
    markHydrated();
    // Before the edits, in this task: nothing painted between.
    const answered = globalThis.__endEarlyAnswers?.() ?? [];
    const steps = [
      ...answered.map(({ target, value }) => () => {
        if (target.isConnected) applyValue(target, value, undefined);
      }),
      ...prepareEarlyInput(root, globalThis.__takeEarlyInput?.() ?? []),
    ];
    queueMicrotask(() => {
      // The app handles the visitor's input from now on.
      root.removeAttribute(PRERENDERED_ATTRIBUTE);
      runEarlyInput(steps);
      markInteractive();
      // A transition: what the page replaces then (often all of it) renders in slices, not in one
      // long task; the visitor's own edits above are already in the state it builds on.
      if (onHandedOver) startTransition(onHandedOver);
    });
  }, [onHandedOver]);
}

/**
 * Ends the log of a prerendered page whose HTML the app replaces rather than hydrates: what was done
 * on that HTML is void.
 */
export function discardEarlyInput(): void {
  globalThis.__endEarlyAnswers?.();
  globalThis.__takeEarlyInput?.();
}

/**
 * Marks the document once the app handles the visitor's input itself (hydrated and handed over, or
 * rendered afresh): `<html data-interactive>`. Browser journeys whose subject is not the
 * prerendered page wait for it before typing.
 */
export function markInteractive(): void {
  document.documentElement.setAttribute('data-interactive', '');
}
