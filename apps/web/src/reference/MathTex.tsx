import { Code } from '@mantine/core';
import type * as KatexModule from 'katex';
import { useEffect, useRef, useState } from 'react';
import classes from './reference.module.css';
import { loadWithRetry, retryableImport } from '../lazy/load-with-retry';

type Katex = typeof KatexModule;

let katexModule: Promise<Katex> | undefined;
const importKatex = retryableImport(() => import('katex'));

/**
 * KaTeX, loaded once and only by the reference. Called when /reference opens so the formulas still
 * render if the connection drops afterwards.
 */
export function loadKatex(): Promise<Katex> {
  katexModule ??= loadWithRetry(importKatex).then(
    (module) => (module as Katex & { default?: Katex }).default ?? module,
  );
  katexModule.catch(() => {
    katexModule = undefined;
  });
  return katexModule;
}

interface MathTexProps {
  /** The expression in TeX; required. */
  tex: string;
  /** Display (block) style rather than inline; default false. */
  display?: boolean;
  /** Name of a display equation for assistive technology when it scrolls; default 'Equation'. */
  label?: string;
}

/**
 * A TeX expression rendered as MathML, which browsers lay out natively and screen readers read;
 * KaTeX does the conversion, so no math fonts or stylesheet are needed. Until KaTeX has loaded (or
 * if it cannot) the TeX source is shown.
 */
export function MathTex({ tex, display = false, label = 'Equation' }: MathTexProps) {
  const [html, setHtml] = useState<string | null>(null);
  const [scrollable, setScrollable] = useState(false);
  const blockRef = useRef<HTMLSpanElement>(null);

  // A display equation wider than its box scrolls sideways: keyboard users must be able to reach it.
  useEffect(() => {
    const block = blockRef.current;
    if (!display || !block) return;
    const measure = () => setScrollable(block.scrollWidth > block.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    return () => observer.disconnect();
  }, [display, html]);

  useEffect(() => {
    let current = true;
    loadKatex()
      .then((katex) => {
        if (current)
          setHtml(
            katex.renderToString(tex, {
              output: 'mathml',
              displayMode: display,
              throwOnError: false,
            }),
          );
      })
      .catch((error: unknown) => {
        console.error('KaTeX could not be loaded; showing the TeX source.', error);
      });
    return () => {
      current = false;
    };
  }, [tex, display]);

  if (html === null) return <Code>{tex}</Code>;
  return (
    <span
      ref={blockRef}
      className={display ? classes.math : undefined}
      style={display ? { display: 'block' } : undefined}
      {...(display && scrollable ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}
      // KaTeX's own output from our own TeX strings (hvac-core), never user input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
