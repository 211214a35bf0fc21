import type { FanInputDraft } from '@org/hvac-core/fan';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculator } from '../../test/render-calculator';
import { fanDefinition } from './definition';
import { FanCalculator } from './FanCalculator';

// The calculator without the workspace's project files (which need the router): no duty panel.
const fan = { ...fanDefinition, Editor: FanCalculator };

// 20,000 cfm at 4 in. wg and 72 % total efficiency, no outlet area: 17.52 hp, a 20 hp motor at 88 %.
const duty: FanInputDraft = {
  calculationName: 'AHU-1 supply fan',
  unitSystem: 'Imperial',
  airflow: 20_000,
  fanStaticPressure: 4,
  fanEfficiencyPercent: 72,
};

describe('FanCalculator', () => {
  it('shows the brake power, the efficiencies and the next standard motor with its load', () => {
    renderCalculator(fan, duty);
    expect(screen.getByTestId('shaft-power')).toHaveTextContent('17.52 hp');
    expect(screen.getByTestId('total-air-power')).toHaveTextContent('12.61 hp');
    expect(screen.getByTestId('total-efficiency')).toHaveTextContent('72 %');
    expect(screen.getByTestId('motor-size')).toHaveTextContent('20 hp');
    expect(screen.getByTestId('motor-load')).toHaveTextContent('88 %');
    expect(screen.queryByRole('region', { name: 'Warnings' })).not.toBeInTheDocument();
  });

  it('converts the entered duty when switching to Metric: the same fan in L/s, Pa and kW', async () => {
    renderCalculator(fan, duty);
    await userEvent.click(screen.getByText('Metric'));
    expect(screen.getByRole('textbox', { name: 'Airflow L/s' })).toHaveValue('9,438.95');
    expect(screen.getByTestId('shaft-power')).toHaveTextContent('13.06 kW');
    expect(screen.getByTestId('motor-size')).toHaveTextContent('15 kW');
  });

  it('keeps "1e12" typed into Airflow as the number it is, and refuses it with the range, not as 112', async () => {
    renderCalculator(fan, duty);
    const airflow = screen.getByRole('textbox', { name: 'Airflow cfm' });
    await userEvent.clear(airflow);
    await userEvent.type(airflow, '1e12');
    await userEvent.tab();
    expect(airflow).toHaveValue('1,000,000,000,000');
    expect(airflow).toHaveAttribute('aria-invalid', 'true');
    expect(airflow).toHaveAccessibleDescription(/Airflow must be/);
    expect(screen.queryByText(/\b112\b/)).not.toBeInTheDocument();
  });

  it('keeps letters typed into Airflow and says it is not a number, not that it is required', async () => {
    renderCalculator(fan, duty);
    const airflow = screen.getByRole('textbox', { name: 'Airflow cfm' });
    await userEvent.clear(airflow);
    await userEvent.type(airflow, '20k');
    await userEvent.tab();
    expect(airflow).toHaveValue('20k');
    expect(airflow).toHaveAccessibleDescription(/“20k” is not a number/);
    expect(screen.queryByText('Airflow is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Airflow must be a number.')).toBeInTheDocument();
  });

  it('says what a blank optional field stands for', () => {
    renderCalculator(fan, duty);
    expect(screen.getByLabelText('Fan outlet area')).toHaveAttribute(
      'placeholder',
      'Default: none (static pressure only)',
    );
  });

  it('gives the fan-law duty for a new speed, with the overload warning beside the results', async () => {
    renderCalculator(fan, duty);
    await userEvent.type(screen.getByLabelText('Present fan speed'), '1000');
    await userEvent.type(screen.getByLabelText('New fan speed'), '1100');
    // (1.1)³ × 17.516 hp = 23.31 hp, 117 % of the 20 hp motor.
    expect(screen.getByTestId('fan-law-airflow')).toHaveTextContent('22,000 cfm');
    expect(screen.getByTestId('fan-law-shaft-power')).toHaveTextContent('23.31 hp');
    const warnings = screen.getByRole('region', { name: 'Warnings' });
    expect(within(warnings).getByText(/a larger motor is needed/)).toBeInTheDocument();
  });

  it('asks for the new speed with the present one, keeping the last valid result', async () => {
    renderCalculator(fan, duty);
    const present = screen.getByLabelText('Present fan speed');
    await userEvent.type(present, '1000');
    await userEvent.tab();
    expect(screen.getByText('Showing the last valid result')).toBeInTheDocument();
    await userEvent.click(
      screen.getByText('New fan speed is required with the present fan speed.'),
    );
    expect(screen.getByLabelText('New fan speed')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New fan speed')).toHaveFocus();
    expect(screen.getByTestId('shaft-power')).toHaveTextContent('17.52 hp');
  });
});
