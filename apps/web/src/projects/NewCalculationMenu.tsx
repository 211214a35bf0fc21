import { Button, Menu } from '@mantine/core';
import type { ProjectId } from '@org/data';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
          <StartItem key={calculator.route} route={calculator.route} projectId={projectId}>
            {calculator.title}
          </StartItem>
        ))}
        <Menu.Divider />
        {DELIVERABLES.map((deliverable) => (
          <StartItem key={deliverable.route} route={deliverable.route} projectId={projectId}>
            New {deliverable.title.toLowerCase()}
          </StartItem>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One item: the calculator at `route`, opened to save into the project. */
function StartItem({
  route,
  projectId,
  children,
}: {
  route: string;
  projectId: ProjectId;
  children: ReactNode;
}) {
  return (
    <Menu.Item
      renderRoot={(props) => (
        <Link
          to="/calculators/$calculatorType"
          params={{ calculatorType: route }}
          search={{ projectId }}
          {...props}
        />
      )}
    >
      {children}
    </Menu.Item>
  );
}
