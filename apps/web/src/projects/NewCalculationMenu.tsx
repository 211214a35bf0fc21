import { Button, Menu } from '@mantine/core';
import type { ProjectId } from '@org/data';
import { Link } from '@tanstack/react-router';
import { CALCULATORS } from '../calculators/catalog';

/** Calculations first; deliverables (the equipment schedule) after a divider. */
const CALCULATIONS = CALCULATORS.filter((calculator) => calculator.group !== 'Deliverables');
const DELIVERABLES = CALCULATORS.filter((calculator) => calculator.group === 'Deliverables');

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
        {CALCULATIONS.map((calculator) => (
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
            {calculator.title}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {DELIVERABLES.map((deliverable) => (
          <Menu.Item
            key={deliverable.route}
            renderRoot={(props) => (
              <Link
                to="/calculators/$calculatorType"
                params={{ calculatorType: deliverable.route }}
                search={{ projectId }}
                {...props}
              />
            )}
          >
            New {deliverable.title.toLowerCase()}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
