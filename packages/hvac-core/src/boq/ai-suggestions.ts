import { z } from 'zod';
import type { UnitSystem } from '../units/index.js';
import { isUnitSystem } from '../_lib/draft-convert.js';
import { resolveBoqCurrency } from './currencies.js';
import { BOQ_LIMITS, type BoqDraft } from './schema.js';
import type { deriveBoqSuggestions } from './suggestions/derive-suggestions.js';
import type { SavedCalculation } from './suggestions/types.js';
import type { BoqAiSuggestion, BoqAiSuggestionSource } from './ai-review.js';

/**
 * Suggestions of missing bill items by a generative model (the web app asks Gemini through Firebase
 * AI Logic): the text summary the model is given, the schema its answer must match, and the mapping
 * of a valid answer to suggestions of the same shape as the built-in ones. The model's answer is
 * data, never trusted: it is validated here and nothing reaches a bill until the user accepts it.
 * Loaded on demand through `loadBoqAiSuggestions()` (boq/index.ts), so that bundles which never ask
 * a model do not carry it; the review-list side is in ai-review.ts.
 */

/** Limits of the prompt and of the answer. */
export const BOQ_AI_LIMITS = {
  /** Most suggestions taken from one answer. */
  maxSuggestions: 40,
  /** Most current items listed in the summary (the rest are counted). */
  maxSummaryItems: 200,
  /** Longest reason kept from the model. */
  maxReasonLength: 1000,
  /** Longest section name kept from the model. */
  maxSectionLength: 200,
} as const;

/** What the model is told to do, with the answer's shape (the request also sends it as a schema). */
export const BOQ_AI_INSTRUCTIONS = [
  'You are a quantity surveyor checking the bill of quantities of an HVAC installation.',
  'You receive a summary of the project calculations and the items already in the bill.',
  'List only items that are missing from the bill and that the calculations or usual HVAC practice',
  'call for (supports and hangers, dampers, diffusers and grilles, controls, testing and balancing,',
  'commissioning, and so on). Never repeat an item already in the bill.',
  'Answer with a JSON array only. Each element has: "description" (text), "quantity" (a number',
  'greater than 0), "unit" (e.g. no., m, m², kg, ft, ft², lb, lot), optionally "rate" (a unit price in',
  'the bill currency, only if you can give a typical one), optionally "section" (the name of the bill',
  'section it belongs in), and "reason" (one sentence on why it is needed, naming the calculation',
  'or item it follows from). Use the units of the bill unit system. Answer [] when nothing is missing.',
].join(' ');

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** One item the model proposes. */
export const BoqAiSuggestionItemSchema = z.object({
  description: text('Description', BOQ_LIMITS.maxDescriptionLength),
  quantity: z
    .number({ error: 'Quantity must be a number.' })
    .positive({ error: 'Quantity must be greater than 0.' })
    .max(BOQ_LIMITS.maxQuantity, { error: 'Quantity is too large.' }),
  unit: text('Unit', BOQ_LIMITS.maxUnitLength),
  rate: z
    .number({ error: 'Rate must be a number.' })
    .min(0, { error: 'Rate must not be negative.' })
    .max(BOQ_LIMITS.maxRate, { error: 'Rate is too large.' })
    .nullish(),
  section: z
    .string({ error: 'Section must be text.' })
    .trim()
    .max(BOQ_AI_LIMITS.maxSectionLength)
    .nullish(),
  reason: text('Reason', BOQ_AI_LIMITS.maxReasonLength),
});
export type BoqAiSuggestionItem = z.output<typeof BoqAiSuggestionItemSchema>;

/** The model's whole answer: a list of proposed items (possibly empty). */
export const BoqAiSuggestionsSchema = z
  .array(BoqAiSuggestionItemSchema, { error: 'The answer must be a list of items.' })
  .max(BOQ_AI_LIMITS.maxSuggestions, {
    error: `The answer may hold at most ${BOQ_AI_LIMITS.maxSuggestions} items.`,
  });
export type BoqAiSuggestions = z.output<typeof BoqAiSuggestionsSchema>;

/**
 * A validated answer as suggestions for the review list.
 *
 * @param answer - The model's answer, parsed with `BoqAiSuggestionsSchema`.
 * @param options - The model's name, and the request's id (keeps ids unique across requests).
 * @returns One suggestion per item, ids `ai:{requestId}:{index}`; quantities rounded to 0.01.
 * @example boqSuggestionsFromAi(BoqAiSuggestionsSchema.parse(json), { model: 'gemini-2.5-flash', requestId: 1 })
 */
