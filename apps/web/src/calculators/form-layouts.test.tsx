import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCalculator } from '../test/render-calculator';
import { reportOfDraft } from '../test/report-reading';
import { ductDefinition } from './duct/definition';
import { fanDefinition } from './fan/definition';
import { FanCalculator } from './fan/FanCalculator';
import { heatLoadDefinition } from './heat-load/definition';
import { pipeDefinition } from './pipe/definition';
import { pumpHeadDefinition } from './pump/definition';
import { PumpHeadCalculator } from './pump/PumpHeadCalculator';
import { refrigerantDefinition } from './refrigerant/definition';
import { prepareVapourTable } from './refrigerant/vapour-tables';
import { ventilationDefinition } from './ventilation/definition';
import { WORKED_EXAMPLE } from './pump/worked-example';

// The refrigerant's default draft computes with its R-410A vapour table, loaded on demand.
beforeAll(() => prepareVapourTable('R410A') ?? undefined);

/** The calculators whose form is a form layout, each with a draft that computes. */
const CALCULATORS = [
  ['heat load', heatLoadDefinition, heatLoadDefinition.createDraft('Imperial')],
  ['duct', ductDefinition, ductDefinition.createDraft('Imperial')],
  ['pipe', pipeDefinition, pipeDefinition.createDraft('Imperial')],
  ['refrigerant', refrigerantDefinition, refrigerantDefinition.createDraft('Imperial')],
  // The workspace's editors add the project's source files; the calculators alone are enough here.
  ['fan', { ...fanDefinition, Editor: FanCalculator }, fanDefinition.createDraft('Imperial')],
  ['ventilation', ventilationDefinition, ventilationDefinition.createDraft('Imperial')],
  ['pump head', { ...pumpHeadDefinition, Editor: PumpHeadCalculator }, WORKED_EXAMPLE],
] as const;

describe('a form written once (issue 39, step 4)', () => {
  it.each(CALCULATORS)(
    "the %s report's input sections are the form's fieldsets, in the form's order",
    (_name, definition, draft) => {
      const report = reportOfDraft(definition as never, draft as never);
      renderCalculator(definition as never, draft as never);
      const legends = screen
        .getAllByRole('group')
        .map((group) => group.querySelector(':scope > legend')?.textContent ?? '')
        .filter((legend) => legend !== '');
      const titles = report.inputs
        .map((section) => section.title)
        // Computed for the selected tube, so not a fieldset: the form shows it under each fitting.
        .filter((title) => title !== 'Fittings (in the selected tube)');
      expect(titles.length).toBeGreaterThan(1);
      // Every section is a fieldset of the form, and they come in the form's order.
      const positions = titles.map((title) => legends.indexOf(title));
      expect(positions).not.toContain(-1);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    },
  );
});
