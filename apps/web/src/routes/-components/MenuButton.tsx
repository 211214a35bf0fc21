import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentProps } from 'react';
import classes from './shell.module.css';

/**
 * The header's "Calculators" button: the target of the Calculators menu, and the same button before
 * the menu's code has loaded (see CalculatorsMenuLoader.tsx).
 */
export function CalculatorsButton(props: ButtonProps & ComponentProps<'button'>) {
  return (
    <Button
      variant="subtle"
      color="gray"
      rightSection={<ChevronDown />}
      classNames={{ section: classes.menuChevron }}
      c="var(--mantine-color-text)"
      px={{ base: 8, sm: 'md' }}
      {...props}
    >
      Calculators
    </Button>
  );
}

export function ChevronDown() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
