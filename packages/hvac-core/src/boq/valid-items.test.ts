import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateBoq } from './calculate-boq.js';
import type { BoqDraft } from './schema.js';
import { priceValidBoqItems } from './valid-items.js';

/** Two sections (10 % sheet-metal waste on the ductwork) and four items, as an estimator keys it. */
const BILL: BoqDraft = {
  currency: 'USD',
  sections: [
    { id: 'duct', name: 'Ductwork', wastePercent: 10 },
    { id: 'plant', name: 'Plant' },
  ],
  items: [
    {
      id: '1',
      description: 'Galvanized duct',
      quantity: 45.5,
      unit: 'm²',
      rate: 38.4,
      sectionId: 'duct',
    },
    {
      id: '2',
      description: 'Split AC unit 2 ton',
      quantity: 2,
      unit: 'no.',
      rate: 1850,
      sectionId: 'plant',
    },
    { id: '3', description: 'Copper pipe 7/8"', quantity: 30, unit: 'ft', rate: 12.75 },
    { id: '4', description: 'Flexible connector', quantity: 6, unit: 'no.', rate: 24 },
  ],
  taxPercent: 8,
};

const totalsOf = (found: ReturnType<typeof priceValidBoqItems>) =>
  Object.fromEntries((found?.items ?? []).map((item) => [item.id, item.totalText]));

describe('priceValidBoqItems', () => {
  it('gives a valid bill its own item totals', () => {
    const found = priceValidBoqItems(BILL);
    expect(found?.items).toEqual(calculateBoq(BILL).items);
    // 45.5 m² × 1.10 × $38.40 = $1,921.92; 2 × $1,850 = $3,700; 30 × $12.75 = $382.50.
    expect(totalsOf(found)).toEqual({
      '1': '1921.92',
      '2': '3700.00',
      '3': '382.50',
      '4': '144.00',
    });
    expect(found?.currency.code).toBe('USD');
  });

  it('keeps every other item priced while one quantity is being corrected', () => {
    const items = BILL.items?.map((item) => (item.id === '3' ? { ...item, quantity: -5 } : item));
    const found = priceValidBoqItems({ ...BILL, items });
    expect(totalsOf(found)).toEqual({ '1': '1921.92', '2': '3700.00', '4': '144.00' });
  });

  it('leaves out the items of a section whose waste is out of range, and ignores bad percentages', () => {
    const sections = BILL.sections?.map((section) =>
      section.id === 'duct' ? { ...section, wastePercent: 150 } : section,
    );
    const found = priceValidBoqItems({ ...BILL, sections, discountPercent: 120 });
    expect(totalsOf(found)).toEqual({ '2': '3700.00', '3': '382.50', '4': '144.00' });
  });

  it('gives nothing when the currency or the items themselves cannot be known', () => {
    expect(priceValidBoqItems({ ...BILL, currency: 'x'.repeat(500) })).toBeNull();
    const repeated = BILL.items?.map((item) => ({ ...item, id: '1' }));
    expect(priceValidBoqItems({ ...BILL, items: repeated })).toBeNull();
    expect(priceValidBoqItems({ ...BILL, items: 'none' } as unknown as BoqDraft)).toBeNull();
  });

  it('prices each remaining item as the bill without the broken one is priced (property)', () => {
    const item = fc.record({
      quantity: fc.double({ min: 0, max: 1e4, noNaN: true }),
      rate: fc.double({ min: -1e3, max: 1e4, noNaN: true }),
      inDuct: fc.boolean(),
    });
    const broken = fc.constantFrom<unknown>(-1, 'abc', '', null, Number.NaN, 1e12);
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        broken,
        (rows, at, bad) => {
          const items = rows.map((row, index) => ({
            id: `i${index}`,
            description: '',
            quantity: row.quantity,
            unit: 'm',
            rate: row.rate,
            ...(row.inDuct ? { sectionId: 'duct' } : {}),
          }));
          const brokenIndex = at % items.length;
          const withBroken = items.map((row, index) =>
            index === brokenIndex ? { ...row, quantity: bad } : row,
          ) as BoqDraft['items'];
          const sections = BILL.sections;
          const found = priceValidBoqItems({ currency: 'EUR', sections, items: withBroken });
          const expected = calculateBoq({
            currency: 'EUR',
            sections,
            items: items.filter((_, index) => index !== brokenIndex),
          }).items;
          expect(found?.items).toEqual(expected);
        },
      ),
    );
  });

  it('never throws and gives finite totals, whatever the draft holds (property)', () => {
    const value = fc.oneof(fc.anything(), fc.double(), fc.string(), fc.constant(undefined));
    const draft = fc.oneof(
      fc.anything(),
      fc.record({
        currency: fc.oneof(fc.constantFrom('$', 'USD', 'JPY', 'KWD'), value),
        sections: fc.oneof(
          fc.array(
            fc.record({ id: fc.constantFrom('duct', 'x'), name: value, wastePercent: value }),
          ),
          value,
        ),
        items: fc.array(
          fc.record({
            id: fc.oneof(fc.constantFrom('1', '2', '3'), value),
            quantity: value,
            rate: value,
            sectionId: fc.oneof(fc.constantFrom('duct', 'x'), value),
          }),
        ),
        taxPercent: value,
      }),
    );
    fc.assert(
      fc.property(draft, (bill) => {
        const found = priceValidBoqItems(bill as BoqDraft);
        for (const item of found?.items ?? []) {
          expect(Number.isFinite(item.total)).toBe(true);
          expect(Number.isFinite(item.pricedQuantity)).toBe(true);
        }
      }),
    );
  });
});
