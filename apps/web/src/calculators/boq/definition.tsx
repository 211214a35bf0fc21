import { Button, Stack, Text } from '@mantine/core';
import {
  BOQ_METHOD,
  BoqSchema,
  calculateBoqInput,
  resolveBoqCurrency,
  withBoqTotals,
  type Boq,
  type BoqDraft,
  type BoqResult,
} from '@org/hvac-core/boq';
import { useParams, useSearch } from '@tanstack/react-router';
import { downloadCsv } from '../../reference/copy-csv';
import type { CalculatorEditorProps, CalculatorDefinition } from '../../calculator-kit/types';
import { boqToCsv } from './boq-csv';
import { BoqEditor } from './BoqEditor';
import { boqReport } from './report';
import { SuggestionsPanel } from './SuggestionsPanel';

const BILL_LEVEL_PATHS: ReadonlySet<string> = new Set(['items', 'sections']);

/** The fields a saved bill stores: the spec's `currency` and `items`, then the documented extras. */
export const BOQ_INPUT_FIELDS = [
  'currency',
  'items',
  'sections',
  'contingencyPercent',
  'discountPercent',
  'taxPercent',
  'notes',
  'unitSystem',
] as const;

/** The project a bill's suggestions come from: the saved file's project, else `?projectId=`. */
function useSourceProjectId(): string | undefined {
  const params: { projectId?: string } = useParams({ strict: false });
  const search: { projectId?: string } = useSearch({ strict: false });
  return params.projectId ?? search.projectId;
}

function BoqWorkspaceEditor({
  value,
  onChange,
  evaluation,
}: CalculatorEditorProps<BoqDraft, Boq, BoqResult>) {
  const projectId = useSourceProjectId();
  const csv = () => {
    if (!evaluation.ok || evaluation.input === null || evaluation.result === null) return;
    downloadCsv(boqToCsv(evaluation.input, evaluation.result), 'Bill of quantities.csv');
  };
  return (
    <BoqEditor
      value={value}
      onChange={onChange}
      evaluation={evaluation}
      actions={
        <Stack gap={4}>
          <Button variant="default" onClick={csv} disabled={!evaluation.ok}>
            Download CSV
          </Button>
          <Text size="xs" c="dimmed">
            The items with their totals, for a spreadsheet. The PDF report is at the top of the
            page.
          </Text>
        </Stack>
      }
      aside={<SuggestionsPanel value={value} onChange={onChange} projectId={projectId} />}
    />
  );
}

/** Removes keys holding undefined from each item (Firestore rejects undefined values). */
function clean(boq: Boq): Boq {
  return {
    ...boq,
    items: boq.items.map(
      (item) =>
        Object.fromEntries(
          Object.entries(item).filter(([, v]) => v !== undefined),
        ) as Boq['items'][number],
    ),
  };
}

/** The bill of quantities on the workspace (spec §3 "BoQ"; issue 8). */
export const boqDefinition: CalculatorDefinition<BoqDraft, Boq, BoqResult> = {
  intro:
    'Items in sections with quantity × rate totals exact to the currency’s minor unit, contingency, discount and tax, suggestions from the project’s calculations, and CSV and PDF export.',
  inputFields: BOQ_INPUT_FIELDS,
  createDraft: (unitSystem) => ({
    currency: '$',
    unitSystem,
    sections: [{ id: 'section-1', name: 'Section 1', notes: '' }],
    items: [],
    contingencyPercent: 0,
    discountPercent: 0,
    taxPercent: 0,
    notes: '',
  }),
  // Amounts do not depend on the unit system; it only sets the units of suggested quantities.
  convert: (draft, unitSystem) => ({ ...draft, unitSystem }),
  schema: BoqSchema,
  calculate: calculateBoqInput,
  // A list-level message (no items, a duplicate id) is the bill's, not one field's.
  isFieldPath: (path) =>
    path.length > 1 || (path.length === 1 && !BILL_LEVEL_PATHS.has(path[0] ?? '')),
  // Saved bills hold each item's `total` as the engine computes it (spec field).
  toStoredInput: (input) => clean(withBoqTotals(input)),
  snapshot: (result) => ({
    subtotal: result.subtotal,
    contingency: result.contingency,
    discount: result.discount,
    tax: result.tax,
    grandTotal: result.grandTotal,
  }),
  summaryKeys: ['grandTotal'],
  describeSnapshotKey: (key, input) => {
    const labels: Record<string, string> = {
      subtotal: 'Subtotal',
      contingency: 'Contingency',
      discount: 'Discount',
      tax: 'Tax',
      grandTotal: 'Grand total',
    };
    const currency = resolveBoqCurrency(input.currency);
    return { label: labels[key] ?? key, unit: currency.code ?? currency.symbol };
  },
  suggestFileName: () => 'Bill of quantities',
  report: boqReport,
  method: BOQ_METHOD,
  Editor: BoqWorkspaceEditor,
};
