/**
 * Exact decimal arithmetic for money. Binary floating point cannot hold 0.1 exactly (0.1 + 0.2 is
 * 0.30000000000000004), so amounts are computed in integer minor units (cents, fils, yen) with
 * BigInt, from the decimal that each number's shortest round-trip text spells.
 */

/** A decimal number: `digits × 10^−scale`. */
interface Decimal {
  readonly digits: bigint;
  readonly scale: number;
}

/**
 * The decimal a finite number stands for: the one its shortest round-trip text spells, so 0.1 is
 * exactly 1/10 (not 0.1000000000000000055…). That is the number a user typed.
 */
function toDecimal(value: number): Decimal {
  if (!Number.isFinite(value))
    throw new RangeError(`Expected a finite number, got ${String(value)}.`);
  const [mantissa = '0', exponentText] = String(value).toLowerCase().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const unsigned = negative ? mantissa.slice(1) : mantissa;
  const [whole = '0', fraction = ''] = unsigned.split('.');
  const scale = fraction.length - exponent;
  let digits = BigInt(whole + fraction);
  if (negative) digits = -digits;
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** n / d rounded half away from zero (the commercial rounding of invoices); d > 0. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * A money amount in integer minor units, rounded half away from zero.
 *
 * @param amount - An amount in major units (e.g. dollars). Must be finite.
 * @param minorUnitDigits - Digits of the minor unit (2 for cents, 0 for yen, 3 for fils).
 * @returns The amount in minor units.
 * @throws {RangeError} If the amount is not finite.
 * @example amountToMinorUnits(0.125, 2) //=> 13n
 */
export function amountToMinorUnits(amount: number, minorUnitDigits: number): bigint {
  const { digits, scale } = toDecimal(amount);
  const shift = minorUnitDigits - scale;
  return shift >= 0 ? digits * 10n ** BigInt(shift) : divideRounded(digits, 10n ** BigInt(-shift));
}

/**
 * The exact product quantity × rate in minor units, rounded once, half away from zero.
 *
 * @param quantity - Quantity, as entered. Must be finite.
 * @param rate - Rate per unit in major units. Must be finite.
 * @param minorUnitDigits - Digits of the currency's minor unit.
 * @returns quantity × rate in minor units.
 * @throws {RangeError} If an argument is not finite.
 * @example productInMinorUnits(3, 0.1, 2) //=> 30n (not 30.000000000000004)
 */
export function productInMinorUnits(
  quantity: number,
  rate: number,
  minorUnitDigits: number,
): bigint {
  return productWithAllowanceInMinorUnits(quantity, rate, 0, minorUnitDigits);
}

/**
 * The exact product quantity × (1 + allowance % / 100) × rate in minor units, rounded once, half
 * away from zero: an item priced on its quantity with a waste allowance added.
 *
 * @param quantity - Net quantity, as entered. Must be finite.
 * @param rate - Rate per unit in major units. Must be finite.
 * @param allowancePercent - Allowance added to the quantity, %, e.g. 10. Must be finite.
 * @param minorUnitDigits - Digits of the currency's minor unit.
 * @returns quantity × (100 + allowance) / 100 × rate in minor units.
 * @throws {RangeError} If an argument is not finite.
 * @example productWithAllowanceInMinorUnits(616.53, 4.25, 10, 2) //=> 288228n (678.183 × 4.25 = 2,882.27775)
 */
export function productWithAllowanceInMinorUnits(
  quantity: number,
  rate: number,
  allowancePercent: number,
  minorUnitDigits: number,
): bigint {
  const q = toDecimal(quantity);
  const r = toDecimal(rate);
  const p = toDecimal(allowancePercent);
  const hundred = 100n * 10n ** BigInt(p.scale);
  const digits = q.digits * r.digits * (hundred + p.digits);
  const scale = q.scale + r.scale;
  return divideRounded(
    digits * 10n ** BigInt(Math.max(0, minorUnitDigits - scale)),
    hundred * 10n ** BigInt(Math.max(0, scale - minorUnitDigits)),
  );
}

/**
 * A percentage of an amount in minor units, rounded half away from zero to the minor unit.
 *
 * @param amountMinor - The amount, minor units.
 * @param percent - The percentage, e.g. 7.5 for 7.5 %. Must be finite.
 * @returns amount × percent / 100 in minor units.
 * @throws {RangeError} If the percentage is not finite.
 * @example percentOfMinorUnits(1999n, 7.5) //=> 150n (149.925 rounds to 150)
 */
export function percentOfMinorUnits(amountMinor: bigint, percent: number): bigint {
  const p = toDecimal(percent);
  return divideRounded(amountMinor * p.digits, 100n * 10n ** BigInt(p.scale));
}

/**
 * Minor units as a decimal string in major units, e.g. 1050n with 2 digits → "10.50".
 *
 * @param amountMinor - The amount, minor units.
 * @param minorUnitDigits - Digits of the minor unit.
 * @returns The exact decimal text, with exactly `minorUnitDigits` decimals.
 * @example minorUnitsToDecimalString(-5n, 3) //=> "-0.005"
 */
export function minorUnitsToDecimalString(amountMinor: bigint, minorUnitDigits: number): string {
  const negative = amountMinor < 0n;
  const text = (negative ? -amountMinor : amountMinor)
    .toString()
    .padStart(minorUnitDigits + 1, '0');
  const whole = text.slice(0, text.length - minorUnitDigits);
  const fraction = text.slice(text.length - minorUnitDigits);
  return `${negative ? '-' : ''}${whole}${minorUnitDigits > 0 ? `.${fraction}` : ''}`;
}

/**
 * Minor units as a number in major units: the double nearest the exact decimal, whose shortest
 * text is that decimal (exact for amounts below 2^53 minor units).
 *
 * @example minorUnitsToAmount(30n, 2) //=> 0.3
 */
export function minorUnitsToAmount(amountMinor: bigint, minorUnitDigits: number): number {
  const amount = Number(minorUnitsToDecimalString(amountMinor, minorUnitDigits));
  return amount === 0 ? 0 : amount;
}
