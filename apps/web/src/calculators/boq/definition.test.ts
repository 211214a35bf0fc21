import { describe, expect, it } from 'vitest';
import { PROJECT_TEMPLATES } from '../../projects/templates';
import { evaluateDraft } from '../../calculator-kit/evaluate';
import { readFileData, savedFileData } from '../../calculator-kit/stored-file';
import { boqDefinition } from './definition';
import { savedCalculationsOf } from './project-calculations';
import { parseDraft } from '../../calculator-kit/parse-with-schema';

const officeBoq = PROJECT_TEMPLATES.find((t) => t.id === 'small-office-fit-out')?.files.find(
  (f) => f.collection === 'boqs',
)?.data as Record<string, unknown>;

describe('boqDefinition', () => {
  it('opens the Small Office template’s Basic BoQ with its totals', () => {
    const opened = readFileData(boqDefinition, officeBoq);
    expect(opened.status).toBe('ok');
    const evaluation = evaluateDraft(boqDefinition, opened.status === 'ok' ? opened.draft : {});
    expect(evaluation.result).not.toBeNull();
    if (evaluation.result === null) return;
    // 2 × 4,200 + 450 × 9.50 + 12 × 145 = 8,400 + 4,275 + 1,740 = 14,415.
    expect(boqDefinition.snapshot(evaluation.result as never)).toEqual({
      subtotal: 14_415,
      contingency: 0,
      discount: 0,
      tax: 0,
      grandTotal: 14_415,
    });
  });

  it('saves the spec’s fields with each item’s total as the engine computes it', () => {
    const parsed = parseDraft(boqDefinition, {
      currency: 'USD',
      items: [{ id: 'a', description: 'Hanger', quantity: 3, unit: 'no.', rate: 0.1, total: 5 }],
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const data = savedFileData(boqDefinition, parsed.input, boqDefinition.calculate(parsed.input));
    expect(data['currency']).toBe('USD');
    expect(data['items']).toEqual([
      {
        id: 'a',
        description: 'Hanger',
        quantity: 3,
        unit: 'no.',
        rate: 0.1,
        total: 0.3,
        notes: '',
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('undefined');
  });

  it('reports a bad value with the engine’s message for its field', () => {
    const parsed = parseDraft(boqDefinition, {
      items: [{ id: 'a', description: 'X', quantity: 'lots', unit: 'no.', rate: 1 }],
    });
    expect(parsed).toEqual({
      ok: false,
      issues: [{ field: 'items', message: 'Quantity must be a number.' }],
    });
  });

  it('keeps the amounts when the unit system switches', () => {
    const draft = boqDefinition.createDraft('Imperial');
    expect(boqDefinition.convert(draft, 'Metric')).toEqual({ ...draft, unitSystem: 'Metric' });
  });
});

describe('savedCalculationsOf', () => {
  it('reads the inputs of the calculations suggestions come from, without the snapshot', () => {
    const file = (collection: string, id: string, data: Record<string, unknown>) => ({
      status: 'ok' as const,
      id,
      projectId: 'p',
      collection,
      name: `File ${id}`,
      createdAt: new Date(0),
      data,
    });
    const calculations = savedCalculationsOf({
      calculations: [
        file('calculations', 'h1', {
          roomName: 'A',
          results: { totalLoad: 1 },
          hvacCoreVersion: '1',
        }),
      ],
      boqs: [file('boqs', 'b1', { currency: '$', items: [] })],
      ductCalculations: [file('ductCalculations', 'd1', { airflow: 100 })],
    } as never);
    expect(calculations).toEqual([
      { type: 'heatLoad', fileId: 'h1', name: 'File h1', inputs: { roomName: 'A' } },
      { type: 'duct', fileId: 'd1', name: 'File d1', inputs: { airflow: 100 } },
    ]);
  });
});
