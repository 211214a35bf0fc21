import { defaultDuctInput, type DuctInputDraft } from '@org/hvac-core/duct';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculator, templateDraft } from '../../test/render-calculator';
import { ductDefinition } from './definition';
import { parseDraft } from '../../calculator-kit/parse-with-schema';

/** The Restaurant Kitchen Ventilation template's duct (apps/web/src/projects/templates.ts). */
const kitchenExhaust = templateDraft<DuctInputDraft>(
  'restaurant-kitchen-ventilation',
  'Kitchen exhaust duct',
);

describe('DuctCalculator', () => {
  it('sizes 1000 cfm at 0.1 in. wg/100 ft round galvanized: 13.7 in exact, 14 in standard', () => {
    // ASHRAE Handbook—Fundamentals (2021), ch. 21, fig. 10: about 13.6 in and 980 fpm; the 14 in
    // standard duct carries 1000 / (π/4 × (14/12)²) = 935 fpm.
    renderCalculator(ductDefinition);
    expect(screen.getByTestId('duct-size')).toHaveTextContent('14 in Ø');
    expect(screen.getByTestId('exact-duct-size')).toHaveTextContent(/^13\.[67] in Ø$/);
    expect(screen.getByTestId('duct-velocity')).toHaveTextContent('935 fpm');
    expect(screen.getByTestId('exact-duct-velocity')).toHaveTextContent(/^9[78]\d fpm$/);
  });

  it('opens the kitchen template’s exhaust duct: 2000 cfm at 1500 fpm → 16 in', () => {
    // A = 2000 / 1500 = 1.333 ft², D = √(4A/π) = 15.6 in → 16 in; 2000 / 1.396 ft² = 1432 fpm.
    renderCalculator(ductDefinition, kitchenExhaust);
    expect(screen.getByTestId('duct-size')).toHaveTextContent('16 in Ø');
    expect(screen.getByTestId('exact-duct-size')).toHaveTextContent('15.6 in Ø');
    expect(screen.getByTestId('duct-velocity')).toHaveTextContent('1,432 fpm');
    expect(screen.getByTestId('duct-fitting-loss-0')).toHaveTextContent('C = 0.11');
  });

  it('converts the entered values when switching to Metric', async () => {
    renderCalculator(ductDefinition);
    await userEvent.click(screen.getByText('Metric'));
    // 1000 cfm = 471.9 L/s; 0.1 in. wg/100 ft = 0.817 Pa/m; 100 ft = 30.48 m.
    expect(screen.getByRole('textbox', { name: 'Airflow L/s' })).toHaveValue('471.95');
    expect(screen.getByRole('textbox', { name: 'Duct length m' })).toHaveValue('30.48');
    expect(screen.getByTestId('duct-size')).toHaveTextContent('355 mm Ø');
  });

  it('adds and removes a fitting and shows its loss', async () => {
    renderCalculator(ductDefinition);
    await userEvent.click(screen.getByRole('button', { name: 'Add fitting' }));
    expect(screen.getByTestId('duct-fitting-loss-0')).toBeInTheDocument();
    expect(screen.getByTestId('fittings-pressure-loss')).not.toHaveTextContent(/^0\.000/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove fitting 1' }));
    expect(screen.queryByTestId('duct-fitting-loss-0')).toBeNull();
    expect(screen.getByTestId('fittings-pressure-loss')).toHaveTextContent('0.000 in. wg');
  });

  it('shows a field’s own message, keeping the last valid result', async () => {
    renderCalculator(ductDefinition);
    const airflow = screen.getByLabelText('Airflow');
    await userEvent.clear(airflow);
    expect(airflow).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(screen.getByTestId('duct-size')).toHaveTextContent('14 in Ø');
  });

  it('warns beside the results when the velocity is above the limit', () => {
    renderCalculator(ductDefinition, {
      ...defaultDuctInput('Imperial'),
      application: 'residential',
    });
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent(/above the 900 fpm/);
  });

  it('checks a given size: 12 in round at 1000 cfm', async () => {
    renderCalculator(ductDefinition);
    const check = screen.getByRole('region', { name: 'Check a given size' });
    const diameter = within(check).getByLabelText('Diameter');
    await userEvent.clear(diameter);
    await userEvent.type(diameter, '12');
    // 1000 cfm / (π/4 × 1 ft²) = 1273 fpm.
    expect(within(check).getByTestId('check-velocity')).toHaveTextContent('1,273 fpm');
  });

  it('reports the inputs, sizes, warnings and method for the PDF', () => {
    const parsed = parseDraft(ductDefinition, kitchenExhaust);
    if (!parsed.ok) throw new Error('The template should parse.');
    const result = ductDefinition.calculate(parsed.input);
    const report = ductDefinition.report(parsed.input, result);
    const standard = report.results.find((section) => section.title === 'Standard size');
    expect(standard?.rows.find((row) => row.label === 'Size')?.value).toBe('16 in Ø');
    expect(
      ductDefinition.method.some((step: { reference: string }) =>
        step.reference.includes('Colebrook'),
      ),
    ).toBe(true);
    expect(ductDefinition.snapshot(result)['diameter']).toBe(16);
  });

  it('works out the Manual D design friction rate and sizes at it when the target is blank', async () => {
    const user = userEvent.setup();
    renderCalculator(ductDefinition);
    await user.click(screen.getByRole('switch', { name: /ACCA Manual D/ }));
    await user.clear(screen.getByLabelText(/Target friction rate/));
    await user.type(screen.getByLabelText(/Blower external static pressure/), '0.5');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    await user.type(screen.getByLabelText('Component 1'), 'Coil');
    await user.type(screen.getByLabelText(/Component 1 pressure drop/), '0.2');
    await user.type(screen.getByLabelText(/Longest supply run, straight length/), '150');
    await user.type(screen.getByLabelText(/Longest supply run, fittings/), '100');
    await user.type(screen.getByLabelText(/Longest return run, straight length/), '50');
    await user.type(screen.getByLabelText(/Longest return run, fittings/), '50');
    // ACCA Manual D worksheet: ASP = 0.5 − 0.2 = 0.3 in. wg; TEL = 250 + 100 = 350 ft;
    // FR = 0.3 × 100 / 350 = 0.0857 in. wg/100 ft, inside the 0.06–0.18 design area.
    const table = screen.getByTestId('duct-manual-d');
    expect(within(table).getByRole('row', { name: /Available static pressure/ })).toHaveTextContent(
      '0.3 in. wg',
    );
    expect(within(table).getByRole('row', { name: /Total effective length/ })).toHaveTextContent(
      '350 ft',
    );
    expect(within(table).getByRole('row', { name: /Design friction rate/ })).toHaveTextContent(
      '0.086 in. wg/100 ft',
    );
    expect(within(table).getByRole('row', { name: /Used for sizing/ })).toHaveTextContent('Yes');
    expect(within(table).getByRole('row', { name: /Within the design area/ })).toHaveTextContent(
      'Yes',
    );
    // 0.05 in. wg of pressure left: 0.014 in. wg/100 ft is below the design area, with the warning.
    await user.clear(screen.getByLabelText(/Blower external static pressure/));
    await user.type(screen.getByLabelText(/Blower external static pressure/), '0.25');
    expect(
      within(screen.getByTestId('duct-manual-d')).getByRole('row', {
        name: /Within the design area/,
      }),
    ).toHaveTextContent('No');
    expect(
      screen.getAllByText(/is below the .* Manual D friction rate chart/).length,
    ).toBeGreaterThan(0);
  });
});
