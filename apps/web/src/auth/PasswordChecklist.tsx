import { List, Text, VisuallyHidden } from '@mantine/core';
import { LineIcon } from '../icons/LineIcon';
import { checkPassword } from './password-rules';

export interface PasswordChecklistProps {
  /** The password being typed; required. */
  password: string;
  /** The account's e-mail address, for the "not your e-mail" rule; default ''. */
  email?: string;
  /** Id of the list's element; default none. */
  id?: string;
}

/**
 * The password rules as a live checklist. Each rule says in words, not only by colour and icon,
 * whether it is met. NewPasswordInput makes it the field's description, so screen readers read it with
 * the field rather than announcing every keystroke.
 */
export function PasswordChecklist({ password, email = '', id }: PasswordChecklistProps) {
  const checks = checkPassword(password, email);
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        Your password needs:
      </Text>
      <List size="sm" spacing={2} center listStyleType="none">
        {checks.map((check) => (
          <List.Item
            key={check.id}
            // The text stays in body colours (AA contrast); only the icon is green.
            icon={check.met ? <CheckIcon /> : <PendingIcon />}
            c={check.met ? 'var(--mantine-color-text)' : 'dimmed'}
            data-met={check.met}
          >
            {check.label}
            <VisuallyHidden>{check.met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function CheckIcon() {
  return (
    <LineIcon
      style={{ stroke: 'light-dark(var(--mantine-color-green-8), var(--mantine-color-green-5))' }}
      strokeWidth="2.6"
    >
      <path d="M20 6 9 17l-5-5" />
    </LineIcon>
  );
}

function PendingIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="7" />
    </LineIcon>
  );
}
