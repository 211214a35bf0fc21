import { resolveBoqCurrency } from './currencies.js';
import type { BoqCurrency } from './currencies.js';
import {
  amountToMinorUnits,
  minorUnitsToAmount,
  minorUnitsToDecimalString,
  percentOfMinorUnits,
  productWithAllowanceInMinorUnits,
} from './decimal.js';
import { BoqSchema } from './schema.js';
import type { Boq, BoqDraft, BoqItem } from './schema.js';
import { parseInput } from '../_lib/parse-input.js';

/** Something in the bill an estimator should look at; not an error. */
export interface BoqWarning {
  readonly code: string;
  /** Path of the field the warning is about, e.g. ['items', 2, 'total']. */
  readonly path?: readonly (string | number)[];
  readonly message: string;
}

/** One item with its computed total. */
export interface BoqItemResult {
  readonly id: string;
  /** Waste allowance of the item's section, % (0 without a section or an allowance). */
  readonly wastePercent: number;
  /** The quantity priced: quantity × (1 + waste % / 100). */
  readonly pricedQuantity: number;
  /** pricedQuantity × rate rounded to the currency's minor unit, major units. */
  readonly total: number;
  /** The same total as exact decimal text with the currency's digits, e.g. "0.30". */
  readonly totalText: string;
}

/** A section with the sum of its items. */
export interface BoqSectionResult {
  readonly id: string;
  readonly name: string;
  readonly itemIds: readonly string[];
  /** Waste allowance added to the quantity of each of its items, % (0 when none is given). */
  readonly wastePercent: number;
  readonly subtotal: number;
}

/**
 * Totals of a bill of quantities, in major units of `currency`, each rounded to the minor unit and
 * exact (computed in integer minor units):
 * subtotal = Σ item totals; contingency = subtotal × c%; discount = (subtotal + contingency) × d%;
 * netTotal = subtotal + contingency − discount; tax = netTotal × t%; grandTotal = netTotal + tax.
 */
export interface BoqResult {
  readonly currency: BoqCurrency;
  readonly items: readonly BoqItemResult[];
  /** Sections in the bill's order with their subtotals. */
  readonly sections: readonly BoqSectionResult[];
  /** Sum of the items not in any section. */
  readonly unsectionedSubtotal: number;
  readonly unsectionedItemIds: readonly string[];
  /** Sum of every item total. */
  readonly subtotal: number;
  readonly contingency: number;
  readonly discount: number;
  /** subtotal + contingency − discount: the amount tax is charged on. */
  readonly netTotal: number;
  readonly tax: number;
  readonly grandTotal: number;
  readonly warnings: readonly BoqWarning[];
}

/**
 * Totals of a bill of quantities with exact decimal arithmetic. Each item's total is
 * quantity × (1 + w / 100) × rate rounded once to the currency's minor unit (half away from zero),
 * where w is the waste allowance of the item's section (0 when it has none, so bills saved before
 * sections had one total the same: sheet metal bought by weight is priced on the net weight plus
 * the allowance for seams, joints and offcuts, as estimators price it); subtotals add
 * the rounded item totals, as the bill prints them; contingency, discount and tax are each rounded
 * to the minor unit, in that order (see `BoqResult`).
 *
 * @param boq - The bill (a parsed `Boq` or a draft; parsed here).
 * @returns Item totals, section subtotals, adjustments, grand total and warnings. Every number is
 *   finite and exact to the minor unit.
 * @throws {ZodError} If the bill is invalid; each issue's path names the item and field.
 * @see ISO 4217:2015 (minor units); rounding half away from zero as in commercial invoicing
 * @example calculateBoq({ currency: '$', items: [{ id: '1', description: 'Duct', quantity: 3,
 *   unit: 'm', rate: 0.1, total: 0 }] }).grandTotal //=> 0.3
 */
export function calculateBoq(boq: Boq | BoqDraft): BoqResult {
  return calculateBoqInput(parseInput(BoqSchema, boq, 'bill of quantities'));
}

/**
 * calculateBoq of an input its schema has already parsed (`BoqSchema.safeParse`), without
 * parsing it again: the web app validates each draft once and calls this.
 */
