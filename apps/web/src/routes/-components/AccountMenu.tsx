import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { LineIcon } from '../../icons/LineIcon';
import accountClasses from './AccountArea.module.css';
import { ChevronDown } from './MenuButton';

export interface AccountMenuProps {
  /** The signed-in user's e-mail address ('' if none); required. */
  email: string;
  /** Signs the user out; required. */
  signOut: () => Promise<void>;
}

/** A signed-in user's menu (their e-mail): Dashboard, Projects, Reference, Settings and Sign out. */
export function AccountMenu({ email, signOut }: AccountMenuProps) {
  const handleSignOut = () => {
    // The protected layout sends a signed-out user to /login; the data layer clears their data.
    signOut().then(
      () => notifications.show({ message: 'Signed out.' }),
      (error: unknown) => {
        console.error('Sign-out failed.', error);
        notifications.show({ color: 'red', message: 'Sign-out failed. Try again.' });
      },
    );
  };
  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
      // Its focus placeholder (a focusable role="presentation" div) is not allowed inside role="menu".
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          px={{ base: 8, sm: 'sm' }}
          aria-label={`Account: ${email || 'signed in'}`}
          leftSection={<PersonIcon />}
          rightSection={<ChevronDown />}
        >
          <span className={accountClasses.email} title={email}>
            {email || 'Account'}
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item renderRoot={(props) => <Link to="/dashboard" {...props} />}>Dashboard</Menu.Item>
        <Menu.Item renderRoot={(props) => <Link to="/projects" {...props} />}>Projects</Menu.Item>
        <Menu.Item renderRoot={(props) => <Link to="/reference" {...props} />}>Reference</Menu.Item>
        <Menu.Item renderRoot={(props) => <Link to="/settings" {...props} />}>Settings</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={handleSignOut}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function PersonIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </LineIcon>
  );
}