export function boqSuggestionsFromAi(
  answer: BoqAiSuggestions,
  options: { readonly model: string; readonly requestId: number | string },
): BoqAiSuggestion[] {
  const source: BoqAiSuggestionSource = {
    type: 'AI',
    model: options.model,
    name: `AI (${options.model})`,
  };
  return answer.map((item, index) => {
    const quantity = Math.round(item.quantity * 100) / 100;
    return {
      id: `ai:${options.requestId}:${index}`,
      category: 'ai',
      description: item.description,
      quantity: quantity > 0 ? quantity : item.quantity,
      unit: item.unit,
      basis: `Suggested by ${source.name}: ${item.reason}`,
      source,
      reason: item.reason,
      ...(item.rate === null || item.rate === undefined ? {} : { rate: item.rate }),
      ...(item.section ? { section: item.section } : {}),
    };
  });
}

const CALCULATION_LABELS: Record<string, string> = {
  heatLoad: 'Heat load',
  duct: 'Duct sizing',
  pipe: 'Pipe sizing',
  ventilation: 'Ventilation',
  pumpHead: 'Pump head',
  refrigerant: 'Refrigerant line',
};

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function num(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return '?';
}

/** One line, without line breaks, at most `max` characters. */
function oneLine(value: string, max = 300): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The text summary a model is given: the bill's currency and unit system, each saved calculation of
 * the project with the quantities the built-in suggestions work out from it (or why it gives none),
 * and the bill's current items with their sections, quantities, units and rates.
 *
 * @param calculations - The project's saved calculations (may be empty).
 * @param draft - The bill as the editor holds it.
 * @param derive - The built-in suggestions engine, `deriveBoqSuggestions`: given by the caller, so
 *   that this module (loaded when a model is asked) does not carry the engine, which the app loads
 *   on its own as one chunk (a chunk shared by both would be loaded apart from either).
 * @param options - The unit system quantities are expressed in; default the bill's, else each
 *   calculation's own.
 * @returns Plain text, one fact a line.
 * @example boqAiPromptSummary(calculations, draft, deriveBoqSuggestions)
 */
export function boqAiPromptSummary(
  calculations: readonly SavedCalculation[],
  draft: BoqDraft,
  derive: typeof deriveBoqSuggestions,
  options: { readonly unitSystem?: UnitSystem } = {},
): string {
  const unitSystem =
    options.unitSystem ?? (isUnitSystem(draft.unitSystem) ? draft.unitSystem : undefined);
  const currency = resolveBoqCurrency(str(draft.currency));
  const lines: string[] = [
    `Bill currency: ${currency.code ?? currency.symbol}.`,
    `Unit system: ${unitSystem ?? 'as each calculation'}.`,
    '',
  ];

  const derived = derive(calculations, unitSystem ? { unitSystem } : {});
  if (calculations.length === 0) {
    lines.push('Project calculations: none.');
  } else {
    lines.push(`Project calculations (${calculations.length}):`);
    for (const calculation of calculations) {
      const label = CALCULATION_LABELS[calculation.type] ?? calculation.type;
      lines.push(`- ${label} "${oneLine(calculation.name, 120)}":`);
      const own = derived.suggestions.filter(
        (s) => s.source.type === calculation.type && s.source.fileId === calculation.fileId,
      );
      const skipped = derived.skipped.find(
        (s) => s.source.type === calculation.type && s.source.fileId === calculation.fileId,
      );
      for (const suggestion of own) {
        lines.push(
          `  - ${oneLine(suggestion.description)}: ${suggestion.quantity} ${suggestion.unit}`,
        );
      }
      if (own.length === 0 && skipped) lines.push(`  - gives no quantities: ${skipped.reason}`);
    }
  }
  lines.push('');

  const sections = new Map<string, string>();
  for (const section of draft.sections ?? []) {
    const id = str(section.id);
    if (id !== '') sections.set(id, oneLine(str(section.name), 120) || id);
  }
  // Rows the user has not filled in yet say nothing.
  const items = (draft.items ?? []).filter(
    (item) => str(item.description) !== '' || num(item.quantity) !== '?',
  );
  if (items.length === 0) {
    lines.push('Current bill items: none.');
  } else {
    lines.push(`Current bill items (${items.length}):`);
    items.slice(0, BOQ_AI_LIMITS.maxSummaryItems).forEach((item, index) => {
      const section = sections.get(str(item.sectionId));
      lines.push(
        `${index + 1}. ${oneLine(str(item.description)) || '(no description)'}: ` +
          `${num(item.quantity)} ${str(item.unit)} at ${num(item.rate)}` +
          (section ? ` [section: ${section}]` : ''),
      );
    });
    if (items.length > BOQ_AI_LIMITS.maxSummaryItems) {
      lines.push(`… and ${items.length - BOQ_AI_LIMITS.maxSummaryItems} more items.`);
    }
  }
  if (sections.size > 0) {
    lines.push('', `Bill sections: ${[...sections.values()].join('; ')}.`);
  }
  return lines.join('\n');
}
