import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@org/ui/theme';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { AuthState } from '../auth/auth-state';

/** A visitor whose auth state is known: what a fresh browser sees. */
export const visitorAuth: AuthState = {
  user: null,
  ready: true,
  loadUser: async () => null,
  signOut: async () => {},
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders a component inside the app's MantineProvider. */
export function renderWithMantine(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
