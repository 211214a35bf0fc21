import { describe, expect, it, test } from 'vitest';
import type { z } from 'zod';
import { BoqSchema } from './schema.js';

function issuesOf(draft: unknown): [string, string][] {
  const result = BoqSchema.safeParse(draft);
  if (result.success) throw new Error('expected the bill to be rejected');
  return result.error.issues.map((issue: z.core.$ZodIssue) => [
    issue.path.join('.'),
    issue.message,
  ]);
}

const SPEC_ITEM = { id: '1', description: 'Duct', quantity: 10, unit: 'm', rate: 12.5, total: 125 };

describe('BoqSchema', () => {
  it('parses a spec-only document, filling in the defaults', () => {
    expect(BoqSchema.parse({ currency: '$', items: [SPEC_ITEM] })).toEqual({
      currency: '$',
      items: [{ ...SPEC_ITEM, notes: '' }],
      sections: [],
      contingencyPercent: 0,
      discountPercent: 0,
      taxPercent: 0,
      notes: '',
    });
  });

  it('keeps an optional unit system, and names the field when it is not Imperial or Metric', () => {
    expect(BoqSchema.parse({ items: [], unitSystem: 'Metric' }).unitSystem).toBe('Metric');
    expect(BoqSchema.parse({ items: [] }).unitSystem).toBeUndefined();
    expect(issuesOf({ items: [], unitSystem: 'SI' })).toEqual([
      ['unitSystem', 'Unit system must be Imperial or Metric.'],
    ]);
  });

  it('defaults the currency to the symbol $', () => {
    expect(BoqSchema.parse({ items: [] }).currency).toBe('$');
    expect(BoqSchema.parse({ currency: '  ', items: [] }).currency).toBe('$');
  });

  it('accepts numbers held as strings (pasted from a spreadsheet)', () => {
    const bill = BoqSchema.parse({
      items: [{ ...SPEC_ITEM, quantity: ' 2.5 ', rate: '40', total: '' }],
      taxPercent: '7.5',
    });
    expect(bill.items[0]?.quantity).toBe(2.5);
    expect(bill.items[0]?.rate).toBe(40);
    expect(bill.items[0]?.total).toBeUndefined();
    expect(bill.taxPercent).toBe(7.5);
  });

  test.each<[string, unknown, [string, string][]]>([
    [
      'a blank and a non-numeric number',
      { items: [{ ...SPEC_ITEM, quantity: '', rate: 'abc' }] },
      [
        ['items.0.quantity', 'Quantity is required.'],
        ['items.0.rate', 'Rate must be a number.'],
      ],
    ],
    [
      'a negative quantity and a percentage above 100',
      { items: [{ ...SPEC_ITEM, quantity: -1 }], discountPercent: 120 },
      [
        ['discountPercent', 'Discount must be between 0 and 100%.'],
        ['items.0.quantity', 'Quantity of item 1 must be between 0 and 1,000,000,000.'],
      ],
    ],
    [
      'a repeated item id and a missing section',
      { items: [SPEC_ITEM, { ...SPEC_ITEM, sectionId: 'plant' }] },
      [
        ['items.1.id', 'Item 2 repeats the id "1".'],
        ['items.1.sectionId', 'Section of item 2 ("plant") does not exist.'],
      ],
    ],
    [
      'an item total too large to stay exact',
      { items: [{ ...SPEC_ITEM, quantity: 1e9, rate: 1e9 }] },
      [
        ['items.0.rate', 'Total of item 1 (quantity × rate) must be at most 1,000,000,000,000.'],
        ['items', 'The sum of the item totals must be at most 1,000,000,000,000.'],
      ],
    ],
    [
      'an item without an id',
      { items: [{ ...SPEC_ITEM, id: ' ' }] },
      [['items.0.id', 'Item identifier is required.']],
    ],
    [
      'a non-object',
      'bill',
      [['', 'The bill of quantities must be an object with a currency and items.']],
    ],
  ])('rejects %s with messages naming the item and field', (_case, draft, expected) => {
    expect(issuesOf(draft)).toEqual(expected);
  });
});
