import { useState, type ComponentType } from 'react';
import type { CalculatorEngine } from '../calculator-kit/evaluate';
import type { CalculatorEditorProps } from '../calculator-kit/types';
import { useEvaluation } from '../calculator-kit/use-evaluation';

export interface CalculatorHarnessProps<Draft, Input, Result> {
  /** The calculator's editor; required. */
  editor: ComponentType<CalculatorEditorProps<Draft, Input, Result>>;
  /** Its engine (the calculator's definition); required. */
  engine: CalculatorEngine<Input, Result>;
  /** The draft it opens with; required. */
  initial: Draft;
}

/** A calculator's editor holding its draft in state and evaluating it, as the workspace does. */
export function CalculatorHarness<Draft, Input, Result>({
  editor: Editor,
  engine,
  initial,
}: CalculatorHarnessProps<Draft, Input, Result>) {
  const [draft, setDraft] = useState(initial);
  return <Editor value={draft} onChange={setDraft} evaluation={useEvaluation(engine, draft)} />;
}
