import { Box, Container, MantineProvider } from '@mantine/core';
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
      {/* The layout Mantine's AppShell drew (a fixed 60 px header over the page), in a few lines of
          CSS: the AppShell component brings its navbar, aside, footer, resizing and scroll-lock
          code to every page (about 9 KB gzipped of /heat-load's first load). The classes keep
          AppShell's names, which the print styles address; `right-scroll-bar-position` is
          react-remove-scroll's: while a dialog locks scrolling it pads the fixed header by the
          hidden scroll bar's width, so the header does not jump. */}
      <div className={classes.shell}>
        <Box
          component="header"
          className={`mantine-AppShell-header right-scroll-bar-position ${classes.shellHeader}`}
        >
          <AppHeader />
        </Box>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          className={`mantine-AppShell-main ${classes.main}`}
        >
          <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md', lg: 'lg' }}>
            <Outlet />
          </Container>
        </Box>
      </div>
    </MantineProvider>
  );
}