export function calculateBoqInput(data: Boq): BoqResult {
  const currency = resolveBoqCurrency(data.currency);
  const digits = currency.minorUnitDigits;
  const amount = (minor: bigint): number => minorUnitsToAmount(minor, digits);
  const warnings: BoqWarning[] = [];

  const wasteBySection = new Map<string, number>(
    data.sections.map((section) => [section.id, section.wastePercent ?? 0]),
  );
  const wasteOf = (item: BoqItem): number =>
    item.sectionId === undefined ? 0 : (wasteBySection.get(item.sectionId) ?? 0);
  const itemMinor = data.items.map((item) =>
    productWithAllowanceInMinorUnits(item.quantity, item.rate, wasteOf(item), digits),
  );
  const items = data.items.map((item, index): BoqItemResult => {
    const minor = itemMinor[index] ?? 0n;
    const wastePercent = wasteOf(item);
    checkStoredTotal(item, index, minor, digits, warnings);
    return {
      id: item.id,
      wastePercent,
      pricedQuantity: item.quantity * (1 + wastePercent / 100),
      total: amount(minor),
      totalText: minorUnitsToDecimalString(minor, digits),
    };
  });

  const sectionTotals = new Map(
    data.sections.map((section) => [section.id, { minor: 0n, itemIds: [] as string[] }]),
  );
  const unsectioned = { minor: 0n, itemIds: [] as string[] };
  data.items.forEach((item, index) => {
    const total = (item.sectionId ? sectionTotals.get(item.sectionId) : undefined) ?? unsectioned;
    total.minor += itemMinor[index] ?? 0n;
    total.itemIds.push(item.id);
  });

  const subtotalMinor = itemMinor.reduce((sum, minor) => sum + minor, 0n);
  const contingencyMinor = percentOfMinorUnits(subtotalMinor, data.contingencyPercent);
  const discountMinor = percentOfMinorUnits(subtotalMinor + contingencyMinor, data.discountPercent);
  const netMinor = subtotalMinor + contingencyMinor - discountMinor;
  const taxMinor = percentOfMinorUnits(netMinor, data.taxPercent);
  const grandMinor = netMinor + taxMinor;

  data.items.forEach((item, index) => {
    if (item.quantity === 0)
      warnings.push({
        code: 'zeroQuantity',
        path: ['items', index, 'quantity'],
        message: `Item ${index + 1}${describe(item)} has a quantity of 0.`,
      });
    if (item.rate < 0)
      warnings.push({
        code: 'negativeRate',
        path: ['items', index, 'rate'],
        message: `Item ${index + 1}${describe(item)} has a negative rate: it is a credit that reduces the total.`,
      });
  });
  if (grandMinor < 0n)
    warnings.push({
      code: 'negativeTotal',
      message: 'The grand total is negative: credits exceed the items.',
    });

  return {
    currency,
    items,
    sections: data.sections.map((section) => ({
      id: section.id,
      name: section.name,
      itemIds: sectionTotals.get(section.id)?.itemIds ?? [],
      wastePercent: section.wastePercent ?? 0,
      subtotal: amount(sectionTotals.get(section.id)?.minor ?? 0n),
    })),
    unsectionedSubtotal: amount(unsectioned.minor),
    unsectionedItemIds: unsectioned.itemIds,
    subtotal: amount(subtotalMinor),
    contingency: amount(contingencyMinor),
    discount: amount(discountMinor),
    netTotal: amount(netMinor),
    tax: amount(taxMinor),
    grandTotal: amount(grandMinor),
    warnings,
  };
}

/**
 * The bill with every item's `total` set to its computed value, for saving: a saved document then
 * holds the spec's `total` field exactly as `calculateBoq` computes it.
 *
 * @param boq - The bill (parsed here).
 * @returns A new parsed bill; the input is not changed.
 * @throws {ZodError} If the bill is invalid.
 */
export function withBoqTotals(boq: Boq | BoqDraft): Boq {
  const data = BoqSchema.parse(boq);
  const result = calculateBoq(data);
  return {
    ...data,
    items: data.items.map((item, index) => ({ ...item, total: result.items[index]?.total ?? 0 })),
  };
}

function describe(item: BoqItem): string {
  return item.description === '' ? '' : ` ("${item.description.slice(0, 60)}")`;
}

/** A stored `total` that differs from quantity × rate is replaced, and the user told. */
function checkStoredTotal(
  item: BoqItem,
  index: number,
  minor: bigint,
  digits: number,
  warnings: BoqWarning[],
): void {
  if (item.total === undefined) return;
  if (amountToMinorUnits(item.total, digits) === minor) return;
  warnings.push({
    code: 'storedTotalRecomputed',
    path: ['items', index, 'total'],
    message: `Item ${index + 1}${describe(item)}: the saved total ${item.total} is not quantity × rate; it is recomputed as ${minorUnitsToDecimalString(minor, digits)}.`,
  });
}
