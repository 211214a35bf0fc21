import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentProps } from 'react';
import { LineIcon } from '../../icons/LineIcon';
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

/** The chevron of a button that opens a menu. */
export function ChevronDown() {
  return (
    <LineIcon size={14} strokeWidth="2.2">
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}
