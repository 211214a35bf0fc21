import { Button, Menu } from '@mantine/core';
import type { ProjectId } from '@org/data';
import { Link } from '@tanstack/react-router';
import { CALCULATOR_TYPES } from './calculator-types';

export interface NewCalculationMenuProps {
  /** The project the new calculation will be saved into; required. */
  projectId: ProjectId;
}

/**
 * Starts a calculation of any type inside this project: each item opens the calculator with
 * `?projectId=`, which the calculator preselects as where to save.
 */
export function NewCalculationMenu({ projectId }: NewCalculationMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button>New calculation</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Start in this project</Menu.Label>
        {CALCULATOR_TYPES.map((calculator) => (
          <Menu.Item
            key={calculator.route}
            renderRoot={(props) => (
              <Link
                to="/calculators/$calculatorType"
                params={{ calculatorType: calculator.route }}
                search={{ projectId }}
                {...props}
              />
            )}
          >
            {calculator.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
