import { CURRENCY_SOURCE } from './currencies.js';

/** One step of the bill-of-quantities arithmetic, for the report. */
export interface BoqMethodStep {
  /** Stable identifier. */
  readonly id: string;
  readonly title: string;
  readonly formula: string;
  /** Conditions a reviewer should know. */
  readonly notes: string;
  /** Where the rule comes from. */
  readonly reference: string;
}

/** The order and rounding of the totals, step by step as `calculateBoq` applies them. */
export const BOQ_METHOD: readonly BoqMethodStep[] = [
  {
    id: 'minorUnits',
    title: 'Currency and minor unit',
    formula: 'amounts kept in integer minor units (cents, fils, yen): 10^digits per major unit',
    notes:
      'Digits per ISO 4217: 2 for most currencies, 0 for JPY, KRW, VND, CLP and ISK, 3 for KWD, BHD, OMR and JOD; a custom symbol uses 2. Exact integer arithmetic: 0.1 + 0.2 is 0.30, never 0.30000000000000004.',
    reference: CURRENCY_SOURCE,
  },
  {
    id: 'itemTotal',
    title: 'Item total',
    formula:
      'total = quantity × (1 + waste % / 100) × rate, rounded once to the minor unit, half away from zero',
    notes:
      'Quantity and rate are read as the decimals they spell. The waste allowance is that of the item’s section (0 when it has none): sheet metal priced by weight takes the net weight plus the allowance for seams, joints and offcuts. A negative rate is a credit. A saved total that differs is replaced and reported.',
    reference: 'Commercial rounding (half away from zero) as on invoices',
  },
  {
    id: 'subtotals',
    title: 'Section subtotals and subtotal',
    formula: 'subtotal = Σ item totals (per section, and over the whole bill)',
    notes:
      'Sums of the rounded item totals, as the bill prints them, so the columns add up. Items without a section have their own subtotal.',
    reference: 'Arithmetic of the bill',
  },
  {
    id: 'contingency',
    title: 'Contingency',
    formula: 'contingency = subtotal × contingency % (rounded to the minor unit)',
    notes: 'An allowance for unforeseen work, added before any discount.',
    reference: 'Estimating practice',
  },
  {
    id: 'discount',
    title: 'Discount',
    formula: 'discount = (subtotal + contingency) × discount % (rounded to the minor unit)',
    notes: 'Applied to the sum including contingency.',
    reference: 'Estimating practice',
  },
  {
    id: 'tax',
    title: 'Tax',
    formula:
      'net = subtotal + contingency − discount; tax = net × tax % (rounded to the minor unit)',
    notes: 'Sales tax or VAT on the net amount, after the discount.',
    reference: 'Estimating practice',
  },
  {
    id: 'grandTotal',
    title: 'Grand total',
    formula: 'grand total = net + tax',
    notes: 'Every amount is exact to the minor unit.',
    reference: 'Arithmetic of the bill',
  },
];
