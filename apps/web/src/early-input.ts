import { useLayoutEffect } from 'react';
import { PRERENDERED_ATTRIBUTE } from './prerender-pages';

type Replay = () => void;

/**
 * What a visitor typed or picked in prerendered HTML before React hydrated it, read from the DOM
 * now and returned as edits to hand to React later (`replay()` each). React keeps such a field's
 * value while hydrating but does not report it, and gives the element the value it rendered as its
 * `defaultValue`/`defaultChecked`: a field whose value differs from its default was changed by the
 * visitor. Read it in the commit that hydrated the page, before any re-render: re-rendering a
 * controlled field writes React's state (still the prerendered value) over what was typed.
 */
export function collectEarlyInput(container: HTMLElement): Replay[] {
  const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const textAreaSetter = Object.getOwnPropertyDescriptor(
    HTMLTextAreaElement.prototype,
    'value',
  )?.set;
  const replays: Replay[] = [];
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'radio' || field.type === 'checkbox')
    ) {
      if (field.checked === field.defaultChecked) continue;
      // A radio button that lost its check did so to the one picked: that one is replayed.
      if (field.type === 'radio' && !field.checked) continue;
      const picked = field.checked;
      replays.push(() => {
        if (!field.isConnected || field.defaultChecked === picked) return;
        // Through the element (React's tracker then holds the other state), then a real click.
        field.checked = !picked;
        field.click();
      });
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const setter = field instanceof HTMLTextAreaElement ? textAreaSetter : valueSetter;
    replays.push(() => {
      // React already holds it (the field's own event reached it): nothing to hand over.
      if (!field.isConnected || field.defaultValue === typed) return;
      // Through the element (React's tracker then holds the rendered value), then the typed value
      // past the tracker: React sees a change and calls the field's onChange.
      field.value = field.defaultValue;
      setter?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  return replays;
}

/**
 * Hands each changed field to React as the user's own edit (an `input` event, or a click for a
 * radio button or checkbox). Call it outside React's render and commit (a microtask, an event):
 * there each edit re-renders at once, so the next field's onChange builds on the previous one's.
 */
export function replayEarlyInput(container: HTMLElement): void {
  // Found first, replayed after: each replayed edit re-renders, which puts React's values back
  // into the fields not replayed yet.
  for (const replay of collectEarlyInput(container)) replay();
}

declare global {
  /**
   * Set by index.html's inline script: hands over the clicks and form submissions it held on a
   * prerendered page before the app ran (each clicked or submitted again), and stops holding.
   */
  var __releaseHeldEvents: (() => void) | undefined;
}

/** The roots already handed over: once per page load. */
const handedOver = new WeakSet<Element>();

/**
 * For each prerendered page's component (src/prerender-pages.ts): hands over what the visitor did
 * before the page hydrated, first the typing, then the held clicks and submissions, so a click on
 * "Sign in" sees the typed address. Once per load.
 *
 * What was typed is read in a layout effect of the commit that hydrated the page: the DOM still
 * holds every character typed before and during hydration, and no re-render has written React's
 * state (the prerendered values) over it yet; an effect after paint is too late, as any re-render
 * in between (a provider's layout effect, a store that differs from the prerender's) overwrites the
 * typing. The edits are handed over in a microtask: still before the browser delivers any other
 * event, and outside the commit, so each edit re-renders before the next. `onHandedOver`, called
 * once the visitor's edits are in React's state, is where a page replaces what only the prerender
 * knew (its defaults) with what the browser knows (a kept draft): it then sees whether the visitor
 * already changed the page. React may run the page's effects before the hand-over.
 */
export function useHandOverEarlyInput(onHandedOver?: () => void): void {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!root || handedOver.has(root)) return;
    handedOver.add(root);
    const replays = collectEarlyInput(root);
    queueMicrotask(() => {
      // The app handles clicks from now on: index.html's script holds them only on a prerendered
      // root, and it would hold the replayed clicks of radio buttons and checkboxes.
      root.removeAttribute(PRERENDERED_ATTRIBUTE);
      for (const replay of replays) replay();
      globalThis.__releaseHeldEvents?.();
      markInteractive();
      onHandedOver?.();
    });
  }, [onHandedOver]);
}

/**
 * Marks the document once the app handles the visitor's input itself (hydrated and handed over, or
 * rendered afresh): `<html data-interactive>`. Browser journeys whose subject is not the
 * prerendered page wait for it before typing.
 */
export function markInteractive(): void {
  document.documentElement.setAttribute('data-interactive', '');
}
