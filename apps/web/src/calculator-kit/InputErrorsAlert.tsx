import { Alert, Anchor, List, Text } from '@mantine/core';

/** One message of the inputs' validation. */
export interface InputError {
  /** Unique among the alert's messages (the field's key or path). */
  readonly key: string;
  /** The engine's words, which name the field. */
  readonly message: string;
  /** Moves focus to the field; without it the message is plain text (it names no one field). */
  readonly onFix?: () => void;
}

/**
 * The alert's messages: each field's message as a link that calls `onFix` with its key (to mark it
 * touched and focus it), then the messages that name no one field as plain text.
 *
 * @param fieldErrors - [key, message] of each invalid field.
 * @param formErrors - Messages about the inputs as a whole.
 * @param onFix - Called with a field's key when its message is followed.
 */
export function inputErrors<K extends string>(
  fieldErrors: readonly (readonly [K, string])[],
  formErrors: readonly string[],
  onFix: (key: K) => void,
): InputError[] {
  return [
    ...fieldErrors.map(([key, message]) => ({ key, message, onFix: () => onFix(key) })),
    ...formErrors.map((message) => ({ key: message, message })),
  ];
}

export interface InputErrorsAlertProps {
  /** Whether a result (the last valid one) is still shown beside the alert; required. */
  hasResult: boolean;
  /** What correcting the inputs brings when there is no result yet, e.g. "to see the duct size". */
  goal: string;
  /** The messages, field messages first; required. */
  errors: readonly InputError[];
}

/**
 * Why a calculator shows no result, or an old one: every validation message, each a link to its
 * field, the same on every calculator.
 */
export function InputErrorsAlert({ hasResult, goal, errors }: InputErrorsAlertProps) {
  return (
    <Alert color="red" title={hasResult ? 'Showing the last valid result' : 'No result yet'}>
      <Text size="sm">
        {hasResult
          ? 'The numbers below are from the last valid inputs. Correct these to update them:'
          : `Correct these inputs ${goal}:`}
      </Text>
      <List size="sm" mt={4} spacing={2}>
        {errors.map((error) => (
          <List.Item key={error.key}>
            {error.onFix ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="inherit"
                underline="always"
                ta="left"
                onClick={error.onFix}
              >
                {error.message}
              </Anchor>
            ) : (
              error.message
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
