import { resolveBoqCurrency } from './currencies.js';
import type { BoqCurrency } from './currencies.js';

/**
 * Formatters by locale and options, made once: building an `Intl.NumberFormat` costs far more than
 * formatting with one (a bill of 1,000 items formats every amount on each edit and in its report).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount formatted as money with `Intl.NumberFormat`: the currency's symbol, grouping, and
 * exactly its minor-unit digits (ISO 4217: "$1,234.50", "¥1,235", "KWD 1.250"). A custom symbol
 * outside the list is put before the number.
 *
 * @param amount - Amount in major units (from `calculateBoq`, already rounded).
 * @param currency - A currency from `resolveBoqCurrency`, or a bill's `currency` field.
 * @param locale - BCP 47 locale for grouping and symbol placement; default "en-US".
 * @returns The formatted amount.
 * @see ECMA-402, Intl.NumberFormat (style "currency")
 * @example formatBoqAmount(1234.5, '$') //=> "$1,234.50"
 */
export function formatBoqAmount(
  amount: number,
  currency: BoqCurrency | string,
  locale = 'en-US',
): string {
  const resolved = typeof currency === 'string' ? resolveBoqCurrency(currency) : currency;
  const digits = resolved.minorUnitDigits;
  const value = Number.isFinite(amount) ? amount : 0;
  if (resolved.code !== null) {
    return numberFormat(locale, {
      style: 'currency',
      currency: resolved.code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  }
  const number = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${resolved.symbol}${number}`;
}

/**
 * A quantity formatted for a bill: grouping, up to 3 decimals, no trailing zeros.
 *
 * @example formatBoqQuantity(1234.5) //=> "1,234.5"
 */
export function formatBoqQuantity(quantity: number, locale = 'en-US'): string {
  return numberFormat(locale, { maximumFractionDigits: 3 }).format(
    Number.isFinite(quantity) ? quantity : 0,
  );
}
