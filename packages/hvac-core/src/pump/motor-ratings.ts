import { assertFinite } from '../_lib/assert.js';
import type { UnitSystem } from '../units/unit-system.js';
import { WATTS_PER_HORSEPOWER } from '../units/factors.js';

/**
 * Standard horsepower ratings of induction motors, fractional and integral, hp.
 * @see NEMA MG 1 (2021), Motors and Generators, Part 10 "Ratings" (fractional-horsepower ratings
 *   1/12–1 hp; integral-horsepower ratings 1–500 hp).
 */
export const NEMA_MOTOR_RATINGS_HP: readonly number[] = [
  1 / 12,
  1 / 8,
  1 / 6,
  1 / 4,
  1 / 3,
  1 / 2,
  3 / 4,
  1,
  1.5,
  2,
  3,
  5,
  7.5,
  10,
  15,
  20,
  25,
  30,
  40,
  50,
  60,
  75,
  100,
  125,
  150,
  200,
  250,
  300,
  350,
  400,
  450,
  500,
];

/**
 * Preferred rated outputs of rotating electrical machines, kW.
 * @see IEC 60072-1, Dimensions and output series for rotating electrical machines, rated outputs
 *   (0.06 … 500 kW).
 */
export const IEC_MOTOR_RATINGS_KW: readonly number[] = [
  0.06, 0.09, 0.12, 0.18, 0.25, 0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3, 4, 5.5, 7.5, 11, 15, 18.5, 22,
  30, 37, 45, 55, 75, 90, 110, 132, 160, 200, 250, 315, 355, 400, 450, 500,
];

/** A standard motor rating. */
export interface MotorRating {
  /** Rating in hp (Imperial, NEMA) or kW (Metric, IEC). */
  readonly rating: number;
  readonly ratingW: number;
  /** e.g. "1-1/2 hp" or "1.1 kW". */
  readonly label: string;
  readonly standard: 'NEMA MG 1' | 'IEC 60072-1';
}

const FRACTIONS: Readonly<Record<string, string>> = {
  [String(1 / 12)]: '1/12',
  [String(1 / 8)]: '1/8',
  [String(1 / 6)]: '1/6',
  [String(1 / 4)]: '1/4',
  [String(1 / 3)]: '1/3',
  [String(1 / 2)]: '1/2',
  [String(3 / 4)]: '3/4',
  '1.5': '1-1/2',
  '7.5': '7-1/2',
};

/**
 * The smallest standard motor rating at or above a shaft power: NEMA MG 1 horsepower ratings in
 * Imperial, IEC 60072-1 kW ratings in Metric.
 *
 * @param shaftPowerW - Power the motor must deliver, W. Must be finite.
 * @param unitSystem - 'Imperial' (NEMA hp) or 'Metric' (IEC kW).
 * @returns The rating, or null when the power exceeds the largest rating in the series (500 hp / 500 kW).
 * @throws {RangeError} If the power is not finite.
 * @see NEMA MG 1 (2021), Part 10; IEC 60072-1
 * @example nextStandardMotorRating(1342, 'Imperial')?.label //=> '2 hp'
 */
export function nextStandardMotorRating(
  shaftPowerW: number,
  unitSystem: UnitSystem,
): MotorRating | null {
  assertFinite(shaftPowerW, 'shaftPowerW');
  const imperial = unitSystem === 'Imperial';
  const series = imperial ? NEMA_MOTOR_RATINGS_HP : IEC_MOTOR_RATINGS_KW;
  const wattsPerUnit = imperial ? WATTS_PER_HORSEPOWER : 1000;
  const rating = series.find((candidate) => candidate * wattsPerUnit >= shaftPowerW * (1 - 1e-9));
  if (rating === undefined) return null;
  return {
    rating,
    ratingW: rating * wattsPerUnit,
    label: imperial ? `${FRACTIONS[String(rating)] ?? String(rating)} hp` : `${rating} kW`,
    standard: imperial ? 'NEMA MG 1' : 'IEC 60072-1',
  };
}

/**
 * The margin a pump motor's rating carries over the pump's power at the design point, by motor
 * size: 25 % up to 25 hp, 15 % from 30 to 75 hp, 10 % from 100 hp (API 610 practice). A motor with
 * less margin runs into its service factor, or overloads, when the pump runs out along its curve.
 *
 * @param ratingW - The motor's rating, W.
 * @returns The factor the pump power is multiplied by: 1.25, 1.15 or 1.10.
 * @see Elsey, J., "Selection Tips for Pump Drivers", Pumps & Systems (May 2017), citing API 610
 *   motor sizing factors (1.25 to 25 hp, 1.15 for 30–75 hp, 1.1 from 100 hp)
 * @example motorSizingFactor(1491.4) //=> 1.25
 */
export function motorSizingFactor(ratingW: number): number {
  assertFinite(ratingW, 'ratingW');
  const hp = ratingW / WATTS_PER_HORSEPOWER;
  if (hp <= 25 * (1 + 1e-9)) return 1.25;
  if (hp < 100 * (1 - 1e-9)) return 1.15;
  return 1.1;
}

/**
 * The standard motor rating of the other series that stands for a standard rating: the nearest IEC
 * kW rating to a NEMA hp rating, and back (5 hp ↔ 4 kW, 7.5 hp ↔ 5.5 kW, 10 hp ↔ 7.5 kW), as motor
 * equivalence tables pair them. A value that is not a standard rating of its series is converted
 * as a power (hp ↔ kW), unrounded.
 *
 * @param rating - A motor rating, hp in Imperial or kW in Metric.
 * @param from - The series the rating is in.
 * @param to - The series to express it in.
 * @returns The equivalent standard rating, or the converted power when `rating` is not standard.
 * @see NEMA MG 1 (2021), Part 10; IEC 60072-1 (see {@link NEMA_MOTOR_RATINGS_HP}, {@link IEC_MOTOR_RATINGS_KW})
 * @example equivalentMotorRating(5, 'Imperial', 'Metric') //=> 4
 */
export function equivalentMotorRating(rating: number, from: UnitSystem, to: UnitSystem): number {
  assertFinite(rating, 'rating');
  if (from === to) return rating;
  const wattsPerUnit = (system: UnitSystem) =>
    system === 'Imperial' ? WATTS_PER_HORSEPOWER : 1000;
  const series = (system: UnitSystem) =>
    system === 'Imperial' ? NEMA_MOTOR_RATINGS_HP : IEC_MOTOR_RATINGS_KW;
  const powerW = rating * wattsPerUnit(from);
  const converted = powerW / wattsPerUnit(to);
  const isStandard = series(from).some((r) => Math.abs(r - rating) <= 1e-9 * Math.max(1, r));
  if (!isStandard) return converted;
  return series(to).reduce((best, candidate) =>
    Math.abs(candidate - converted) < Math.abs(best - converted) ? candidate : best,
  );
}
