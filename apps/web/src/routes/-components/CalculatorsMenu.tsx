import { Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-state';
import {
  calculatorLink,
  calculatorsByGroup,
  type CalculatorEntry,
} from '../../calculators/catalog';
import { CalculatorsButton } from './MenuButton';

export interface CalculatorsMenuProps {
  /** Open when it mounts (it loads on the first click, see CalculatorsMenuLoader); default closed. */
  defaultOpened?: boolean;
}

/** The "Calculators" menu, built from the catalog (only calculators whose pages exist). */
export function CalculatorsMenu({ defaultOpened = false }: CalculatorsMenuProps) {
  const groups = calculatorsByGroup();
  const { user } = useAuth();
  return (
    <Menu
      defaultOpened={defaultOpened}
      position="bottom-start"
      width={300}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <CalculatorsButton />
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
