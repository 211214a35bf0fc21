import {
  calculateHeatLoad,
  defaultHeatLoadInput,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { formatNumber } from '@org/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heatLoadEngine } from './engine';
import { describe, expect, it } from 'vitest';
import { renderCalculator } from '../../test/render-calculator';
import { HeatLoadCalculator } from './HeatLoadCalculator';
import { calculatorByDomain } from '../catalog';

/** The calculator as the public /heat-load page has it: the editor on the engine alone. */
const heatLoad = {
  ...heatLoadEngine,
  Editor: HeatLoadCalculator,
  createDraft: defaultHeatLoadInput,
};

/** The engine's total for an input, as the page must show it (value and unit). */
function expectedTotal(input: HeatLoadInputDraft, unit: string): string {
  return `${formatNumber(calculateHeatLoad(input).totalLoad, { maximumFractionDigits: 0 })} ${unit}`;
}

describe('HeatLoadCalculator', () => {
  it('shows the engine’s total for the initial input, with its unit', () => {
    renderCalculator(heatLoad);
    const total = screen.getByTestId('total-load');
    expect(total).toHaveTextContent(expectedTotal(defaultHeatLoadInput('Imperial'), 'Btu/h'));
    expect(total).toHaveAttribute('aria-live', 'polite');
  });

  it('says the method’s limits next to the result and links to the building load (issue 22)', () => {
    renderCalculator(heatLoad);
    const limits = screen.getByRole('region', { name: 'What this room method leaves out' });
    expect(limits).toHaveTextContent(/no sol-air/);
    expect(limits).toHaveTextContent(/Steady state/);
    expect(within(limits).getByRole('link', { name: 'Building load' })).toHaveAttribute(
      'href',
      `/calculators/${calculatorByDomain('building-load')!.route}`,
    );
  });

  it('adds a window on another orientation, and its solar gain joins the total (issue 22)', async () => {
    renderCalculator(heatLoad);
    const solarBefore = calculateHeatLoad(defaultHeatLoadInput('Imperial')).windowSolarLoad;
    await userEvent.click(
      screen.getByRole('button', { name: 'Add a window on another orientation' }),
    );
    await userEvent.type(screen.getByLabelText('Window 2 area'), '40');
    const withWest = {
      ...defaultHeatLoadInput('Imperial'),
      additionalWindows: [{ orientation: 'W' as const, area: 40 }],
    };
    // 40 ft² facing west at the first window's SHGC 0.4: 40 × 216 × 0.4/0.87 Btu/h more.
    expect(calculateHeatLoad(withWest).windowSolarLoad - solarBefore).toBeCloseTo(
      (40 * 216 * 0.4) / 0.87,
      4,
    );
    expect(screen.getByTestId('total-load')).toHaveTextContent(expectedTotal(withWest, 'Btu/h'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove window 2' }));
    expect(screen.getByTestId('total-load')).toHaveTextContent(
      expectedTotal(defaultHeatLoadInput('Imperial'), 'Btu/h'),
    );
  });

  it('shows every breakdown row and the total in each unit', () => {
    renderCalculator(heatLoad);
    const result = calculateHeatLoad(defaultHeatLoadInput('Imperial'));
    for (const key of [
      'wallLoad',
      'windowLoad',
      'windowSolarLoad',
      'roofLoad',
      'ventilationLoad',
      'infiltrationLoad',
      'internalLoad',
      'peopleSensibleLoad',
      'peopleLatentLoad',
      'lightingGain',
      'equipmentGain',
      'safetyFactorLoad',
    ] as const) {
      const row = screen.getByTestId(`result-row-${key}`);
      expect(row).toHaveTextContent(
        `${formatNumber(result[key], { maximumFractionDigits: 0 })} Btu/h`,
      );
    }
    expect(screen.getByTestId('total-watts')).toHaveTextContent(
      `${formatNumber(result.totals.watts, { maximumFractionDigits: 0 })} W`,
    );
    expect(screen.getByTestId('total-kilowatts')).toHaveTextContent(/ kW$/);
    expect(screen.getByTestId('total-btuPerHour')).toHaveTextContent(/ Btu\/h$/);
    expect(screen.getByTestId('total-tons')).toHaveTextContent(/ tons$/);
    expect(
      screen.getByRole('img', { name: /Breakdown of the cooling load, Btu\/h: Walls/ }),
    ).toBeInTheDocument();
  });

  it('labels every numeric field with its unit', () => {
    renderCalculator(heatLoad);
    expect(screen.getByRole('textbox', { name: 'Wall area ft²' })).toHaveValue('400');
    expect(screen.getByRole('textbox', { name: 'Ventilation rate cfm' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Wall U-value Btu/h·ft²·°F' })).toBeInTheDocument();
  });

  it('shows no field message before the user types', () => {
    renderCalculator(heatLoad, { ...defaultHeatLoadInput('Imperial'), wallArea: -5 });
    expect(screen.getByLabelText('Wall area')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('No result yet')).toBeInTheDocument();
  });

  it('shows the field’s own message for a negative wall area, keeping the last valid result', async () => {
    renderCalculator(heatLoad);
    const before = screen.getByTestId('total-load').textContent;
    const wallArea = screen.getByLabelText('Wall area');
    await userEvent.clear(wallArea);
    await userEvent.type(wallArea, '-5');

    const message = 'Wall area must be between 0 and 100,000 ft².';
    expect(wallArea).toHaveAttribute('aria-invalid', 'true');
    expect(wallArea).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(screen.getByTestId('total-load').textContent).toBe(before);
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
  });

  it('reports a cleared field as required once the user leaves it', async () => {
    renderCalculator(heatLoad);
    const people = screen.getByLabelText('Number of people');
    await userEvent.clear(people);
    await userEvent.tab();
    expect(people).toHaveAccessibleDescription(
      expect.stringContaining('Number of people is required.'),
    );
  });

  it('converts the values entered when switching to Metric', async () => {
    renderCalculator(heatLoad);
    await userEvent.click(screen.getByText('Metric', { exact: true }));

    expect(screen.getByRole('textbox', { name: 'Wall area m²' })).toHaveValue('37.16');
    expect(screen.getByRole('textbox', { name: 'Indoor temperature °C' })).toHaveValue('23.89');
    // Watts are watts in both systems.
    expect(screen.getByRole('textbox', { name: 'Lighting load W' })).toHaveValue('300');
    // The same room: the same total, now in W.
    expect(screen.getByTestId('total-load')).toHaveTextContent(
      `${formatNumber(calculateHeatLoad(defaultHeatLoadInput('Imperial')).totals.watts, { maximumFractionDigits: 0 })} W`,
    );

    await userEvent.click(screen.getByText('Imperial', { exact: true }));
    expect(screen.getByRole('textbox', { name: 'Wall area ft²' })).toHaveValue('400');
  });

  it('checks ventilation against the space type the user picks (default office space)', async () => {
    renderCalculator(heatLoad);
    const select = screen.getByLabelText('Space type for the ventilation check');
    expect(select).toHaveValue('officeSpace');
    await userEvent.selectOptions(select, 'dwelling');
    expect(select).toHaveValue('dwelling');
  });

  it('offers the internal-gains credit in Heating only', async () => {
    renderCalculator(heatLoad);
    expect(screen.queryByLabelText('Credit internal gains in heating')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Heating', { exact: true }));
    expect(screen.getByLabelText('Credit internal gains in heating')).not.toBeChecked();
    expect(screen.getByRole('heading', { name: /^Heating load/ })).toBeInTheDocument();
    // Tons of refrigeration rate cooling equipment: a heating result does not list them.
    expect(screen.queryByTestId('total-tons')).not.toBeInTheDocument();
  });

  it('shows the engine’s warnings beside the results, naming their field', async () => {
    renderCalculator(heatLoad);
    const uValue = screen.getByLabelText('Wall U-value');
    await userEvent.clear(uValue);
    await userEvent.type(uValue, '0.9');

    const warning = calculateHeatLoad({
      ...defaultHeatLoadInput('Imperial'),
      wallUValue: 0.9,
    }).warnings.find((item) => item.field === 'wallUValue');
    expect(warning).toBeDefined();
    const alert = screen.getByText(warning?.message ?? '').closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText('Wall U-value')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('result-row-wallLoad')).getByText('Warning'),
    ).toBeInTheDocument();

    await userEvent.click(
      within(alert as HTMLElement).getByRole('button', { name: 'Go to Wall U-value' }),
    );
    expect(uValue).toHaveFocus();
  });
});
