import { defaultPipeInput, type PipeFormDraft } from '@org/hvac-core/pipe';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pipeDefinition } from './definition';
import { describe, expect, it } from 'vitest';
import { renderCalculator, templateDraft } from '../../test/render-calculator';

/** The Residential Home template's hydronic loop (apps/web/src/projects/templates.ts). */
const hydronicLoop = templateDraft<PipeFormDraft>('residential-home-new-build', 'Hydronic loop');

describe('PipeCalculator', () => {
  it('sizes 12 gpm of water at 60 °F in Type L copper as 1-1/4 in (ID 1.265 in, ASTM B88)', () => {
    renderCalculator(pipeDefinition);
    // V = 12 gpm × 0.13368 ft³/gal / 60 / (π/4 × (1.265/12)² ft²) = 3.06 ft/s.
    expect(screen.getByTestId('pipe-size')).toHaveTextContent('1-1/4 in');
    expect(screen.getByTestId('pipe-inside-diameter')).toHaveTextContent('1.265 in');
    expect(screen.getByTestId('pipe-velocity')).toHaveTextContent('3.06 ft/s');
    expect(screen.getByTestId('pipe-friction-rate')).toHaveTextContent('3.35 ft/100 ft');
    expect(screen.getByTestId('pipe-regime')).toHaveTextContent('Turbulent flow');
    const comparison = screen.getByTestId('pipe-comparison');
    expect(within(comparison).getAllByRole('row')).toHaveLength(4);
    expect(comparison).toHaveTextContent(/1 in.*velocity above limit/);
  });

  it('opens the Residential template’s loop: 1 in Type L at 6 gpm of 140 °F water', () => {
    renderCalculator(pipeDefinition, hydronicLoop);
    expect(screen.getByTestId('pipe-size')).toHaveTextContent('1 in');
    expect(screen.getByTestId('pipe-velocity')).toHaveTextContent('2.33 ft/s');
    expect(screen.getByTestId('total-head-loss')).toHaveTextContent(/^\d+\.\d\d ft of water$/);
    expect(screen.getAllByTestId(/^fitting-result-/)).toHaveLength(3);
  });

  it('fills the flow from a load and ΔT with the 500 rule (120,000 Btu/h at 20 °F → 12 gpm)', async () => {
    renderCalculator(pipeDefinition, { ...defaultPipeInput('Imperial'), flowRate: 30 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Heat load Btu/h' }), '120000');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Temperature difference ΔT °F' }),
      '20',
    );
    expect(screen.getByTestId('flow-from-load-rule')).toHaveTextContent('12 gpm');
    await userEvent.click(screen.getByRole('button', { name: /rule of thumb, 12 gpm/ }));
    expect(screen.getByRole('textbox', { name: 'Flow rate gpm' })).toHaveValue('12');
    expect(screen.getByTestId('pipe-size')).toHaveTextContent('1-1/4 in');
  });

  it('converts the entered values when switching to Metric', async () => {
    renderCalculator(pipeDefinition);
    await userEvent.click(screen.getByText('Metric'));
    // 12 gpm = 0.7571 L/s; 1.265 in = 32.1 mm; 3.06 ft/s = 0.93 m/s.
    expect(screen.getByRole('textbox', { name: 'Flow rate L/s' })).toHaveValue('0.7571');
    expect(screen.getByTestId('pipe-inside-diameter')).toHaveTextContent('32.1 mm');
    expect(screen.getByTestId('pipe-velocity')).toHaveTextContent('0.93 m/s');
    expect(screen.getByTestId('total-head-loss')).toHaveTextContent(/kPa$/);
  });

  it('adds a fitting and a coil, and asks for the coil’s pressure drop', async () => {
    renderCalculator(pipeDefinition);
    await userEvent.click(screen.getByRole('button', { name: 'Add a fitting' }));
    expect(screen.getAllByTestId(/^fitting-row-/)).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Add coil' }));
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(screen.getByText(/Pressure drop is required/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Pressure drop ft of water' }), '8');
    expect(screen.getByTestId('equipment-head-loss')).toHaveTextContent('8 ft of water');
    expect(screen.queryByText('Showing the last valid result')).not.toBeInTheDocument();
  });

  it('asks a strainer for its manufacturer’s K', async () => {
    renderCalculator(pipeDefinition);
    await userEvent.selectOptions(screen.getByLabelText('Fitting 1'), 'yStrainer');
    expect(screen.getByText(/needs a custom K or a custom equivalent length/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'K of one fitting' }), '2.5');
    expect(screen.queryByText('Showing the last valid result')).not.toBeInTheDocument();
    expect(screen.getByTestId('fitting-result-0')).toHaveTextContent('your K');
  });

  it('labels Hazen–Williams and warns when it is used for glycol', async () => {
    renderCalculator(pipeDefinition);
    await userEvent.selectOptions(screen.getByLabelText('Fluid'), 'propyleneGlycol');
    await userEvent.click(screen.getByRole('radio', { name: /Hazen–Williams/ }));
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent(
      /Hazen–Williams is valid only for water/,
    );
  });

  it('shows a field’s own message, keeping the last valid result', async () => {
    renderCalculator(pipeDefinition);
    const flow = screen.getByRole('textbox', { name: 'Flow rate gpm' });
    await userEvent.clear(flow);
    await userEvent.type(flow, '0');
    expect(flow).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(screen.getByTestId('pipe-size')).toHaveTextContent('1-1/4 in');
  });
});
