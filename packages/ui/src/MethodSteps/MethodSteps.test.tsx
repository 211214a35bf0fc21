import { Code, Paper, Stack, Text } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test-utils';
import { canonicalMarkup } from '../testing/canonical-markup';
import { MethodSteps, type MethodStepsProps } from './MethodSteps';
import classes from './MethodSteps.module.css';

/** The method as Mantine's components draw it: the markup MethodSteps writes plainly. */
function MantineMethodSteps({ steps }: MethodStepsProps) {
  return (
    <Paper withBorder p="md" radius="sm" component="details" className={classes.method}>
      <summary>Method and references ({steps.length} steps)</summary>
      <Stack gap={0} mt="sm">
        {steps.map((step, index) => (
          <Stack key={`${index}-${step.title}`} gap={4} py="sm" className={classes.step}>
            <Text fw={650} size="sm">
              {index + 1}. {step.title}
            </Text>
            <Code block className={classes.formula}>
              {step.formula}
            </Code>
            {step.notes ? <Text size="sm">{step.notes}</Text> : null}
            <Text size="xs" c="dimmed">
              Reference: {step.reference}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function markupOf(ui: ReactElement): string {
  const { container, unmount } = renderWithMantine(ui);
  const element = container.querySelector('details');
  const text = element ? canonicalMarkup(element) : '(none)';
  unmount();
  return text;
}

describe('MethodSteps', () => {
  it('numbers the steps under a collapsed summary that names how many there are', async () => {
    renderWithMantine(
      <MethodSteps
        steps={[
          { title: 'Area', formula: 'A = w × h', reference: 'Geometry' },
          { title: 'Velocity', formula: 'V = Q / A', notes: 'Mean velocity.', reference: 'ch. 21' },
        ]}
      />,
    );
    const summary = screen.getByText('Method and references (2 steps)');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('2. Velocity')).toBeInTheDocument();
    expect(screen.getByText('Mean velocity.')).toBeInTheDocument();
    expect(screen.getByText('Reference: ch. 21')).toBeInTheDocument();
  });

  it('is the markup of Mantine’s Paper, Stack, Text and Code', () => {
    const steps = [
      { title: 'Area', formula: 'A = w × h', reference: 'Geometry' },
      {
        title: 'Velocity',
        formula: 'V = Q / A\nQ in cfm',
        notes: 'Mean velocity.',
        reference: 'ch. 21',
      },
    ];
    const mantine = markupOf(<MantineMethodSteps steps={steps} />);
    expect(mantine).toContain('mantine-Code-root');
    expect(markupOf(<MethodSteps steps={steps} />)).toBe(mantine);
  });
});
