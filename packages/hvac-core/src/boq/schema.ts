import { z } from 'zod';
import { UnitSystemSchema } from '../units/index.js';
import { DEFAULT_BOQ_CURRENCY } from './currencies.js';
import {
  finiteOrUndefined,
  optionalNumber,
  requiredNumber,
  WHEN_OBJECT,
} from '../_lib/form-number.js';

/** Limits of a bill, chosen so that every amount stays exact as a number (below 2^53 minor units). */
export const BOQ_LIMITS = {
  maxItems: 5000,
  maxSections: 500,
  maxIdLength: 100,
  maxDescriptionLength: 2000,
  maxUnitLength: 20,
  maxNotesLength: 5000,
  maxCurrencyLength: 12,
  /** Largest quantity of an item. */
  maxQuantity: 1_000_000_000,
  /** Largest rate magnitude; a negative rate is a credit (an omission or a deduction). */
  maxRate: 1_000_000_000,
  /** Largest |quantity × rate| of one item, and of the sum of the items, in major units. */
  maxAmount: 1_000_000_000_000,
  /** Largest contingency, discount or tax, percent. */
  maxPercent: 100,
} as const;

/** Field labels as a user reads them; validation messages use these. */
export const BOQ_FIELD_LABELS = {
  currency: 'Currency',
  items: 'Items',
  sections: 'Sections',
  contingencyPercent: 'Contingency',
  discountPercent: 'Discount',
  taxPercent: 'Tax',
  notes: 'Notes',
  unitSystem: 'Unit system',
  id: 'Identifier',
  description: 'Description',
  quantity: 'Quantity',
  unit: 'Unit',
  rate: 'Rate',
  total: 'Total',
  sectionId: 'Section',
  name: 'Section name',
  wastePercent: 'Waste allowance',
} as const;

const L = BOQ_FIELD_LABELS;

function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-US')} characters.` });
}

function identifier(label: string) {
  return text(label, BOQ_LIMITS.maxIdLength).min(1, { error: `${label} is required.` });
}

/** A group of items in the bill, e.g. "Ductwork" or "Plant". */
export const BoqSectionSchema = z.object(
  {
    id: identifier(`Section ${L.id.toLowerCase()}`),
    name: text(L.name, 200).default(''),
    notes: text(`Section ${L.notes.toLowerCase()}`, BOQ_LIMITS.maxNotesLength).default(''),
    /**
     * Allowance added to the quantity of every item of the section (seams, joints, cut-offs and
     * offcuts of sheet metal, breakage), %, 0–100. Absent in bills saved before it existed: 0.
     */
    wastePercent: optionalNumber(L.wastePercent),
  },
  { error: 'A section must be an object with an id and a name.' },
);
export type BoqSection = z.output<typeof BoqSectionSchema>;

/**
 * One line of the bill. The spec's fields: `id`, `description`, `quantity`, `unit`, `rate`, `total`;
 * `total` is recomputed by `calculateBoq` (quantity × rate rounded to the currency's minor unit) and
 * may be absent. Beyond the spec: `notes` and `sectionId`.
 */
export const BoqItemSchema = z.object(
  {
    id: identifier(`Item ${L.id.toLowerCase()}`),
    description: text(L.description, BOQ_LIMITS.maxDescriptionLength).default(''),
    quantity: requiredNumber(L.quantity),
    unit: text(L.unit, BOQ_LIMITS.maxUnitLength).default(''),
    rate: requiredNumber(L.rate),
    total: optionalNumber(L.total),
    notes: text(L.notes, BOQ_LIMITS.maxNotesLength).default(''),
    sectionId: text(L.sectionId, BOQ_LIMITS.maxIdLength).optional(),
  },
  { error: 'An item must be an object with an id, description, quantity, unit and rate.' },
);
export type BoqItem = z.output<typeof BoqItemSchema>;

function percent(label: string) {
  return optionalNumber(label).transform((value) => value ?? 0);
}

const formatLimit = (value: number): string => value.toLocaleString('en-US');

