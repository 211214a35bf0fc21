import { Box } from '@mantine/core';
import { PageFrame } from '@org/ui';
import type { ReactNode } from 'react';

export interface AuthScreenProps {
  /** The page's h1 and document title; required. */
  title: string;
  /** Text under the heading; default none. */
  description?: ReactNode;
  /** The screen's content; required. */
  children: ReactNode;
  /** Widest the column gets; default 30rem (one form). */
  maxWidth?: string;
}

/** The frame of the account screens (/login, /verify-email, /reset-password…): one centred column. */
export function AuthScreen({ title, description, children, maxWidth = '30rem' }: AuthScreenProps) {
  return (
    <Box maw={maxWidth} mx="auto" py={{ base: 'sm', sm: 'xl' }}>
      <PageFrame title={title} description={description}>
        {children}
      </PageFrame>
    </Box>
  );
}

/**
 * Styles for a green (success) Alert: Mantine draws a light Alert's title in shade 9, and green.9 on
 * the light green background is below WCAG AA (about 3.9:1); the title takes the body text colour.
 */
export const successAlertStyles = { title: { color: 'var(--mantine-color-text)' } } as const;
