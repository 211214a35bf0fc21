import { describe, expect, it, test } from 'vitest';
import { calculateBoq, withBoqTotals } from './calculate-boq.js';
import { BOQ_METHOD } from './method.js';
import type { BoqDraft } from './schema.js';

/** The spec's shape only: currency and items with id, description, quantity, unit, rate, total. */
const SMALL_OFFICE: BoqDraft = {
  currency: '$',
  items: [
    {
      id: '1',
      description: 'Split AC unit 2 ton',
      quantity: 2,
      unit: 'no.',
      rate: 1850,
      total: 3700,
    },
    {
      id: '2',
      description: 'Galvanized duct',
      quantity: 45.5,
      unit: 'm²',
      rate: 38.4,
      total: 1747.2,
    },
    {
      id: '3',
      description: 'Copper pipe 7/8"',
      quantity: 30,
      unit: 'ft',
      rate: 6.35,
      total: 190.5,
    },
  ],
};

describe('calculateBoq', () => {
  it('totals a spec-only bill (item totals = quantity × rate)', () => {
    const result = calculateBoq(SMALL_OFFICE);
    expect(result.items.map((item) => item.total)).toEqual([3700, 1747.2, 190.5]);
    expect(result.items.map((item) => item.totalText)).toEqual(['3700.00', '1747.20', '190.50']);
    expect(result.subtotal).toBe(5637.7);
    expect(result.grandTotal).toBe(5637.7);
    expect(result.currency.code).toBe('USD');
    expect(result.warnings).toEqual([]);
  });

  it('adds 0.1 + 0.2 to exactly 0.3', () => {
    const result = calculateBoq({
      items: [
        { id: 'a', description: '', quantity: 1, unit: 'no.', rate: 0.1 },
        { id: 'b', description: '', quantity: 1, unit: 'no.', rate: 0.2 },
      ],
    });
    expect(result.subtotal).toBe(0.3);
    expect(result.grandTotal).toBe(0.3);
  });

  it('adds ten items of 0.10 to exactly 1.00', () => {
    const items = Array.from({ length: 10 }, (_, index) => ({
      id: String(index),
      description: 'Clip',
      quantity: 1,
      unit: 'no.',
      rate: 0.1,
    }));
    expect(calculateBoq({ items }).grandTotal).toBe(1);
  });

  /**
   * Order of adjustments: contingency on the subtotal, discount on subtotal + contingency, tax on
   * the net (subtotal + contingency − discount); each rounded to the minor unit.
   * 1000.00 + 10 % = 1100.00; −5 % = −55.00 → 1045.00; +7.5 % tax = 78.375 → 78.38; total 1123.38.
   */
  it('applies contingency, then discount, then tax', () => {
    const result = calculateBoq({
      currency: 'USD',
      items: [{ id: '1', description: 'Lot', quantity: 1, unit: 'lot', rate: 1000 }],
      contingencyPercent: 10,
      discountPercent: 5,
      taxPercent: 7.5,
    });
    expect(result.contingency).toBe(100);
    expect(result.discount).toBe(55);
    expect(result.netTotal).toBe(1045);
    expect(result.tax).toBe(78.38);
    expect(result.grandTotal).toBe(1123.38);
  });

  // Minor units from ISO 4217: JPY and KRW 0 digits, KWD and BHD 3 digits.
  test.each<[string, string, number, number, number, number]>([
    ['JPY (0 digits): 3 × ¥333.5 = 1000.5 → ¥1001', 'JPY', 3, 333.5, 0, 1001],
    ['KRW (0 digits): 2.5 × ₩1001 = 2502.5 → ₩2503', 'KRW', 2.5, 1001, 0, 2503],
    ['JPY with 10 % tax: ¥1001 + 100.1 → ¥1101', 'JPY', 3, 333.5, 10, 1101],
    ['KWD (3 digits): 1.5 × 0.3335 = 0.50025 → 0.500', 'KWD', 1.5, 0.3335, 0, 0.5],
    ['BHD (3 digits): 7 × 1.2345 = 8.6415 → 8.642', 'BHD', 7, 1.2345, 0, 8.642],
    ['BHD with 5 % tax: 8.642 + 0.4321 → 9.074', 'BHD', 7, 1.2345, 5, 9.074],
  ])('%s', (_case, currency, quantity, rate, taxPercent, grandTotal) => {
    const result = calculateBoq({
      currency,
      items: [{ id: '1', description: 'x', quantity, unit: 'no.', rate }],
      taxPercent,
    });
    expect(result.grandTotal).toBe(grandTotal);
  });

  describe('waste allowance of a section', () => {
    // Main supply duct 26 × 14 in × 80 ft: 2(26 + 14)/12 × 80 = 533.33 ft² of 24 ga sheet at
    // 1.156 lb/ft² (SMACNA HVAC Duct Construction Standards, appendix A, galvanized sheet table)
    // = 616.53 lb, priced at $4.25/lb.
    const bill = (wastePercent?: number): BoqDraft => ({
      currency: 'USD',
      sections: [
        { id: 'duct', name: 'Ductwork', ...(wastePercent === undefined ? {} : { wastePercent }) },
      ],
      items: [
        {
          id: '1',
          description: 'Galvanized steel sheet 24 ga',
          quantity: 616.53,
          unit: 'lb',
          rate: 4.25,
          sectionId: 'duct',
        },
        { id: '2', description: 'Commissioning', quantity: 1, unit: 'lot', rate: 900 },
      ],
    });

    test.each<[string, number | undefined, number, number]>([
      ['absent (a bill saved before the allowance): net weight × rate', undefined, 616.53, 2620.25],
      ['0 %: the same total', 0, 616.53, 2620.25],
      ['10 %: 678.183 lb × $4.25 = 2,882.27775 → $2,882.28', 10, 678.183, 2882.28],
      ['15 %: 709.0095 lb × $4.25 = 3,013.290375 → $3,013.29', 15, 709.0095, 3013.29],
    ])('%s', (_case, wastePercent, pricedQuantity, total) => {
      const result = calculateBoq(bill(wastePercent));
      expect(result.items[0]?.pricedQuantity).toBeCloseTo(pricedQuantity, 9);
      expect(result.items[0]?.total).toBe(total);
      expect(result.sections[0]?.subtotal).toBe(total);
      expect(result.sections[0]?.wastePercent).toBe(wastePercent ?? 0);
      // Items without a section take no allowance.
      expect(result.items[1]).toMatchObject({ wastePercent: 0, pricedQuantity: 1, total: 900 });
      expect(result.warnings).toEqual([]);
    });

    it('keeps the saved total of a bill saved with an allowance', () => {
      const saved = withBoqTotals(bill(10));
      expect(saved.items[0]?.total).toBe(2882.28);
      expect(calculateBoq(saved).warnings).toEqual([]);
    });

    it('refuses an allowance outside 0–100 %, naming the section', () => {
      expect(() => calculateBoq(bill(120))).toThrow(
        'Waste allowance of section 1 must be between 0 and 100%.',
      );
    });
  });

  it('groups items into sections with subtotals, keeping items without a section apart', () => {
    const result = calculateBoq({
      currency: '€',
      sections: [
        { id: 'plant', name: 'Plant' },
        { id: 'duct', name: 'Ductwork' },
        { id: 'empty', name: 'Controls' },
      ],
      items: [
        { id: '1', description: 'AHU', quantity: 1, unit: 'no.', rate: 12500, sectionId: 'plant' },
        {
          id: '2',
          description: 'Duct',
          quantity: 120.5,
          unit: 'm²',
          rate: 42.1,
          sectionId: 'duct',
        },
        {
          id: '3',
          description: 'Pump',
          quantity: 2,
          unit: 'no.',
          rate: 1430.25,
          sectionId: 'plant',
        },
        { id: '4', description: 'Commissioning', quantity: 1, unit: 'lot', rate: 900 },
      ],
    });
    expect(result.currency.code).toBe('EUR');
    expect(result.sections).toEqual([
      { id: 'plant', name: 'Plant', itemIds: ['1', '3'], wastePercent: 0, subtotal: 15360.5 },
      { id: 'duct', name: 'Ductwork', itemIds: ['2'], wastePercent: 0, subtotal: 5073.05 },
      { id: 'empty', name: 'Controls', itemIds: [], wastePercent: 0, subtotal: 0 },
    ]);
    expect(result.unsectionedSubtotal).toBe(900);
    expect(result.unsectionedItemIds).toEqual(['4']);
    expect(result.subtotal).toBe(15360.5 + 5073.05 + 900);
  });

  it('warns about a saved total that is not quantity × rate, and recomputes it', () => {
    const result = calculateBoq({
      items: [{ id: '1', description: 'Duct', quantity: 3, unit: 'm', rate: 0.1, total: 0.31 }],
    });
    expect(result.items[0]?.total).toBe(0.3);
    expect(result.warnings).toEqual([
      {
        code: 'storedTotalRecomputed',
        path: ['items', 0, 'total'],
        message:
          'Item 1 ("Duct"): the saved total 0.31 is not quantity × rate; it is recomputed as 0.30.',
      },
    ]);
  });

  it('treats a negative rate as a credit and warns', () => {
    const result = calculateBoq({
      items: [
        { id: '1', description: 'Fan', quantity: 1, unit: 'no.', rate: 500 },
        { id: '2', description: 'Omit grille', quantity: 2, unit: 'no.', rate: -35.5 },
      ],
    });
    expect(result.grandTotal).toBe(429);
    expect(result.warnings.map((warning) => warning.code)).toEqual(['negativeRate']);
  });

  it('totals an empty bill to zero', () => {
    const result = calculateBoq({});
    expect(result.grandTotal).toBe(0);
    expect(result.currency.symbol).toBe('$');
  });

  it('throws a ZodError naming the item and field for invalid input', () => {
    expect(() =>
      calculateBoq({ items: [{ id: '1', description: '', quantity: -1, unit: 'm', rate: 1 }] }),
    ).toThrow(/Quantity of item 1 must be between 0 and 1,000,000,000/);
  });

  it('stays exact and finite at the limits', () => {
    const result = calculateBoq({
      currency: 'KWD',
      items: [{ id: '1', description: 'Max', quantity: 1000, unit: 'no.', rate: 999_999_999.999 }],
      contingencyPercent: 100,
      taxPercent: 100,
    });
    expect(result.subtotal).toBe(999_999_999_999);
    expect(result.grandTotal).toBe(3_999_999_999_996);
    expect(Number.isSafeInteger(result.grandTotal * 1000)).toBe(true);
  });
});

describe('withBoqTotals', () => {
  it('writes each computed total into the spec field', () => {
    const bill = withBoqTotals({
      items: [{ id: '1', description: '', quantity: 3, unit: 'm', rate: 0.1, total: 999 }],
    });
    expect(bill.items[0]?.total).toBe(0.3);
  });
});

describe('BOQ_METHOD', () => {
  it('documents the order contingency → discount → tax, each step with a reference', () => {
    expect(BOQ_METHOD.map((step) => step.id)).toEqual([
      'minorUnits',
      'itemTotal',
      'subtotals',
      'contingency',
      'discount',
      'tax',
      'grandTotal',
    ]);
    for (const step of BOQ_METHOD) expect(step.reference).not.toBe('');
  });
});
