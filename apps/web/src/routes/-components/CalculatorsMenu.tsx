import { Button, Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-state';
import {
  calculatorLink,
  calculatorsByGroup,
  type CalculatorEntry,
} from '../../calculators/catalog';
import classes from './shell.module.css';

/** The "Calculators" menu, built from the catalog (only calculators whose pages exist). */
export function CalculatorsMenu() {
  const groups = calculatorsByGroup();
  const { user } = useAuth();
  return (
    <Menu
      position="bottom-start"
      width={300}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          rightSection={<ChevronDown />}
          classNames={{ section: classes.menuChevron }}
          c="var(--mantine-color-text)"
          px={{ base: 8, sm: 'md' }}
        >
          Calculators
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {groups.map(([group, calculators], index) => (
          // A labelled group per calculator group: role="menu" may own groups and items, not bare labels.
          <div key={group} role="group" aria-labelledby={`calculators-menu-group-${index}`}>
            {index > 0 ? <Menu.Divider /> : null}
            <Menu.Label id={`calculators-menu-group-${index}`}>{group}</Menu.Label>
            {calculators.map((calculator) => (
              <Menu.Item
                key={calculator.type}
                renderRoot={(props) => (
                  <CalculatorLink calculator={calculator} signedIn={user !== null} {...props} />
                )}
              >
                <Text size="sm" fw={600}>
                  {calculator.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {calculator.description}
                </Text>
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A menu item's link: the workspace for a signed-in user, the public page for a visitor. */
function CalculatorLink({
  calculator,
  signedIn,
  ...props
}: { calculator: CalculatorEntry; signedIn: boolean } & Record<string, unknown>) {
  const link = calculatorLink(calculator, signedIn);
  return link.kind === 'workspace' ? (
    <Link to="/calculators/$calculatorType" params={{ calculatorType: link.segment }} {...props} />
  ) : (
    <Link to={link.to} {...props} />
  );
}

function ChevronDown() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
