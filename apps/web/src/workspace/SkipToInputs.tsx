import { useEffect, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import classes from './workspace.module.css';

/** Fields a user types into or picks from: not the unit switch's radios or the checkboxes. */
const FIELD_SELECTOR = [
  'input:not([type]):not([disabled])',
  'input[type="text"]:not([disabled])',
  'input[type="number"]:not([disabled])',
  'input[type="search"]:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(', ');

/** The first field inside the element with `targetId`, or the element itself. */
function firstField(targetId: string): HTMLElement | null {
  const target = document.getElementById(targetId);
  if (!target) return null;
  return target.querySelector<HTMLElement>(FIELD_SELECTOR) ?? target;
}

export interface SkipToInputsProps {
  /** id of the element holding the calculator's inputs (it gets `tabIndex={-1}`); required. */
  targetId: string;
}

/**
 * "Skip to inputs": the first stop of the keyboard on a calculator page (before the app's "Skip to
 * content" and the header), moving focus to the calculator's first field, so the keyboard reaches
 * it in two key presses instead of through the header and the page's buttons. Rendered at the start
 * of the document body; visible only while focused.
 */
export function SkipToInputs({ targetId }: SkipToInputsProps) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    document.body.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const field = firstField(targetId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  if (!host) return null;
  return createPortal(
    <a href={`#${targetId}`} className={classes.skipLink} onClick={skip}>
      Skip to inputs
    </a>,
    host,
  );
}
