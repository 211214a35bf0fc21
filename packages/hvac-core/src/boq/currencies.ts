/** Source of the currency codes and minor-unit digits. */
export const CURRENCY_SOURCE =
  'ISO 4217:2015, Codes for the representation of currencies, list one (current currency and funds code list, "Minor unit" column), as maintained by SIX Financial Information';

/** A currency a bill of quantities can be priced in. */
export interface BoqCurrency {
  /** ISO 4217 alphabetic code, e.g. "USD"; null for a custom symbol outside the list. */
  readonly code: string | null;
  /** Symbol shown before amounts in the list and in a custom currency, e.g. "$". */
  readonly symbol: string;
  readonly name: string;
  /** Digits after the decimal point of the minor unit (ISO 4217): 2 for cents, 0 for yen, 3 for fils. */
  readonly minorUnitDigits: number;
}

/** [code, symbol, name, minor-unit digits] */
type Row = readonly [string, string, string, number];

const ROWS: readonly Row[] = [
  ['USD', '$', 'US dollar', 2],
  ['EUR', '€', 'Euro', 2],
  ['GBP', '£', 'Pound sterling', 2],
  ['JPY', '¥', 'Japanese yen', 0],
  ['KRW', '₩', 'South Korean won', 0],
  ['CNY', 'CN¥', 'Chinese yuan renminbi', 2],
  ['INR', '₹', 'Indian rupee', 2],
  ['CAD', 'CA$', 'Canadian dollar', 2],
  ['AUD', 'A$', 'Australian dollar', 2],
  ['NZD', 'NZ$', 'New Zealand dollar', 2],
  ['CHF', 'CHF', 'Swiss franc', 2],
  ['SEK', 'SEK', 'Swedish krona', 2],
  ['NOK', 'NOK', 'Norwegian krone', 2],
  ['DKK', 'DKK', 'Danish krone', 2],
  ['PLN', 'zł', 'Polish złoty', 2],
  ['CZK', 'Kč', 'Czech koruna', 2],
  ['HUF', 'Ft', 'Hungarian forint', 2],
  ['TRY', '₺', 'Turkish lira', 2],
  ['ISK', 'ISK', 'Icelandic króna', 0],
  ['AED', 'AED', 'UAE dirham', 2],
  ['SAR', 'SAR', 'Saudi riyal', 2],
  ['QAR', 'QAR', 'Qatari riyal', 2],
  ['KWD', 'KWD', 'Kuwaiti dinar', 3],
  ['BHD', 'BHD', 'Bahraini dinar', 3],
  ['OMR', 'OMR', 'Omani rial', 3],
  ['JOD', 'JOD', 'Jordanian dinar', 3],
  ['EGP', 'EGP', 'Egyptian pound', 2],
  ['ZAR', 'R', 'South African rand', 2],
  ['NGN', '₦', 'Nigerian naira', 2],
  ['KES', 'KES', 'Kenyan shilling', 2],
  ['SGD', 'S$', 'Singapore dollar', 2],
  ['HKD', 'HK$', 'Hong Kong dollar', 2],
  ['MYR', 'RM', 'Malaysian ringgit', 2],
  ['THB', '฿', 'Thai baht', 2],
  ['IDR', 'Rp', 'Indonesian rupiah', 2],
  ['PHP', '₱', 'Philippine peso', 2],
  ['VND', '₫', 'Vietnamese đồng', 0],
  ['PKR', 'PKR', 'Pakistani rupee', 2],
  ['BRL', 'R$', 'Brazilian real', 2],
  ['MXN', 'MX$', 'Mexican peso', 2],
  ['CLP', 'CLP', 'Chilean peso', 0],
];

/** Currencies offered in the list, with their ISO 4217 minor-unit digits; US dollar first. */
export const CURRENCIES: readonly BoqCurrency[] = ROWS.map(
  ([code, symbol, name, minorUnitDigits]) => ({
    code,
    symbol,
    name,
    minorUnitDigits,
  }),
);

/** The spec's default currency: the symbol "$", read as US dollars. */
export const DEFAULT_BOQ_CURRENCY = '$';

/** Minor-unit digits of a custom symbol that is not in the list. */
const CUSTOM_MINOR_UNIT_DIGITS = 2;

const BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency]));
const BY_SYMBOL = new Map<string, BoqCurrency>();
for (const currency of CURRENCIES) {
  // The first currency listed with a symbol owns it: "$" is the US dollar, "¥" the yen.
  if (!BY_SYMBOL.has(currency.symbol)) BY_SYMBOL.set(currency.symbol, currency);
}

/**
 * The currency a bill's `currency` field names: an ISO 4217 code from `CURRENCIES` ("EUR", any
 * case), a listed symbol ("$" is the US dollar, "€" the euro), or else a custom symbol priced in
 * hundredths.
 *
 * @param currency - The bill's `currency` field.
 * @returns The currency with its minor-unit digits.
 * @see ISO 4217:2015, minor unit column
 * @example resolveBoqCurrency('JPY').minorUnitDigits //=> 0
 */
export function resolveBoqCurrency(currency: string): BoqCurrency {
  const trimmed = currency.trim();
  const listed = BY_CODE.get(trimmed.toUpperCase()) ?? BY_SYMBOL.get(trimmed);
  if (listed !== undefined) return listed;
  return {
    code: null,
    symbol: trimmed === '' ? DEFAULT_BOQ_CURRENCY : trimmed,
    name: trimmed,
    minorUnitDigits: CUSTOM_MINOR_UNIT_DIGITS,
  };
}
