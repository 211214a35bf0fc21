import { defaultPumpHeadInput, type PumpHeadFormDraft } from '@org/hvac-core/pump';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { pumpHeadDefinition } from './definition';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { PumpHeadCalculator } from './PumpHeadCalculator';
import { WORKED_EXAMPLE } from './worked-example';

function Harness({ initial = defaultPumpHeadInput('Imperial') }: { initial?: PumpHeadFormDraft }) {
  const [draft, setDraft] = useState<PumpHeadFormDraft>(initial);
  return (
    <>
      <PumpHeadCalculator
        value={draft}
        onChange={setDraft}
        evaluation={useEvaluation(pumpHeadDefinition, draft)}
      />
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

function draftOf(): PumpHeadFormDraft {
  return JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as PumpHeadFormDraft;
}

describe('PumpHeadCalculator', () => {
  it('gives the hand-checked head and motor of a two-section circuit with a coil', () => {
    renderWithMantine(<Harness initial={WORKED_EXAMPLE} />);
    // 4.79 + 0.63 (elbows) + 1.93 + 12.01 (coil) = 19.4 ft; × 1.1 = 21.3 ft; 0.77 bhp → 1 hp.
    expect(screen.getByTestId('total-dynamic-head')).toHaveTextContent('19.4 ft of water');
    // 57.8 kPa = 8.38 psi: an Imperial page gives the pressure in psi, never kPa.
    expect(screen.getByTestId('total-dynamic-head-kpa')).toHaveTextContent('8.4 psi');
    expect(screen.getByTestId('design-head')).toHaveTextContent('21.3 ft of water');
    expect(screen.getByTestId('shaft-power')).toHaveTextContent('0.77 hp');
    expect(screen.getByTestId('motor-size')).toHaveTextContent('1 hp');
    const table = screen.getByTestId('section-table');
    expect(within(table).getByTestId('section-row-0')).toHaveTextContent(
      /Main.*4\.34.*2\.39.*4\.8.*0\.6.*5\.4/,
    );
    expect(within(table).getByTestId('section-row-1')).toHaveTextContent(/Branch.*50.*3\.35.*1\.9/);
    expect(screen.getByRole('img', { name: /System curve chart/ })).toBeInTheDocument();
  });

  it('converts the entered values when switching to Metric, with an IEC motor', async () => {
    renderWithMantine(<Harness initial={WORKED_EXAMPLE} />);
    await userEvent.click(screen.getByText('Metric'));
    expect(screen.getByRole('textbox', { name: 'Design flow L/s' })).toHaveValue('6.309');
    expect(document.getElementById('pump-head-sections-0-length')).toHaveValue('60.96');
    expect(screen.getByTestId('total-dynamic-head')).toHaveTextContent('5.9 m of water');
    expect(screen.getByTestId('total-dynamic-head-kpa')).toHaveTextContent('57.8 kPa');
    expect(screen.getByTestId('motor-size')).toHaveTextContent('0.75 kW');
    await userEvent.click(screen.getByText('Imperial'));
    expect(screen.getByRole('textbox', { name: 'Design flow gpm' })).toHaveValue('100');
    expect(screen.getByTestId('total-dynamic-head')).toHaveTextContent('19.4 ft of water');
  });

  it('adds and removes sections, fittings and components', async () => {
    renderWithMantine(<Harness initial={WORKED_EXAMPLE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(draftOf().sections).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Section 3: Section 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a fitting to Section 3' }));
    expect(draftOf().sections?.[2]?.fittings).toEqual([
      { id: 'fitting-1', type: 'elbow90Standard', quantity: 1 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove section 3' }));
    expect(draftOf().sections).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove component 1 (Coil)' }));
    expect(draftOf().components).toEqual([]);
    expect(screen.getByTestId('components-head')).toHaveTextContent('0 ft of water');
    await userEvent.click(screen.getByRole('button', { name: 'Add component' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Boiler' }));
    expect(draftOf().components).toEqual([{ name: 'Boiler' }]);
    // The new row has no pressure drop yet: the last valid result stays, with the reason listed.
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    await userEvent.type(document.getElementById('pump-head-components-0-pressureDrop')!, '12');
    expect(screen.getByTestId('total-dynamic-head')).toHaveTextContent('19.4 ft of water');
  });

  it('names a missing field beside it and in the list, keeping the last valid result', async () => {
    renderWithMantine(<Harness initial={WORKED_EXAMPLE} />);
    const flow = screen.getByRole('textbox', { name: 'Design flow gpm' });
    await userEvent.clear(flow);
    expect(flow).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/Flow rate is required/).length).toBeGreaterThan(0);
    expect(screen.getByTestId('total-dynamic-head')).toHaveTextContent('19.4 ft of water');
  });

  it('asks for the static lift of an open system', async () => {
    renderWithMantine(<Harness initial={WORKED_EXAMPLE} />);
    expect(screen.queryByRole('textbox', { name: 'Static lift ft' })).toBeNull();
    await userEvent.click(screen.getByText('Open system'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Static lift ft' }), '20');
    // 19.37 + 20 = 39.37 ft.
    expect(screen.getByTestId('total-dynamic-head')).toHaveTextContent('39.4 ft of water');
    expect(screen.getByTestId('static-head')).toHaveTextContent('20 ft of water');
  });

  it('draws the pump curve, the operating point and the affinity-law speed change', async () => {
    renderWithMantine(<Harness initial={WORKED_EXAMPLE} />);
    await userEvent.click(screen.getByRole('switch', { name: /Enter the selected pump’s curve/ }));
    expect(screen.getByTestId('operating-point-at-speed')).toHaveTextContent(
      /gpm at .* ft of water/,
    );
    expect(screen.getByRole('img', { name: /Operating point/ })).toBeInTheDocument();
    const speed = document.getElementById('pump-head-pumpCurve-speedPercent')!;
    await userEvent.clear(speed);
    await userEvent.type(speed, '80');
    expect(screen.getByText('At 80 % speed')).toBeInTheDocument();
    expect(screen.getByTestId('operating-point-at-rated-speed')).toHaveTextContent(/gpm at/);
  });

  it('gives NPSH available when suction conditions are entered', async () => {
    renderWithMantine(<Harness initial={WORKED_EXAMPLE} />);
    await userEvent.click(screen.getByRole('switch', { name: /net positive suction head/ }));
    // Standard atmosphere 33.9 ft − vapour 0.59 ft (60 °F) + 5 ft − 1 ft losses ≈ 37.3 ft.
    expect(screen.getByTestId('npsh-available')).toHaveTextContent('37.3 ft of water');
  });
});
