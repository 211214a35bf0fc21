/**
 * The cooling design conditions a weather file can give a building site, and how each is named in
 * words. The Handbook's climatic tables give annual cooling design dry bulbs at 0.4, 1 and 2 % of
 * the year's hours, each with its mean coincident wet bulb, and monthly design dry bulbs at 0.4, 2,
 * 5 and 10 % of each month's hours with theirs and each month's mean daily range (10 % is not
 * offered: it is not a design condition for sizing).
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Annual Design Conditions" (cooling 0.4, 1 and 2 % DB/MCWB) and "Monthly Design Conditions" (0.4, 2, 5 % DB/MCWB, mean daily range)
 */

/** Annual cooling design dry bulbs the Handbook tabulates, % of the year's hours. */
export const ANNUAL_COOLING_PERCENTS = [0.4, 1, 2] as const;
/** Monthly design dry bulbs offered for sizing, % of each month's hours. */
export const MONTHLY_COOLING_PERCENTS = [0.4, 2, 5] as const;

/**
 * A cooling design condition: an annual percentile (one design day in the hottest month) or a
 * monthly one (a design day on the 21st of each month).
 */
export type DesignConditionChoice =
  | { readonly basis: 'annual'; readonly percent: (typeof ANNUAL_COOLING_PERCENTS)[number] }
  | { readonly basis: 'monthly'; readonly percent: (typeof MONTHLY_COOLING_PERCENTS)[number] };

/** Every choice, annual first, in the order a list offers them. */
export const DESIGN_CONDITION_CHOICES: readonly DesignConditionChoice[] = [
  ...ANNUAL_COOLING_PERCENTS.map((percent) => ({ basis: 'annual' as const, percent })),
  ...MONTHLY_COOLING_PERCENTS.map((percent) => ({ basis: 'monthly' as const, percent })),
];

/** Whether a value is one of the offered choices (a caller outside TypeScript may pass anything). */
export function isDesignConditionChoice(value: unknown): value is DesignConditionChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { basis, percent } = value as { basis?: unknown; percent?: unknown };
  return DESIGN_CONDITION_CHOICES.some((c) => c.basis === basis && c.percent === percent);
}

/**
 * A short name of a choice, as a list offers it.
 *
 * @example designConditionLabel({ basis: 'monthly', percent: 2 }) //=> 'Monthly 2 %'
 */
export function designConditionLabel(choice: DesignConditionChoice): string {
  return `${choice.basis === 'annual' ? 'Annual' : 'Monthly'} ${choice.percent} %`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The approximation of an annual condition, said in the same words whichever file it comes from:
 * the Handbook's annual condition names no month of its own, so it is applied on the 21st of the
 * hottest month (the month of the `.ddy`'s design day, the `.stat`'s HottestMonth, or the `.epw`'s
 * month of highest mean dry bulb) and no other month is computed.
 */
export function annualApproximation(month: number): string {
  const name = MONTH_NAMES[month - 1] ?? `month ${month}`;
  return `Approximation: the annual condition is applied as one design day, ${name} 21; the other eleven months are not computed.`;
}

/** Where a design condition's values were read or derived, for its sentence. */
export type DesignConditionOrigin =
  /** The Handbook's tables as a `.ddy` or `.stat` file prints them; `edition` null if unstated. */
  | { readonly kind: 'tables'; readonly fileName: string; readonly edition: number | null }
  /** Derived from the hours of an `.epw` file. */
  | { readonly kind: 'hours'; readonly fileName: string; readonly hours: number };

/** The longest file name a sentence prints whole, so that every sentence fits the building file. */
const FILE_NAME_LENGTH = 120;

function originText(origin: DesignConditionOrigin): string {
  const file =
    origin.fileName.length > FILE_NAME_LENGTH
      ? `${origin.fileName.slice(0, FILE_NAME_LENGTH - 1)}…`
      : origin.fileName;
  if (origin.kind === 'hours') {
    return `derived from the ${origin.hours.toLocaleString('en-US')} hours of ${file} (one year of hours, not the Handbook's multi-year record)`;
  }
  return `${file} (${origin.edition === null ? 'edition of the design conditions not stated' : `ASHRAE ${origin.edition} design conditions`})`;
}

/**
 * A design condition in words, as the screen and the report print it: which percentile, of the
 * year or of each month, what goes with the dry bulb, where it comes from, and for an annual
 * condition the approximation it is used under.
 *
 * @param choice - The condition used.
 * @param origin - The file it was read from, or the hours it was derived from.
 * @param hottestMonth - For an annual condition, the month (1…12) it is applied to.
 * @returns One or two sentences.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 14, "Annual Design Conditions" and "Monthly Design Conditions"
 * @example describeDesignCondition({ basis: 'monthly', percent: 2 }, { kind: 'tables', fileName: 'x.stat', edition: 2009 }, 7)
 * //=> 'Monthly 2 % design dry bulbs with their mean coincident wet bulbs and the monthly mean daily ranges, a design day on the 21st of each month, x.stat (ASHRAE 2009 design conditions).'
 */
export function describeDesignCondition(
  choice: DesignConditionChoice,
  origin: DesignConditionOrigin,
  hottestMonth: number,
): string {
  if (choice.basis === 'monthly') {
    return `Monthly ${choice.percent} % design dry bulbs with their mean coincident wet bulbs and the monthly mean daily ranges, a design day on the 21st of each month, ${originText(origin)}.`;
  }
  const month = MONTH_NAMES[hottestMonth - 1] ?? `month ${hottestMonth}`;
  return `Annual ${choice.percent} % cooling design dry bulb with its mean coincident wet bulb and the mean daily range of ${month}, the hottest month, ${originText(origin)}. ${annualApproximation(hottestMonth)}`;
}
