import {
  defaultBuildingLoadInput,
  type BuildingLoadInputDraft,
} from '@org/hvac-core/building-load';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ZonesSystemsPanel } from './ZonesSystemsPanel';

function Harness({
  initial,
  seen,
}: {
  initial: BuildingLoadInputDraft;
  seen: { draft: BuildingLoadInputDraft };
}) {
  const [draft, setDraft] = useState<BuildingLoadInputDraft>(initial);
  seen.draft = draft;
  return <ZonesSystemsPanel value={draft} onChange={setDraft} errors={{}} />;
}

const withSystem = (system: Record<string, unknown>): BuildingLoadInputDraft => {
  const building = defaultBuildingLoadInput('Imperial');
  return { ...building, systems: building.systems.map((s) => ({ ...s, ...system })) };
};

const minimumField = () => document.querySelector('#bl-systems-0-vavMinimumFraction');

describe('ZonesSystemsPanel: a system’s airflow control (issue 40 §5)', () => {
  it('reads a file saved before the choice as VAV, with its VAV minimum', () => {
    const seen = { draft: withSystem({}) };
    renderWithMantine(<Harness initial={seen.draft} seen={seen} />);
    const control = screen.getByRole('combobox', { name: 'Airflow control of AHU-1' });
    expect(control).toHaveValue('Variable air volume');
    expect(minimumField()).not.toBeNull();
    expect(screen.getByTestId('building-system-airflow-basis')).toHaveTextContent(/block airflow/);
  });

  it('switches to constant volume from the keyboard, hiding the VAV minimum but keeping it', async () => {
    const seen = { draft: withSystem({ vavMinimumFraction: 0.3 }) };
    renderWithMantine(<Harness initial={seen.draft} seen={seen} />);
    const control = screen.getByRole('combobox', { name: 'Airflow control of AHU-1' });
    control.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(seen.draft.systems[0]?.airflowControl).toBe('constantVolume');
    expect(control).toHaveValue('Constant volume');
    expect(minimumField()).toBeNull();
    expect(seen.draft.systems[0]?.vavMinimumFraction).toBe(0.3);
    expect(screen.getByTestId('building-system-airflow-basis')).toHaveTextContent(
      'Supply air: the sum of the zones’ peak airflows (ASHRAE Fundamentals ch. 18).',
    );
  });
});
