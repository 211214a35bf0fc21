import { assertNonNegative } from '../_lib/assert.js';
import { toSi } from '../units/index.js';

/**
 * Where the hood exhaust rates come from. The four appliance duties are those of ASHRAE Standard
 * 154 and the IMC (light: ovens, steamers, kettles; medium: griddles, fryers, ranges with discrete
 * elements; heavy: gas open-burner ranges, underfired and chain broilers, woks; extra-heavy: solid
 * fuel).
 */
export const KITCHEN_HOOD_RATE_SOURCE =
  'International Mechanical Code, section 507.13 "Capacity of hoods" (minimum exhaust of unlisted Type I hoods by hood type and appliance duty, cfm per linear foot; 1 cfm/ft = 1.55 L/s per linear metre), as tabulated in "Minimum CFM for unlisted hoods (per 2001 International Mechanical Code)" of the CKV design guides; appliance duty classes of ANSI/ASHRAE Standard 154 and the IMC; hood exhaust design in ASHRAE Handbook—HVAC Applications, ch. 34 "Kitchen Ventilation"';

/** Identifiers of the hood styles, in the IMC table's order. */
export const KITCHEN_HOOD_STYLE_IDS = [
  'wallCanopy',
  'singleIslandCanopy',
  'doubleIslandCanopy',
  'eyebrow',
  'backshelfPassOver',
] as const;
export type KitchenHoodStyleId = (typeof KITCHEN_HOOD_STYLE_IDS)[number];

/** Identifiers of the appliance duties, lightest first. */
export const APPLIANCE_DUTY_IDS = ['light', 'medium', 'heavy', 'extraHeavy'] as const;
export type ApplianceDutyId = (typeof APPLIANCE_DUTY_IDS)[number];

/** A hood style's label. */
export const KITCHEN_HOOD_STYLE_LABELS: Readonly<Record<KitchenHoodStyleId, string>> = {
  wallCanopy: 'Wall-mounted canopy',
  singleIslandCanopy: 'Single island canopy',
  doubleIslandCanopy: 'Double island canopy',
  eyebrow: 'Eyebrow',
  backshelfPassOver: 'Backshelf / pass-over',
};

/** An appliance duty's label, with examples an engineer recognises. */
export const APPLIANCE_DUTY_LABELS: Readonly<Record<ApplianceDutyId, string>> = {
  light: 'Light duty (ovens, steamers, kettles)',
  medium: 'Medium duty (griddles, fryers, hot-top ranges)',
  heavy: 'Heavy duty (open-burner ranges, broilers, woks)',
  extraHeavy: 'Extra-heavy duty (solid fuel)',
};

/**
 * Minimum exhaust of an unlisted Type I hood, cfm per linear foot of hood, by style and appliance
 * duty; `null` where the code does not allow that hood over that duty.
 */
export const KITCHEN_HOOD_EXHAUST_CFM_PER_FT: Readonly<
  Record<KitchenHoodStyleId, Readonly<Record<ApplianceDutyId, number | null>>>
> = {
  wallCanopy: { light: 200, medium: 300, heavy: 400, extraHeavy: 550 },
  singleIslandCanopy: { light: 400, medium: 500, heavy: 600, extraHeavy: 700 },
  doubleIslandCanopy: { light: 250, medium: 300, heavy: 400, extraHeavy: 550 },
  eyebrow: { light: 250, medium: 250, heavy: null, extraHeavy: null },
  backshelfPassOver: { light: 250, medium: 300, heavy: 400, extraHeavy: null },
};

/**
 * The exhaust rate of a hood style over an appliance duty, cfm per linear foot.
 *
 * @param style - Hood style.
 * @param duty - Appliance duty.
 * @returns cfm per linear foot of hood, or `null` where the code does not allow the combination.
 * @see International Mechanical Code, section 507.13 (see `KITCHEN_HOOD_RATE_SOURCE`)
 * @example kitchenHoodExhaustCfmPerFt('wallCanopy', 'heavy') //=> 400
 */
export function kitchenHoodExhaustCfmPerFt(
  style: KitchenHoodStyleId,
  duty: ApplianceDutyId,
): number | null {
  return KITCHEN_HOOD_EXHAUST_CFM_PER_FT[style][duty];
}

/**
 * The exhaust rate of a hood style over an appliance duty in SI, m³/s per metre of hood: the
 * code's cfm per linear foot converted exactly (1 cfm/ft = 1.548 L/s·m).
 *
 * @param style - Hood style.
 * @param duty - Appliance duty.
 * @returns m³/s per m of hood, or `null` where the code does not allow the combination.
 * @see International Mechanical Code, section 507.13 (see `KITCHEN_HOOD_RATE_SOURCE`)
 * @example kitchenHoodExhaustM3sPerM('wallCanopy', 'heavy') //=> 0.61935 (619.35 L/s per m)
 */
export function kitchenHoodExhaustM3sPerM(
  style: KitchenHoodStyleId,
  duty: ApplianceDutyId,
): number | null {
  const cfmPerFt = kitchenHoodExhaustCfmPerFt(style, duty);
  if (cfmPerFt === null) return null;
  return toSi(cfmPerFt, 'airflow', 'Imperial') / toSi(1, 'length', 'Imperial');
}

/**
 * Hood exhaust airflow Q = q × L: the rate per length of hood times the hood's length.
 *
 * @param rateM3sPerM - Exhaust per length of hood, m³/s per m. Must be ≥ 0.
 * @param hoodLengthM - Hood length, m. Must be ≥ 0.
 * @returns Exhaust airflow, m³/s.
 * @throws {RangeError} If an argument is negative or not finite.
 * @see International Mechanical Code, section 507.13 (Q = rate × length of hood)
 * @example kitchenHoodExhaustM3s(kitchenHoodExhaustM3sPerM('wallCanopy', 'heavy')!, 1.524) //=> 0.94390 (2,000 cfm)
 */
export function kitchenHoodExhaustM3s(rateM3sPerM: number, hoodLengthM: number): number {
  assertNonNegative(rateM3sPerM, 'rateM3sPerM');
  assertNonNegative(hoodLengthM, 'hoodLengthM');
  return rateM3sPerM * hoodLengthM;
}
