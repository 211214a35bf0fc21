import { Button, Menu } from '@mantine/core';
import type { ProjectId } from '@org/data';
import { Link } from '@tanstack/react-router';
import { CALCULATOR_TYPES } from './calculator-types';

export interface NewCalculationMenuProps {
  /** The project the new calculation will be saved into; required. */
  projectId: ProjectId;
}

/**
 * Starts a calculation of any type, or an equipment schedule, inside this project: each item opens
 * the workspace with `?projectId=`, which it preselects as where to save (and the schedule reads
 * the project's calculations from).
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
        <Menu.Divider />
        {/* The spec gives schedules no calculator page of their own, but one starts here. */}
        <Menu.Item
          renderRoot={(props) => (
            <Link
              to="/calculators/$calculatorType"
              params={{ calculatorType: 'schedules' }}
              search={{ projectId }}
              {...props}
            />
          )}
        >
          New equipment schedule
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
