import {
  calculateHydronicSystem,
  defaultHydronicSystemInput,
} from '@org/hvac-core/hydronic-system';
import {
  PumpHeadInputSchema,
  calculatePumpHeadInput,
  defaultPumpHeadInput,
  type PumpHeadFormDraft,
} from '@org/hvac-core/pump';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { useEvaluation } from '../../calculator-kit/use-evaluation';
import type { DutySourceFile } from '../fan/DutyFromFilePanel';
import { pumpHeadDefinition } from './definition';
import { pumpDutyFromHydronicSystem } from './duty-from-hydronic-system';
import { PumpHeadCalculator } from './PumpHeadCalculator';

const water = defaultHydronicSystemInput('Imperial');
const hydronic = calculateHydronicSystem(water);

const FILES: DutySourceFile[] = [
  { fileId: 'hs-1', name: 'Level 2 CHW', data: water },
  { fileId: 'hs-2', name: 'Half-drawn', data: { sections: 4 } },
];

function Harness({ initial }: { initial: PumpHeadFormDraft }) {
  const [draft, setDraft] = useState<PumpHeadFormDraft>(initial);
  return (
    <>
      <PumpHeadCalculator
        value={draft}
        onChange={setDraft}
        evaluation={useEvaluation(pumpHeadDefinition, draft)}
        hydronicSystemSources={{ status: 'ready', files: FILES }}
      />
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

describe('pumpDutyFromHydronicSystem', () => {
  it('gives the index circuit: its sections, branch and component drops at design flow', () => {
    const duty = pumpDutyFromHydronicSystem(water, 'Imperial');
    const index = hydronic.circuits.find((circuit) => circuit.isIndex);
    expect(index?.name).toBe('Fan coil 4');
    // Supply S1…S4, the branch, return R4…R1 as the input lists them (R1 … R4): 9 runs.
    expect(duty.fields.sections?.map((section) => section?.name?.split(' ')[0])).toEqual([
      'S1',
      'S2',
      'S3',
      'S4',
      'Fan',
      'R1',
      'R2',
      'R3',
      'R4',
    ]);
    expect(duty.fields.flowRate).toBeCloseTo(hydronic.pump.design.flowRate, 9);
    expect(duty.indexPressureDrop).toBeCloseTo(hydronic.indexCircuit.pressureDrop, 9);
    // The pump-head engine on that input: its friction recomputed, the drops as components; the
    // total is the hydronic system's index drop within what the two treat differently (reducers,
    // negative tee losses), here under 2 %.
    const pump = calculatePumpHeadInput(
      PumpHeadInputSchema.parse({ ...defaultPumpHeadInput('Imperial'), ...duty.fields }),
    );
    const hydronicHeadFt = hydronic.indexCircuit.pressureDrop; // ft of water
    expect(Math.abs(pump.totalDynamicHead - hydronicHeadFt) / hydronicHeadFt).toBeLessThan(0.02);
  });

  it('converts to a Metric pump file', () => {
    const duty = pumpDutyFromHydronicSystem(water, 'Metric');
    // gpm × 0.063 090 2 = L/s.
    expect(duty.fields.flowRate).toBeCloseTo(hydronic.pump.design.flowRate * 0.0630902, 4);
    // ft of water × 2.989 07 = kPa.
    expect(duty.indexPressureDrop).toBeCloseTo(hydronic.indexCircuit.pressureDrop * 2.98907, 2);
  });
});

describe('PumpHeadCalculator: the duty from a hydronic-system file', () => {
  it('fills the flow and the index circuit, and says where it came from', async () => {
    renderWithMantine(<Harness initial={defaultPumpHeadInput('Imperial')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    const draft = JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as PumpHeadFormDraft;
    expect(draft.systemType).toBe('closedLoop');
    expect(draft.sections).toHaveLength(9);
    expect(draft.flowRate).toBeCloseTo(hydronic.pump.design.flowRate, 6);
    expect(screen.getByTestId('pump-head-duty-note')).toHaveTextContent(
      /^Taken from “Level 2 CHW”: the index circuit to Fan coil 4, whose drop the hydronic system gives as [\d.]+ ft of water/,
    );
    expect(screen.getByTestId('total-dynamic-head')).toHaveTextContent(/ft of water/);
  });

  it('names a file that cannot be computed and changes nothing', async () => {
    const initial = defaultPumpHeadInput('Imperial');
    renderWithMantine(<Harness initial={initial} />);
    await userEvent.selectOptions(screen.getByLabelText('Hydronic-system file'), 'hs-2');
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    expect(
      screen.getByText(/^“Half-drawn” gives no duty: its inputs are not valid/),
    ).toHaveAttribute('role', 'alert');
    const draft = JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as PumpHeadFormDraft;
    expect(draft.flowRate).toBe(initial.flowRate);
  });
});
