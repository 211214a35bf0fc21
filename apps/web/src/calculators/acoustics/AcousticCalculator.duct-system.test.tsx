import {
  defaultDuctNoisePathInput,
  type DuctNoisePathInput,
  type DuctNoisePathInputDraft,
  type DuctNoisePathResult,
} from '@org/hvac-core/acoustics';
import { defaultDuctSystemInput } from '@org/hvac-core/duct-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalculatorHarness } from '../../test/calculator-harness';
import { renderWithMantine } from '../../test/render';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import type { DutySourceFile } from '../fan/DutyFromFilePanel';
import { AcousticCalculator } from './AcousticCalculator';
import { acousticDefinition } from './definition';

const FILES: DutySourceFile[] = [
  { fileId: 'ds-1', name: 'Level 2 air', data: defaultDuctSystemInput('Imperial') },
];

function Editor(
  props: CalculatorEditorProps<DuctNoisePathInputDraft, DuctNoisePathInput, DuctNoisePathResult>,
) {
  return <AcousticCalculator {...props} ductSystemSources={{ status: 'ready', files: FILES }} />;
}

describe('AcousticCalculator: the path from a duct-system file', () => {
  it('replaces the first path with the critical path and names where it came from', async () => {
    renderWithMantine(
      <CalculatorHarness
        editor={Editor}
        engine={acousticDefinition}
        initial={defaultDuctNoisePathInput('Imperial')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Take the duty' }));
    expect(screen.getByTestId('acoustic-path-note')).toHaveTextContent(
      'Path taken from “Level 2 air”.',
    );
    // The supply main, 30 ft, is the first run of the path.
    expect(screen.getAllByDisplayValue('Supply main').length).toBeGreaterThan(0);
    expect(screen.queryByText(/NaN|Infinity/)).toBeNull();
  });
});
