/**
 * The store's bounds on a file's data (FILE_DATA_BOUNDS of @org/data, written into firestore.rules by
 * `pnpm --filter @org/data run sync:store`) follow each calculator's own schema: raising an engine
 * limit fails here until the table, the rules and their deployment follow (issue 44).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FILE_DATA_BOUNDS, fileDataIssues } from '@org/data';
import { CALCULATORS } from './catalog';
import { loadCalculator } from './registry';
import { evaluateDraft } from '../calculator-kit/evaluate';
import { savedFileData } from '../calculator-kit/stored-file';
import { PROJECT_TEMPLATES } from '../projects/templates';

describe('FILE_DATA_BOUNDS follow the calculators (issue 44)', () => {
  it.each(CALCULATORS.map((c) => [c.collection, c] as const))(
    '%s: its top-level lists and texts, with the engine limits',
    async (collection, entry) => {
      const module = await loadCalculator(entry);
      const schema = z.toJSONSchema(module.schema, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, { type?: unknown; maxItems?: number; maxLength?: number }>;
      };
      const lists: Record<string, number> = {};
      const texts: Record<string, number> = {};
      for (const field of module.inputFields) {
        const property = schema.properties?.[field];
        if (property?.type === 'array' && property.maxItems !== undefined)
          lists[field] = property.maxItems;
        if (property?.type === 'string' && property.maxLength !== undefined)
          texts[field] = property.maxLength;
      }
      expect(FILE_DATA_BOUNDS[collection]).toEqual({ texts, lists });
    },
  );

  // A field the schema takes but inputFields leaves out is dropped on save: the building file's
  // window library was, until a journey saved one (issue 40).
  it.each(CALCULATORS.map((c) => [c.collection, c] as const))(
    '%s: every field its schema takes is saved (in inputFields)',
    async (_collection, entry) => {
      const module = await loadCalculator(entry);
      const schema = z.toJSONSchema(module.schema, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
      };
      const missing = Object.keys(schema.properties ?? {}).filter(
        (field) => !module.inputFields.includes(field),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(CALCULATORS.map((c) => [c.collection, c] as const))(
    '%s: a new calculation, saved, is within the bounds',
    async (collection, entry) => {
      const module = await loadCalculator(entry);
      for (const unitSystem of ['Imperial', 'Metric'] as const) {
        const evaluation = evaluateDraft(module, module.createDraft(unitSystem));
        if (evaluation.pending) await evaluation.pending;
        const again = evaluateDraft(module, module.createDraft(unitSystem));
        expect(
          again.input,
          `${collection} ${unitSystem} ${JSON.stringify(again.errors)}`,
        ).not.toBeNull();
        if (again.result === null) continue;
        expect(
          fileDataIssues(collection, savedFileData(module, again.input, again.result)),
        ).toEqual([]);
      }
    },
  );

  it('every template file is within the bounds', () => {
    for (const template of PROJECT_TEMPLATES)
      for (const file of template.files)
        expect(fileDataIssues(file.collection, file.data)).toEqual([]);
  });
});
