import type { VentilationInputDraft } from '@org/hvac-core/ventilation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ventilationDefinition } from './definition';
import { describe, expect, it } from 'vitest';
import { renderCalculator, templateDraft } from '../../test/render-calculator';

/** The Restaurant Kitchen Ventilation template's hood: 12 × 4 × 1 ft at 300 air changes (spec §9). */
const kitchen = templateDraft<VentilationInputDraft>(
  'restaurant-kitchen-ventilation',
  'Kitchen hood ventilation',
);

describe('VentilationCalculator', () => {
  it('shows the kitchen template’s 48 ft³ and 240 cfm (spec §9)', () => {
    renderCalculator(ventilationDefinition, kitchen);
    expect(screen.getByTestId('room-volume')).toHaveTextContent('48 ft³');
    expect(screen.getByTestId('required-airflow')).toHaveTextContent('240 cfm');
    expect(screen.getByRole('textbox', { name: 'Room width ft' })).toHaveValue('12');
  });

  it('converts the entered room when switching to Metric, with m³/h beside L/s', async () => {
    renderCalculator(ventilationDefinition, kitchen);
    await userEvent.click(screen.getByText('Metric'));
    expect(screen.getByRole('textbox', { name: 'Room width m' })).toHaveValue('3.658');
    expect(screen.getByTestId('room-volume')).toHaveTextContent('1.36 m³');
    expect(screen.getByTestId('required-airflow')).toHaveTextContent('113 L/s');
    expect(screen.getByTestId('required-airflow-m3h')).toHaveTextContent('408 m³/h');
  });

  it('computes the inverse: air changes from an airflow', async () => {
    renderCalculator(ventilationDefinition, kitchen);
    await userEvent.click(screen.getByText('Airflow → air changes'));
    const airflow = screen.getByLabelText('Airflow');
    await userEvent.type(airflow, '120');
    // 120 cfm × 60 / 48 ft³ = 150 ACH.
    expect(screen.getByTestId('air-changes')).toHaveTextContent('150 ACH');
  });

  it('shows a field’s own message, keeping the last valid result', async () => {
    renderCalculator(ventilationDefinition, kitchen);
    const width = screen.getByLabelText('Room width');
    await userEvent.clear(width);
    await userEvent.type(width, '0');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    expect(screen.getByTestId('required-airflow')).toHaveTextContent('240 cfm');
  });

  it('gives the ASHRAE 62.1 breakdown in its mode', async () => {
    renderCalculator(ventilationDefinition);
    await userEvent.click(screen.getByText('ASHRAE 62.1'));
    await userEvent.type(screen.getByLabelText('Zone floor area'), '1000');
    await userEvent.type(screen.getByLabelText('Zone population'), '5');
    // Office space: 5 cfm/person × 5 + 0.06 cfm/ft² × 1000 ft² = 85 cfm; Ez = 1.0.
    expect(screen.getByTestId('vrp-row-breathingZoneOutdoorAirflow')).toHaveTextContent('85 cfm');
    expect(screen.getByTestId('required-airflow')).toHaveTextContent('85 cfm');
  });

  it('lists the occupancy categories under their Table 6-1 group headings, and names the chosen group', async () => {
    renderCalculator(ventilationDefinition);
    await userEvent.click(screen.getByText('ASHRAE 62.1'));
    const select = screen.getByRole('combobox', { name: /occupancy/i });
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toContain('Office Buildings');
    expect(groups).toContain('General');
    await userEvent.selectOptions(select, 'officeBreakroom');
    expect(select).toHaveAccessibleDescription(/Table 6-1, Office Buildings:/);
    await userEvent.selectOptions(select, 'breakRoom');
    expect(select).toHaveAccessibleDescription(/Table 6-1, General:/);
  });

  it('warns when the air changes are outside the space’s guidance', () => {
    renderCalculator(ventilationDefinition, { ...kitchen, spaceType: 'commercialKitchen' });
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent(
      /above the 20–30 ACH/,
    );
  });

  it('sizes a kitchen hood’s exhaust by hood style, duty and length, in both unit systems', async () => {
    renderCalculator(ventilationDefinition);
    await userEvent.click(screen.getByText('Kitchen hood'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /appliance duty/i }),
      'heavy',
    );
    const length = screen.getByLabelText('Hood length');
    await userEvent.clear(length);
    await userEvent.type(length, '5');
    // IMC 507.13: wall-mounted canopy over heavy duty, 400 cfm/ft × 5 ft = 2,000 cfm.
    expect(screen.getByTestId('hood-exhaust')).toHaveTextContent('2,000 cfm');
    await userEvent.click(screen.getByText('Metric'));
    // 2,000 cfm = 943.9 L/s.
    expect(screen.getByTestId('hood-exhaust')).toHaveTextContent('944 L/s');
  });

  it('says an eyebrow hood is not allowed over heavy-duty appliances', async () => {
    renderCalculator(ventilationDefinition);
    await userEvent.click(screen.getByText('Kitchen hood'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /hood style/i }), 'eyebrow');
    const duty = screen.getByRole('combobox', { name: /appliance duty/i });
    expect(duty).toHaveTextContent(/Heavy duty.*not allowed/);
    await userEvent.selectOptions(duty, 'heavy');
    expect(duty).toHaveAttribute('aria-invalid', 'true');
    expect(duty).toHaveAccessibleDescription(/does not allow an eyebrow hood over heavy duty/);
  });
});
