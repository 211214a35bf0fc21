import { describe, expect, it } from 'vitest';
import { SUPPLY_MAIN_DUCT_INPUTS } from '../_testing/saved-inputs.js';
import { boqItemFromAiSuggestion, isBoqAiSuggestion, loadBoqAiSuggestions } from './ai-review.js';
import {
  BOQ_AI_LIMITS,
  BoqAiSuggestionsSchema,
  boqAiPromptSummary,
  boqSuggestionsFromAi,
} from './ai-suggestions.js';
import { calculateBoq } from './calculate-boq.js';
import { BoqSchema, type BoqDraft } from './schema.js';
import { deriveBoqSuggestions } from './suggestions/derive-suggestions.js';
import type { SavedCalculation } from './suggestions/types.js';

const CALCULATIONS: SavedCalculation[] = [
  {
    // As in derive-suggestions.test.ts: 2000 cfm at 1000 fpm → 24 × 12 in; 2(24 + 12 in) × 50 ft = 300 ft².
    type: 'duct',
    fileId: 'duct-1',
    name: 'Supply main',
    inputs: SUPPLY_MAIN_DUCT_INPUTS,
  },
  { type: 'duct', fileId: 'duct-bad', name: 'Damaged file', inputs: { airflow: 'lots' } },
];

const DRAFT: BoqDraft = {
  currency: 'USD',
  unitSystem: 'Imperial',
  sections: [{ id: 'plant', name: 'Plant' }],
  items: [
    { id: 'i1', description: 'Rooftop unit, 4 tons', quantity: 2, unit: 'no.', rate: 4200 },
    {
      id: 'i2',
      description: 'Galvanized\nductwork',
      quantity: '450',
      unit: 'lb',
      rate: 9.5,
      sectionId: 'plant',
    },
    { id: 'i3', description: '', quantity: '', unit: '', rate: '' },
  ],
};

const ANSWER = [
  {
    description: 'Duct hangers and supports',
    quantity: 12.004,
    unit: 'no.',
    rate: 35,
    section: 'Ductwork',
    reason: 'The 50 ft supply main needs a hanger every 4 to 5 ft.',
  },
  {
    description: 'Testing, adjusting and balancing',
    quantity: 1,
    unit: 'lot',
    reason: 'The air system must be balanced before handover.',
  },
];

describe('boqAiPromptSummary', () => {
  const summary = boqAiPromptSummary(CALCULATIONS, DRAFT, deriveBoqSuggestions);

  it('states the currency and unit system of the bill', () => {
    expect(summary).toContain('Bill currency: USD.');
    expect(summary).toContain('Unit system: Imperial.');
  });

  it('lists each calculation with the quantities the built-in suggestions work out from it', () => {
    expect(summary).toContain('Project calculations (2):');
    expect(summary).toContain('- Duct sizing "Supply main":');
    // The same 300 ft² deriveBoqSuggestions gives (derive-suggestions.test.ts).
    expect(summary).toContain(
      '  - Galvanized steel rectangular duct 24 × 12 in, sheet-metal area: 300 ft²',
    );
    expect(summary).toMatch(/- Duct sizing "Damaged file":\n {2}- gives no quantities: /);
  });

  it('lists the current items on one line each, with section, quantity, unit and rate', () => {
    expect(summary).toContain('Current bill items (2):');
    expect(summary).toContain('1. Rooftop unit, 4 tons: 2 no. at 4200');
    // The line break in a description is flattened; the empty row is left out.
    expect(summary).toContain('2. Galvanized ductwork: 450 lb at 9.5 [section: Plant]');
    expect(summary).toContain('Bill sections: Plant.');
  });

  it('says when there is nothing, and is pure', () => {
    const empty = boqAiPromptSummary([], {}, deriveBoqSuggestions);
    expect(empty).toContain('Project calculations: none.');
    expect(empty).toContain('Current bill items: none.');
    expect(empty).toContain('Unit system: as each calculation.');
    expect(boqAiPromptSummary(CALCULATIONS, DRAFT, deriveBoqSuggestions)).toBe(summary);
  });

  it('expresses quantities in the unit system asked for', () => {
    // 300 ft² × 0.09290304 m²/ft² = 27.87 m².
    expect(
      boqAiPromptSummary(CALCULATIONS, DRAFT, deriveBoqSuggestions, { unitSystem: 'Metric' }),
    ).toContain('sheet-metal area: 27.87 m²');
  });

  it('lists at most maxSummaryItems items and counts the rest', () => {
    const many: BoqDraft = {
      items: Array.from({ length: BOQ_AI_LIMITS.maxSummaryItems + 3 }, (_, i) => ({
        id: `i${i}`,
        description: `Item ${i}`,
        quantity: 1,
        unit: 'no.',
        rate: 1,
      })),
    };
    const text = boqAiPromptSummary([], many, deriveBoqSuggestions);
    expect(text).toContain(
      `${BOQ_AI_LIMITS.maxSummaryItems}. Item ${BOQ_AI_LIMITS.maxSummaryItems - 1}`,
    );
    expect(text).toContain('… and 3 more items.');
  });
});

