import {
  defaultBuildingLoadInput,
  energyDesignLoadsFromBuilding,
} from '@org/hvac-core/building-load';
import { defaultEnergyCostInput, type EnergyCostInputDraft } from '@org/hvac-core/energy';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import type { BuildingLoadSources } from '../building-load/load-sources';
import { EnergyCalculator } from './EnergyCalculator';
import { energyDefinition } from './definition';

const OFFICE = { fileId: 'b1', name: 'Office building', data: defaultBuildingLoadInput('Metric') };
const BROKEN = { fileId: 'b2', name: 'Broken', data: { site: 'none' } };

let latest: EnergyCostInputDraft = {} as EnergyCostInputDraft;

function Harness({ sources }: { sources: BuildingLoadSources }) {
  const [draft, setDraft] = useState<EnergyCostInputDraft>(defaultEnergyCostInput('Imperial'));
  latest = draft;
  return (
    <EnergyCalculator
      value={draft}
      onChange={setDraft}
      evaluation={useEvaluation(energyDefinition, draft)}
      designLoadSources={sources}
    />
  );
}

describe('Take design loads from a building-load file', () => {
  it('fills the design loads in the energy file’s units and names the source beside them', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness sources={{ status: 'ready', files: [OFFICE, BROKEN] }} />);
    // The Metric building into an Imperial energy file: the engine's figures, converted.
    const expected = energyDesignLoadsFromBuilding(OFFICE.data, 'Imperial');
    await user.click(screen.getByRole('button', { name: 'Take design loads' }));
    expect(latest.heating).toMatchObject({
      designHeatLoss: expected.designHeatLoss,
      indoorDesignTemperature: 69.8,
      outdoorDesignTemperature: -4,
    });
    expect(latest.cooling?.capacity).toBe(expected.coolingCapacity);
    expect(screen.getAllByText('From building load “Office building”')).toHaveLength(4);

    // An edited field no longer names the file.
    const heatLoss = screen.getByRole('textbox', { name: /Design heat loss/ });
    await user.clear(heatLoss);
    await user.type(heatLoss, '50000');
    expect(screen.getAllByText('From building load “Office building”')).toHaveLength(3);
  });

  it('says so when a file cannot be computed, and changes nothing', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness sources={{ status: 'ready', files: [BROKEN] }} />);
    const before = latest;
    await user.click(screen.getByRole('button', { name: 'Take design loads' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^“Broken” could not be computed \(.+\); nothing was changed\.$/,
    );
    expect(latest).toBe(before);
  });

  it('asks for a project when the file is in none', () => {
    renderWithMantine(<Harness sources={{ status: 'noProject' }} />);
    expect(
      screen.getByText('Save this file in a project to take loads from its building-load files.'),
    ).toBeTruthy();
  });
});
