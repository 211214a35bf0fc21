import { calculateDuctSystem, defaultDuctSystemInput } from '@org/hvac-core/duct-system';
import type { FanInputDraft } from '@org/hvac-core/fan';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculator } from '../../test/render-calculator';
import type { CalculatorEditorProps } from '../../workspace/types';
import type { ProjectSources } from '../../workspace/use-project-sources';
import { fanDefinition } from './definition';
import type { DutySourceFile } from './DutyFromFilePanel';
import { FanCalculator } from './FanCalculator';
import type { FanInput, FanResult } from '@org/hvac-core/fan';

const ductSystem = defaultDuctSystemInput('Imperial');
const { fan: duty } = calculateDuctSystem(ductSystem);

const FILES: DutySourceFile[] = [
  { fileId: 'ds-1', name: 'Level 2 air', data: ductSystem },
  { fileId: 'ds-2', name: 'Half-drawn', data: { sections: 'none' } },
];

function withSources(sources: ProjectSources<DutySourceFile>) {
  return {
    ...fanDefinition,
    Editor: (props: CalculatorEditorProps<FanInputDraft, FanInput, FanResult>) => (
      <FanCalculator {...props} ductSystemSources={sources} />
    ),
  };
}

const start: FanInputDraft = {
  calculationName: 'SF-1',
  unitSystem: 'Imperial',
  airflow: 10_000,
  fanStaticPressure: 2,
  outletArea: 4,
  fanEfficiencyPercent: 65,
};

describe('FanCalculator: the duty from a duct-system file', () => {
  it('fills airflow and the fan total pressure with its safety factor, and clears the outlet area', async () => {
    renderCalculator(withSources({ status: 'ready', files: FILES }), start);
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    // 2000 cfm; the fan total pressure with the 10 % safety factor, as the duct system gives it.
    expect(screen.getByRole('textbox', { name: 'Airflow cfm' })).toHaveValue('2,000');
    const pressure = screen.getByRole('textbox', { name: /^Fan static pressure/ });
    expect(Number((pressure as HTMLInputElement).value)).toBeCloseTo(duty.fanTotalPressure, 2);
    expect(duty.fanTotalPressure).toBeCloseTo(duty.systemTotalPressure * 1.1, 9);
    expect(screen.getByRole('textbox', { name: /^Fan outlet area/ })).toHaveValue('');
    expect(
      screen.getByText('From duct system “Level 2 air” (its fan airflow)'),
    ).toBeInTheDocument();
    // The fan power follows: 2000 cfm × p_t / (6356 × 0.65) hp (ASHRAE HVAC S&E 2020, ch. 21).
    const shaftHp = (2000 * duty.fanTotalPressure) / (6356 * 0.65);
    expect(screen.getByTestId('shaft-power')).toHaveTextContent(`${shaftHp.toFixed(2)} hp`);
  });

  it('names a file that cannot be computed and changes nothing', async () => {
    renderCalculator(withSources({ status: 'ready', files: FILES }), start);
    await userEvent.selectOptions(screen.getByLabelText('Duct-system file'), 'ds-2');
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^“Half-drawn” gives no duty: its inputs are not valid/,
    );
    expect(screen.getByRole('textbox', { name: 'Airflow cfm' })).toHaveValue('10,000');
  });

  it('converts to a Metric fan file: L/s and Pa', async () => {
    renderCalculator(withSources({ status: 'ready', files: FILES }), {
      ...start,
      unitSystem: 'Metric',
      airflow: 5000,
      fanStaticPressure: 500,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    // 2000 cfm × 0.471 947 L/s per cfm = 943.89 L/s.
    expect(screen.getByRole('textbox', { name: 'Airflow L/s' })).toHaveValue('943.89');
  });

  it('says when there is no project or no duct system', () => {
    const { unmount } = renderCalculator(withSources({ status: 'noProject' }), start);
    const panel = screen.getByRole('region', { name: 'Take the duty from a duct-system file' });
    expect(
      within(panel).getByText(
        'Save this file in a project to take the duty from its duct-system files.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderCalculator(withSources({ status: 'ready', files: [] }), start);
    expect(screen.getByText('The project has no duct-system file yet.')).toBeInTheDocument();
  });
});
