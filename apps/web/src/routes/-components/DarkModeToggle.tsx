import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useHydrated } from '../../hydration';
import { LineIcon } from '../../icons/LineIcon';
import classes from './shell.module.css';

/**
 * Switches between light and dark; the choice is saved (see color-scheme.ts). The icon follows the
 * scheme index.html applied before first paint (CSS), so prerendered HTML shows the right one; the
 * pressed state follows once hydrated.
 */
export function DarkModeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = useHydrated() && computed === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      <Box component="span" className={classes.toggleIcon} lightHidden>
        <SunIcon />
      </Box>
      <Box component="span" className={classes.toggleIcon} darkHidden>
        <MoonIcon />
      </Box>
    </ActionIcon>
  );
}

function SunIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </LineIcon>
  );
}

function MoonIcon() {
  return (
    <LineIcon size={18}>
      <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </LineIcon>
  );
}
