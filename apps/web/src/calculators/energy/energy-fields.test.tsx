import {
  defaultEnergyCostInput,
  defaultMonthlyDegreeDays,
  type EnergyCostInputDraft,
} from '@org/hvac-core/energy';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import { renderWithMantine } from '../../test/render';
import { EnergyCalculator } from './EnergyCalculator';
import { energyDefinition } from './definition';

/** The calculator and the draft it holds, to read what a field stores. */
function Harness({ initial }: { initial: EnergyCostInputDraft }) {
  const [draft, setDraft] = useState<EnergyCostInputDraft>(initial);
  return (
    <>
      <EnergyCalculator
        value={draft}
        onChange={setDraft}
        evaluation={useEvaluation(energyDefinition, draft)}
      />
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

/** The default input with a field of every kind: monthly degree-days and a heat pump's points. */
function everyField(unitSystem: 'Imperial' | 'Metric', method: 'bin' | 'degreeDays') {
  const input = defaultEnergyCostInput(unitSystem);
  const [furnace, heatPump] = input.options ?? [];
  if (!input.heating || !furnace || !heatPump) throw new Error('no default');
  const months = defaultMonthlyDegreeDays(unitSystem);
  return {
    ...input,
    heating: {
      ...input.heating,
      method,
      ...(method === 'bin'
        ? { balancePointTemperature: 60, bins: [{ temperature: 5, hours: 1000 }] }
        : { monthlyHeatingDegreeDays: months.heating }),
    },
    options: [
      furnace,
      {
        ...heatPump,
        binPerformance: {
          points: [
            { temperature: 47, capacity: 36_000, cop: 3.6 },
            { temperature: 17, capacity: 22_000, cop: 2.3 },
          ],
          cyclingDegradation: 0,
        },
      },
    ],
  } satisfies EnergyCostInputDraft;
}

const field = (id: string): HTMLInputElement => {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no field ${id}`);
  return element;
};

describe('the energy form’s numbers', () => {
  // The journeys (tooling/e2e/tests/energy*.spec.ts) and the errors alert find fields by these ids.
  it.each([
    [
      'bin',
      [
        'energy-heating-designHeatLoss',
        'energy-heating-balancePointTemperature',
        'energy-heating-bins-0-temperature',
        'energy-heating-bins-0-hours',
        'energy-cooling-capacity',
        'energy-cooling-equivalentFullLoadHours',
        'energy-tariffs-electricityPrice',
        'energy-tariffs-demandChargePerKw',
        'energy-emissionFactors-oil',
        'energy-options-0-heatingEfficiency',
        'energy-options-1-coolingEfficiency',
        'energy-options-1-installedCost',
        'energy-options-1-binPerformance-points-1-cop',
        'energy-options-1-binPerformance-cyclingDegradation',
      ],
    ],
    [
      'degreeDays',
      ['energy-heating-degreeDayCorrection', 'energy-heating-monthlyHeatingDegreeDays-0'],
    ],
  ] as const)('keep their ids under the %s method', (method, ids) => {
    renderWithMantine(<Harness initial={everyField('Imperial', method)} />);
    for (const id of ids)
      expect(field(id).name).toBe(id.slice('energy-'.length).replace(/-/g, '.'));
  });

  it.each([
    ['Imperial', 'Base 65 °F, annual'],
    ['Metric', 'Base 18.3 °C, annual'],
  ] as const)('give the annual degree-days the %s base as help', (unitSystem, help) => {
    const input = defaultEnergyCostInput(unitSystem);
    renderWithMantine(<Harness initial={input} />);
    expect(screen.getByText(help)).toBeInTheDocument();
  });

  it('store a cleared field as blank and text that is not a number as typed, as every form does', () => {
    renderWithMantine(<Harness initial={everyField('Imperial', 'bin')} />);
    const draft = () => JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as unknown;
    fireEvent.change(field('energy-heating-bins-0-hours'), { target: { value: '12a' } });
    expect(draft()).toMatchObject({ heating: { bins: [{ temperature: 5, hours: '12a' }] } });
    fireEvent.change(field('energy-tariffs-electricityPrice'), { target: { value: '' } });
    expect(draft()).toMatchObject({ tariffs: { electricityPrice: '' } });
  });
});