describe('BoqAiSuggestionsSchema', () => {
  it('accepts a list of items, rate and section optional (null as absent)', () => {
    const parsed = BoqAiSuggestionsSchema.parse([...ANSWER, { ...ANSWER[1], rate: null }]);
    expect(parsed).toHaveLength(3);
    expect(BoqAiSuggestionsSchema.parse([])).toEqual([]);
  });

  it.each([
    ['an object instead of a list', { suggestions: ANSWER }],
    ['a missing reason', [{ description: 'Dampers', quantity: 2, unit: 'no.' }]],
    ['a quantity of 0', [{ ...ANSWER[1], quantity: 0 }]],
    ['a quantity as text', [{ ...ANSWER[1], quantity: 'two' }]],
    ['a negative rate', [{ ...ANSWER[0], rate: -1 }]],
    ['an empty description', [{ ...ANSWER[1], description: '  ' }]],
    ['a unit too long', [{ ...ANSWER[1], unit: 'x'.repeat(21) }]],
    ['too many items', Array.from({ length: BOQ_AI_LIMITS.maxSuggestions + 1 }, () => ANSWER[1])],
  ])('rejects %s', (_name, answer) => {
    expect(BoqAiSuggestionsSchema.safeParse(answer).success).toBe(false);
  });
});

describe('boqSuggestionsFromAi', () => {
  const suggestions = boqSuggestionsFromAi(BoqAiSuggestionsSchema.parse(ANSWER), {
    model: 'gemini-2.5-flash',
    requestId: 3,
  });

  it('gives review-list suggestions marked AI, with the model’s reason', () => {
    expect(suggestions).toHaveLength(2);
    expect(suggestions[0]).toEqual({
      id: 'ai:3:0',
      category: 'ai',
      description: 'Duct hangers and supports',
      quantity: 12, // 12.004 rounded to 0.01
      unit: 'no.',
      basis:
        'Suggested by AI (gemini-2.5-flash): The 50 ft supply main needs a hanger every 4 to 5 ft.',
      source: { type: 'AI', model: 'gemini-2.5-flash', name: 'AI (gemini-2.5-flash)' },
      reason: 'The 50 ft supply main needs a hanger every 4 to 5 ft.',
      rate: 35,
      section: 'Ductwork',
    });
    expect(suggestions[1]).not.toHaveProperty('rate');
    expect(suggestions[1]).not.toHaveProperty('section');
    expect(suggestions.every(isBoqAiSuggestion)).toBe(true);
    const builtIn = deriveBoqSuggestions(CALCULATIONS).suggestions;
    expect(builtIn.some(isBoqAiSuggestion)).toBe(false);
  });

  it('becomes a bill item priced at the model’s rate, or 0, that the bill accepts', () => {
    const [hangers, balancing] = suggestions;
    if (!hangers || !balancing) throw new Error('two suggestions expected');
    const first = boqItemFromAiSuggestion(hangers, { id: 'n1', sectionId: 'plant' });
    expect(first).toEqual({
      id: 'n1',
      description: 'Duct hangers and supports',
      quantity: 12,
      unit: 'no.',
      rate: 35,
      notes: hangers.basis,
      sectionId: 'plant',
    });
    expect(boqItemFromAiSuggestion(balancing, { id: 'n2' }).rate).toBe(0);
    expect(boqItemFromAiSuggestion(hangers, { id: 'n3', rate: 40 }).rate).toBe(40);
    // 2 × 4200 + 450 × 9.5 + 12 × 35 = 8400 + 4275 + 420 = 13,095.
    const bill = BoqSchema.parse({
      ...DRAFT,
      items: [...(DRAFT.items ?? []).slice(0, 2), first],
    });
    expect(calculateBoq(bill).grandTotal).toBe(13_095);
  });
});

describe('loadBoqAiSuggestions', () => {
  it('loads the prompt, schema and mapping on demand', async () => {
    const loaded = await loadBoqAiSuggestions();
    expect(loaded.boqAiPromptSummary).toBe(boqAiPromptSummary);
    expect(loaded.BoqAiSuggestionsSchema).toBe(BoqAiSuggestionsSchema);
    expect(loaded.boqSuggestionsFromAi).toBe(boqSuggestionsFromAi);
  });
});
