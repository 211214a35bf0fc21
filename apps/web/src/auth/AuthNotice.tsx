import { Alert, Group, Stack, Text, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthNoticeProps {
  /** The alert's colour; required. */
  color: AlertProps['color'];
  /** The alert's title; required. */
  title: string;
  /** Styles of the alert (successAlertStyles for a green one); default none. */
  styles?: AlertProps['styles'];
  /** What the notice says; required. */
  children: ReactNode;
  /** The buttons under it; required. */
  actions: ReactNode;
}

/** A notice of the account screens ("You are already signed in", "Sign in first"): text, then buttons. */
export function AuthNotice({ color, title, styles, children, actions }: AuthNoticeProps) {
  return (
    <Alert color={color} title={title} styles={styles}>
      <Stack gap="sm">
        <Text size="sm">{children}</Text>
        <Group gap="sm">{actions}</Group>
      </Stack>
    </Alert>
  );
}