/** Ranges, unique ids, section references and the size of the amounts. */
function checkBoq(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string): void => {
    ctx.addIssue({ code: 'custom', path, message });
  };

  for (const field of ['contingencyPercent', 'discountPercent', 'taxPercent'] as const) {
    const value = finiteOrUndefined(data[field]);
    if (value !== undefined && (value < 0 || value > BOQ_LIMITS.maxPercent))
      issue([field], `${L[field]} must be between 0 and ${BOQ_LIMITS.maxPercent}%.`);
  }

  const sections = Array.isArray(data['sections']) ? (data['sections'] as unknown[]) : [];
  const sectionIds = new Set<string>();
  sections.forEach((section, index) => {
    const id = (section as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return;
    if (sectionIds.has(id.trim()))
      issue(['sections', index, 'id'], `Section ${index + 1} repeats the id "${id.trim()}".`);
    sectionIds.add(id.trim());
    const waste = finiteOrUndefined((section as { wastePercent?: unknown }).wastePercent);
    if (waste !== undefined && (waste < 0 || waste > BOQ_LIMITS.maxPercent))
      issue(
        ['sections', index, 'wastePercent'],
        `${L.wastePercent} of section ${index + 1} must be between 0 and ${BOQ_LIMITS.maxPercent}%.`,
      );
  });

  const items = Array.isArray(data['items']) ? (data['items'] as unknown[]) : [];
  const itemIds = new Set<string>();
  let sumMagnitude = 0;
  items.forEach((raw, index) => {
    if (typeof raw !== 'object' || raw === null) return;
    const item = raw as Record<string, unknown>;
    const n = index + 1;
    const id = item['id'];
    if (typeof id === 'string') {
      if (itemIds.has(id.trim()))
        issue(['items', index, 'id'], `Item ${n} repeats the id "${id.trim()}".`);
      itemIds.add(id.trim());
    }
    const quantity = finiteOrUndefined(item['quantity']);
    const rate = finiteOrUndefined(item['rate']);
    if (quantity !== undefined && (quantity < 0 || quantity > BOQ_LIMITS.maxQuantity)) {
      issue(
        ['items', index, 'quantity'],
        `${L.quantity} of item ${n} must be between 0 and ${formatLimit(BOQ_LIMITS.maxQuantity)}.`,
      );
    }
    if (rate !== undefined && Math.abs(rate) > BOQ_LIMITS.maxRate) {
      issue(
        ['items', index, 'rate'],
        `${L.rate} of item ${n} must be between -${formatLimit(BOQ_LIMITS.maxRate)} and ${formatLimit(BOQ_LIMITS.maxRate)}.`,
      );
    }
    if (quantity !== undefined && rate !== undefined) {
      const magnitude = Math.abs(quantity * rate);
      sumMagnitude += magnitude;
      if (magnitude > BOQ_LIMITS.maxAmount) {
        issue(
          ['items', index, 'rate'],
          `${L.total} of item ${n} (quantity × rate) must be at most ${formatLimit(BOQ_LIMITS.maxAmount)}.`,
        );
      }
    }
    const sectionId = item['sectionId'];
    if (
      typeof sectionId === 'string' &&
      sectionId.trim() !== '' &&
      !sectionIds.has(sectionId.trim())
    ) {
      issue(
        ['items', index, 'sectionId'],
        `${L.sectionId} of item ${n} ("${sectionId.trim()}") does not exist.`,
      );
    }
  });
  if (sumMagnitude > BOQ_LIMITS.maxAmount) {
    issue(
      ['items'],
      `The sum of the item totals must be at most ${formatLimit(BOQ_LIMITS.maxAmount)}.`,
    );
  }
}

/**
 * A bill of quantities. The spec's fields: `currency` (default the symbol "$") and `items`, each
 * with `id`, `description`, `quantity`, `unit`, `rate`, `total`. Beyond the spec, with defaults so
 * that a spec-only document parses: `sections` (items point at one with `sectionId`), item `notes`,
 * `contingencyPercent`, `discountPercent`, `taxPercent` (0–100, default 0), bill `notes`, and an
 * optional `unitSystem` (the system suggested quantities are expressed in; amounts do not depend on it).
 * `currency` is an ISO 4217 code from `CURRENCIES` or a symbol (see `resolveBoqCurrency`). Numbers
 * may be held as strings by a form; messages name the item and the field.
 */
export const BoqSchema = z
  .object(
    {
      currency: text(L.currency, BOQ_LIMITS.maxCurrencyLength)
        .transform((value) => (value === '' ? DEFAULT_BOQ_CURRENCY : value))
        .default(DEFAULT_BOQ_CURRENCY),
      items: z
        .array(BoqItemSchema, { error: `${L.items} must be a list.` })
        .max(BOQ_LIMITS.maxItems, {
          error: `A bill may have at most ${formatLimit(BOQ_LIMITS.maxItems)} items.`,
        })
        .default([]),
      sections: z
        .array(BoqSectionSchema, { error: `${L.sections} must be a list.` })
        .max(BOQ_LIMITS.maxSections, {
          error: `A bill may have at most ${formatLimit(BOQ_LIMITS.maxSections)} sections.`,
        })
        .default([]),
      contingencyPercent: percent(L.contingencyPercent),
      discountPercent: percent(L.discountPercent),
      taxPercent: percent(L.taxPercent),
      notes: text(L.notes, BOQ_LIMITS.maxNotesLength).default(''),
      unitSystem: z
        .enum(UnitSystemSchema.options, { error: `${L.unitSystem} must be Imperial or Metric.` })
        .optional(),
    },
    { error: 'The bill of quantities must be an object with a currency and items.' },
  )
  .superRefine(checkBoq, WHEN_OBJECT);

/** A valid bill of quantities, after parsing: numbers, defaults filled in. */
export type Boq = z.output<typeof BoqSchema>;

/** A bill of quantities as a form or a saved document holds it, before parsing. */
export type BoqDraft = z.input<typeof BoqSchema>;
