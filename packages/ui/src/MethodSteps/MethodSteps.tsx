import { Code, Paper, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './MethodSteps.module.css';

/** One step of a calculator's method, as hvac-core documents it. */
export interface MethodStep {
  /** What the step does, e.g. "Friction factor (Colebrook)"; required. */
  readonly title: string;
  /** The formula in plain text; required. */
  readonly formula: string;
  /** Assumptions and limits of the step; default none. */
  readonly notes?: string;
  /** The published source (handbook chapter and equation, standard); required. */
  readonly reference: string;
}

export interface MethodStepsProps {
  /** The steps, in the order the engine applies them; required. */
  steps: readonly MethodStep[];
}

const stackClass = `${Stack.classes.root} mantine-Stack-root`;
const textClass = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
/** Mantine's CSS variables of a Stack (gap, default align and justify) and a Text (size). */
const stackStyle = (gap: string, more: CSSProperties): CSSProperties =>
  ({
    '--stack-gap': gap,
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
    ...more,
  }) as CSSProperties;
const textStyle = (size: 'sm' | 'xs', more: CSSProperties = {}): CSSProperties =>
  ({
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
    ...more,
  }) as CSSProperties;

/**
 * A calculator's method, step by step with formulas and references, collapsed under its summary
 * (printing opens it). The steps are Mantine's Stack, Text and Code markup written plainly: every
 * calculator page mounts its method (a building's has 13 steps) though it is seldom opened, and as
 * components they were about a tenth of a calculator page's mount. MethodSteps.test.tsx holds them
 * to the components' markup.
 */
export function MethodSteps({ steps }: MethodStepsProps) {
  return (
    <Paper withBorder p="md" radius="sm" component="details" className={classes.method}>
      <summary>Method and references ({steps.length} steps)</summary>
      <div
        className={stackClass}
        style={stackStyle('0rem', { marginTop: 'var(--mantine-spacing-sm)' })}
      >
        {steps.map((step, index) => (
          <div
            key={`${index}-${step.title}`}
            className={`${classes.step} ${stackClass}`}
            style={stackStyle('calc(0.25rem * var(--mantine-scale))', {
              paddingBlock: 'var(--mantine-spacing-sm)',
            })}
          >
            <p className={textClass} data-size="sm" style={textStyle('sm', { fontWeight: 650 })}>
              {index + 1}. {step.title}
            </p>
            <pre
              className={`${classes.formula} ${Code.classes.root} mantine-Code-root`}
              data-block="true"
              dir="ltr"
            >
              {step.formula}
            </pre>
            {step.notes ? (
              <p className={textClass} data-size="sm" style={textStyle('sm')}>
                {step.notes}
              </p>
            ) : null}
            <p
              className={textClass}
              data-size="xs"
              style={textStyle('xs', { color: 'var(--mantine-color-dimmed)' })}
            >
              Reference: {step.reference}
            </p>
          </div>
        ))}
      </div>
    </Paper>
  );
}
