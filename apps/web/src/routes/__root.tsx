import { AppShell, Container, MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@org/ui/theme';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { AuthState } from '../auth/auth-state';
import { darkModeColorSchemeManager } from '../color-scheme';
import { AppHeader } from './-components/AppHeader';
import { ColorSchemeClassSync } from './-components/ColorSchemeClassSync';
import { NotFound } from './-components/NotFound';
import { NotificationsHost } from './-components/NotificationsHost';
import classes from './-components/shell.module.css';

/** What every route's loaders and guards can read. */
export interface RouterContext {
  auth: AuthState;
}

const colorSchemeManager = darkModeColorSchemeManager();

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFound,
});

function RootComponent() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <ColorSchemeClassSync />
      <NotificationsHost />
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell header={{ height: 60 }} padding={0}>
        <AppShell.Header>
          <AppHeader />
        </AppShell.Header>
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md', lg: 'lg' }}>
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
    </MantineProvider>
  );
}
