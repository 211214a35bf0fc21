import type { UnitSystem } from '@org/hvac-core/units';
import type { ComponentType } from 'react';
import { PROJECT_TEMPLATES } from '../projects/templates';
import type { CalculatorEngine } from '../calculator-kit/evaluate';
import type { CalculatorEditorProps } from '../calculator-kit/types';
import { CalculatorHarness } from './calculator-harness';
import { renderWithMantine } from './render';

/** What a calculator's component test renders: its engine, editor and new draft (a definition). */
export interface RenderedCalculator<Draft, Input, Result> extends CalculatorEngine<Input, Result> {
  readonly Editor: ComponentType<CalculatorEditorProps<Draft, Input, Result>>;
  readonly createDraft: (unitSystem: UnitSystem) => Draft;
}

/**
 * Renders a calculator's editor on a draft (default its new Imperial one), held in state and
 * evaluated as the workspace does.
 */
export function renderCalculator<Draft, Input, Result>(
  calculator: RenderedCalculator<Draft, Input, Result>,
  initial: Draft = calculator.createDraft('Imperial'),
) {
  return renderWithMantine(
    <CalculatorHarness editor={calculator.Editor} engine={calculator} initial={initial} />,
  );
}

/** The draft of a project template's file, by the template's id and the file's name. */
export function templateDraft<Draft>(templateId: string, fileName: string): Draft {
  const template = PROJECT_TEMPLATES.find((candidate) => candidate.id === templateId);
  const file = template?.files.find((candidate) => candidate.name === fileName);
  if (!file) throw new Error(`No file ${fileName} in the template ${templateId}.`);
  return file.data as Draft;
}
