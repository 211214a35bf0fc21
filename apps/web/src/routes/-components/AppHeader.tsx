import { Box, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-state';
import { env } from '../../env';
import { AccountArea } from './AccountArea';
import { CalculatorsMenuLoader } from './CalculatorsMenuLoader';
import { DarkModeToggle } from './DarkModeToggle';
import { LocalModeBadge } from './LocalModeBadge';
import classes from './shell.module.css';

/** The header of every page: brand, navigation, mode badge, account and dark-mode toggle. */
export function AppHeader() {
  const { user } = useAuth();
  return (
    <Group className={classes.header} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap={6} wrap="nowrap">
        {/* '/' is the marketing site's landing page, not a route of this app: a full navigation. */}
        <a href="/" className={classes.brand} aria-label="HVAC Workbench, home">
          <BrandMark />
          <Box component="span" visibleFrom="sm">
            HVAC Workbench
          </Box>
        </a>
        <Group component="nav" aria-label="Main" gap={0} wrap="nowrap">
          <CalculatorsMenuLoader />
          {/* Projects and the reference are pages of an account: shown once signed in, from the sm
              breakpoint (on a phone they are in the account menu, where the header has no room). */}
          {user ? (
            <>
              <HeaderLink to="/projects">Projects</HeaderLink>
              <HeaderLink to="/reference">Reference</HeaderLink>
            </>
          ) : null}
        </Group>
      </Group>
      <Group gap={6} wrap="nowrap">
        {env.mode === 'local' ? <LocalModeBadge /> : null}
        <AccountArea />
        <DarkModeToggle />
      </Group>
    </Group>
  );
}

/** A page link of the main navigation, styled as the Calculators menu's button. */
function HeaderLink({ to, children }: { to: '/projects' | '/reference'; children: string }) {
  return (
    <Button
      variant="subtle"
      color="gray"
      c="var(--mantine-color-text)"
      px={{ base: 6, sm: 'md' }}
      visibleFrom="sm"
      renderRoot={(props) => <Link to={to} {...props} />}
    >
      {children}
    </Button>
  );
}

function BrandMark() {
  return (
    <svg
      className={classes.brandMark}
      width="26"
      height="26"
      viewBox="0 0 32 32"
      aria-hidden="true"
    >
      <rect x="1" y="1" width="30" height="30" rx="6" fill="currentColor" />
      <path
        d="M7 20c3-6 6 6 9 0s6 6 9 0M7 12c3-6 6 6 9 0s6 6 9 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
