import { Alert, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface AuthFormProps {
  /** The form's accessible name, e.g. 'Sign in'; required. */
  label: string;
  /** Sends the form (it calls preventDefault itself); required. */
  onSubmit: (event: FormEvent) => Promise<void>;
  /** Why the last attempt failed, shown above the fields; default none. */
  failure?: ReactNode;
  /** The title of that failure's alert; required. */
  failureTitle: string;
  /** What comes before the failure, e.g. whose account this is; default none. */
  intro?: ReactNode;
  /** The fields and the submit button; required. */
  children: ReactNode;
}

/** A form of the account screens: no browser validation, a column of fields, its failure on top. */
export function AuthForm({
  label,
  onSubmit,
  failure,
  failureTitle,
  intro,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <Stack gap="md">
        {intro}
        {failure ? (
          <Alert color="red" role="alert" title={failureTitle}>
            {failure}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  );
}
