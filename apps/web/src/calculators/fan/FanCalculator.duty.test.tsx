import { calculateDuctSystem, defaultDuctSystemInput } from '@org/hvac-core/duct-system';
import { FanInputSchema, type FanInputDraft } from '@org/hvac-core/fan';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculator } from '../../test/render-calculator';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { toFileData } from '../../calculator-kit/stored-file';
import type { ProjectSources } from '../../project-sources/use-project-sources';
import { fanDefinition } from './definition';
import type { DutySourceFile } from './DutyFromFilePanel';
import { FanCalculator } from './FanCalculator';
import type { FanInput, FanResult } from '@org/hvac-core/fan';

const ductSystem = defaultDuctSystemInput('Imperial');
const { fan: duty } = calculateDuctSystem(ductSystem);

const FILES: DutySourceFile[] = [
  {
    fileId: 'ds-1',
    name: 'Level 2 air',
    savedAt: new Date('2026-11-20T09:30:00.000Z'),
    data: ductSystem,
  },
  { fileId: 'ds-2', name: 'Half-drawn', data: { sections: 'none' } },
];

/** The draft the editor was last rendered with, as the workspace would save it. */
let lastDraft: FanInputDraft | undefined;

function withSources(sources: ProjectSources<DutySourceFile>) {
  return {
    ...fanDefinition,
    Editor: (props: CalculatorEditorProps<FanInputDraft, FanInput, FanResult>) => {
      lastDraft = props.value;
      return <FanCalculator {...props} ductSystemSources={sources} />;
    },
  };
}

/** The draft as a saved file stores it (its data, as JSON) and a reopened one starts from. */
function savedAndReopened(draft: FanInputDraft | undefined): FanInputDraft {
  const data = toFileData(fanDefinition, FanInputSchema.parse(draft), {});
  return JSON.parse(JSON.stringify(data)) as FanInputDraft;
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

  it('saves the link in the file: reopened, it names its source, and says nothing has changed', async () => {
    renderCalculator(withSources({ status: 'ready', files: FILES }), start);
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    expect(lastDraft?.dutySource).toEqual({
      fileId: 'ds-1',
      fileName: 'Level 2 air',
      savedAt: '2026-11-20T09:30:00.000Z',
      values: { airflow: 2000, fanStaticPressure: lastDraft?.fanStaticPressure },
    });
    const reopened = savedAndReopened(lastDraft);
    cleanup();
    renderCalculator(withSources({ status: 'ready', files: FILES }), reopened);
    expect(
      screen.getByText('From duct system “Level 2 air” (its fan airflow)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^From duct system “Level 2 air”: its fan total pressure/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('fan-duty-drift')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
  });

  it('says when the source has changed since the saved values were taken, and takes it again', async () => {
    // Saved when the duct system gave 1800 cfm; it now gives 2000 cfm.
    const saved: FanInputDraft = {
      ...start,
      airflow: 1800,
      fanStaticPressure: 1.5,
      outletArea: undefined,
      dutySource: {
        fileId: 'ds-1',
        fileName: 'Level 2 air',
        values: { airflow: 1800, fanStaticPressure: 1.5 },
      },
    };
    renderCalculator(withSources({ status: 'ready', files: FILES }), savedAndReopened(saved));
    expect(screen.getByTestId('fan-duty-drift')).toHaveTextContent(
      '“Level 2 air” has changed since its duty was taken.',
    );
    expect(
      screen.getByText('From duct system “Level 2 air” (its fan airflow)'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take it again' }));
    expect(screen.getByRole('textbox', { name: 'Airflow cfm' })).toHaveValue('2,000');
    expect(lastDraft?.dutySource?.values).toMatchObject({ airflow: 2000 });
    expect(screen.queryByTestId('fan-duty-drift')).toBeNull();
  });

  it('keeps the link and its notes across a switch of units', async () => {
    renderCalculator(withSources({ status: 'ready', files: FILES }), start);
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    await userEvent.click(screen.getByText('Metric'));
    expect(screen.getByRole('textbox', { name: 'Airflow L/s' })).toHaveValue('943.89');
    expect(lastDraft?.dutySource?.values?.airflow).toBe(lastDraft?.airflow);
    expect(
      screen.getByText('From duct system “Level 2 air” (its fan airflow)'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('fan-duty-drift')).toBeNull();
    // Saved in Metric and reopened: still the same duty as the source's.
    cleanup();
    renderCalculator(withSources({ status: 'ready', files: FILES }), savedAndReopened(lastDraft));
    expect(screen.queryByTestId('fan-duty-drift')).toBeNull();
    expect(
      screen.getByText(/^From duct system “Level 2 air”: its fan total pressure/),
    ).toBeInTheDocument();
  });

  it('keeps the link when a taken field is edited by hand, without that field’s note', async () => {
    renderCalculator(withSources({ status: 'ready', files: FILES }), start);
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    const airflow = screen.getByRole('textbox', { name: 'Airflow cfm' });
    await userEvent.clear(airflow);
    await userEvent.type(airflow, '2500');
    expect(screen.queryByText('From duct system “Level 2 air” (its fan airflow)')).toBeNull();
    expect(
      screen.getByText(/^From duct system “Level 2 air”: its fan total pressure/),
    ).toBeInTheDocument();
    expect(lastDraft?.dutySource?.fileId).toBe('ds-1');
  });

  it('drops the link on "Unlink": no notes, nothing saved', async () => {
    renderCalculator(withSources({ status: 'ready', files: FILES }), start);
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(lastDraft && 'dutySource' in lastDraft).toBe(false);
    expect(screen.queryByText(/^From duct system/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Airflow cfm' })).toHaveValue('2,000');
  });

  it('says when the linked file is no longer in the project, and can still be unlinked', async () => {
    const saved: FanInputDraft = {
      ...start,
      dutySource: { fileId: 'ds-gone', fileName: 'Old air', values: { airflow: 10_000 } },
    };
    renderCalculator(withSources({ status: 'ready', files: FILES }), savedAndReopened(saved));
    expect(screen.getByTestId('fan-duty-drift')).toHaveTextContent(
      'The duct-system file “Old air”, which the duty was taken from, is no longer in the project.',
    );
    expect(screen.getByText('From duct system “Old air” (its fan airflow)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(screen.queryByTestId('fan-duty-drift')).toBeNull();
  });
});
