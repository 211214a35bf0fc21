import { defaultRefrigerantLineInput } from '@org/hvac-core/refrigerant';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refrigerantDefinition } from './definition';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCalculator } from '../../test/render-calculator';
import { prepareVapourTable } from './vapour-tables';

// The default refrigerant's superheated-vapour table, loaded on demand by the page, is in before the
// tests that read figures at once; the last test loads another one through the page.
beforeAll(() => prepareVapourTable('R410A') ?? undefined);

describe('RefrigerantCalculator', () => {
  it('sizes the 5-ton R-410A suction line at 7/8 in with the engine’s figures', () => {
    // 60 000 Btu/h, 40 °F SST / 105 °F SCT, 60 ft + 4 standard elbows, 2 °F allowed: the 7/8 in
    // suction line Trane prints for its 5-ton R-410A units (installer's guide 18-AC108D1, table 5.1).
    renderCalculator(refrigerantDefinition);
    expect(screen.getByTestId('selected-size')).toHaveTextContent('7/8 in OD');
    // Suction gas at 40 °F dew + 10 °F superheat: 33.85 kg/m³ from the CoolProp superheated table
    // (the ideal-gas ratio gave 34.55, 2 % high).
    expect(screen.getByTestId('velocity')).toHaveTextContent('1,902 fpm');
    expect(screen.getByTestId('pressure-drop')).toHaveTextContent('3.65 psi');
    expect(screen.getByTestId('temperature-penalty')).toHaveTextContent('1.62 °F');
    expect(screen.getByTestId('mass-flow')).toHaveTextContent('810.5 lb/h');
    expect(screen.getByTestId('capacity-loss')).toHaveTextContent('2.8 %');
    expect(screen.getByTestId('charge')).toHaveTextContent('0.43 lb');
    expect(screen.getByTestId('candidate-3/4')).toHaveTextContent('✗');
    expect(screen.getByTestId('candidate-7/8')).toHaveTextContent('selected');
    expect(screen.getByTestId('fitting-length-0')).toHaveTextContent(/ft each/);
    expect(screen.getByTestId('no-warnings')).toBeInTheDocument();
  });

  it('converts the entered values when switching to Metric', async () => {
    renderCalculator(refrigerantDefinition);
    await userEvent.click(screen.getByText('Metric'));
    expect(screen.getByRole('textbox', { name: 'Straight length m' })).toHaveValue('18.288');
    expect(screen.getByTestId('selected-size')).toHaveTextContent('7/8 in OD (22.23 mm)');
    expect(screen.getByTestId('pressure-drop')).toHaveTextContent('25.14 kPa');
    expect(screen.getByTestId('temperature-penalty')).toHaveTextContent('0.9 K');
  });

  it('moves the allowed penalty to the liquid-line default and checks the subcooling', async () => {
    renderCalculator(refrigerantDefinition);
    await userEvent.click(screen.getByText('Liquid'));
    expect(screen.getByRole('textbox', { name: 'Allowed temperature penalty °F' })).toHaveValue(
      '1',
    );
    expect(screen.getByTestId('subcooling-remaining')).toHaveTextContent(/°F/);
    expect(screen.queryByTestId('capacity-loss')).not.toBeInTheDocument();
  });

  it('shows a warning with its rule: a large suction riser does not return oil', async () => {
    renderCalculator(refrigerantDefinition, {
      ...defaultRefrigerantLineInput('Imperial'),
      orientation: 'riser',
      allowedTemperaturePenalty: 0.2,
    });
    const warnings = screen.getByRole('region', { name: 'Warnings' });
    expect(within(warnings).getByTestId('warning-velocityBelowOilReturn')).toHaveTextContent(
      /Rule: Oil return: at least 500 fpm/,
    );
  });

  it('shows a field’s own message and keeps the last valid result', async () => {
    renderCalculator(refrigerantDefinition);
    const length = screen.getByLabelText('Straight length');
    await userEvent.clear(length);
    await userEvent.type(length, '0');
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(
      screen.getAllByText('Straight length must be between 1 and 3,000 ft.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByTestId('selected-size')).toHaveTextContent('7/8 in OD');
  });

  it('lists the 13 refrigerants with their safety group and GWP, and limits temperatures to the table', async () => {
    renderCalculator(refrigerantDefinition);
    const select = screen.getByLabelText('Refrigerant');
    expect(within(select).getAllByRole('option')).toHaveLength(13);
    expect(
      within(select).getByRole('option', { name: 'R-290 (propane) (A3, GWP 3)' }),
    ).toBeInTheDocument();
    // GWP100 on the IPCC AR4 basis: R-410A = 0.5 × 675 (R-32) + 0.5 × 3500 (R-125) = 2,088.
    expect(
      within(select).getByRole('option', { name: 'R-410A (A1, GWP 2,088)' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, 'R744');
    expect(screen.getByLabelText('Condensing temperature')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/for R-744 \(CO₂, subcritical\)/).length).toBeGreaterThan(0);
  });

  it('asks for the discharge superheat on a hot-gas discharge line', async () => {
    renderCalculator(refrigerantDefinition);
    expect(screen.queryByLabelText('Discharge superheat')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Hot-gas discharge'));
    expect(screen.getByLabelText('Discharge superheat')).toBeInTheDocument();
    expect(screen.getByTestId('cycle-row-dischargeGasTemperature')).toHaveTextContent('150 °F');
  });

  it('renames a calculation still at its default name after the line type, and keeps a name typed by the user', async () => {
    renderCalculator(refrigerantDefinition);
    const name = screen.getByLabelText('Calculation name');
    expect(name).toHaveValue('Suction line');
    await userEvent.click(screen.getByText('Hot-gas discharge'));
    expect(name).toHaveValue('Hot-gas discharge line');
    await userEvent.click(screen.getByText('Liquid'));
    expect(name).toHaveValue('Liquid line');
    await userEvent.clear(name);
    await userEvent.type(name, 'Condenser to TXV');
    await userEvent.click(screen.getByText('Suction'));
    expect(name).toHaveValue('Condenser to TXV');
  });

  it('adds a custom fitting, asks for its length, and counts it', async () => {
    renderCalculator(refrigerantDefinition);
    await userEvent.click(screen.getByRole('button', { name: 'Add fitting' }));
    await userEvent.selectOptions(
      screen.getByLabelText('Fitting 2'),
      'Other (enter its equivalent length)',
    );
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Equivalent length each, fitting 2 ft' }),
      '20',
    );
    expect(screen.getByTestId('fitting-length-1')).toHaveTextContent('20 ft each');
    await userEvent.click(screen.getByRole('button', { name: 'Remove fitting 2' }));
    expect(screen.queryByLabelText('Fitting 2')).not.toBeInTheDocument();
  });

  it('loads the property table of a refrigerant chosen later, then sizes with it', async () => {
    renderCalculator(refrigerantDefinition);
    await userEvent.selectOptions(screen.getByLabelText('Refrigerant'), 'R717');
    await waitFor(() =>
      expect(screen.queryByTestId('property-table-loading')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Showing the last valid result')).not.toBeInTheDocument();
    expect(screen.getByTestId('mass-flow')).not.toHaveTextContent('810.5 lb/h');
  });
});
