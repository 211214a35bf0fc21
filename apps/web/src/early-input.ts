import { useEffect } from 'react';

type Replay = () => void;

/**
 * What a visitor typed or picked in prerendered HTML before React hydrated it. React keeps such a
 * field's value while hydrating but does not report it, so the state would still hold the default
 * the HTML was rendered with. Called once hydration has committed, this hands each changed field to
 * React as the user's own edit (an `input` event, or a click for a radio button or checkbox).
 */
export function replayEarlyInput(container: HTMLElement): void {
  const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const textAreaSetter = Object.getOwnPropertyDescriptor(
    HTMLTextAreaElement.prototype,
    'value',
  )?.set;
  // Found first, replayed after: each replayed edit re-renders, which puts React's values back
  // into the fields not replayed yet.
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
      // Through the element (React's tracker then holds the rendered value), then the typed value
      // past the tracker: React sees a change and calls the field's onChange.
      field.value = field.defaultValue === typed ? '' : field.defaultValue;
      setter?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  for (const replay of replays) replay();
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
 * For each prerendered page's component (src/prerender-pages.ts): once it has hydrated (its effects
 * run after React owns its fields), hands over what the visitor did before, first the typing, then
 * the held clicks and submissions, so a click on "Sign in" sees the typed address. Once per load.
 */
export function useHandOverEarlyInput(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || handedOver.has(root)) return;
    handedOver.add(root);
    replayEarlyInput(root);
    globalThis.__releaseHeldEvents?.();
    markInteractive();
  }, []);
}

/**
 * Marks the document once the app handles the visitor's input itself (hydrated and handed over, or
 * rendered afresh): `<html data-interactive>`. Browser journeys whose subject is not the
 * prerendered page wait for it before typing.
 */
export function markInteractive(): void {
  document.documentElement.setAttribute('data-interactive', '');
}
