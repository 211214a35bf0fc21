import { assertNonNegative } from '../_lib/assert.js';
import { ACTIVITY_LEVELS } from './constants.js';
import type { ActivityLevel, ActivityLevelId } from './constants.js';

/** Sensible and latent heat gain of the occupants. */
export interface PeopleHeatGain {
  /** Sensible heat gain, W. */
  readonly sensibleW: number;
  /** Latent heat gain, W. */
  readonly latentW: number;
}

/**
 * The row of ASHRAE F ch. 18 table 1 for an activity level.
 *
 * @param id - Activity level identifier.
 * @returns The activity level with its heat gains per person.
 * @throws {RangeError} If the identifier is unknown.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 1.
 * @example activityLevel('moderatelyActiveOfficeWork').sensibleBtuPerHour //=> 250
 */
export function activityLevel(id: ActivityLevelId): ActivityLevel {
  const level = ACTIVITY_LEVELS.find((candidate) => candidate.id === id);
  if (level === undefined) throw new RangeError(`Unknown activity level "${String(id)}".`);
  return level;
}

/**
 * Heat gain of a number of people at an activity level: q_s = N·q_s,person and q_l = N·q_l,person,
 * with the adjusted per-person gains of ASHRAE F ch. 18 table 1.
 *
 * @param numPeople - Number of occupants. Must be ≥ 0.
 * @param activityLevelId - Activity level identifier.
 * @returns Sensible and latent heat gain, W.
 * @throws {RangeError} If the number of people is negative or the activity level unknown.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 1 (adjusted heat gains at 75 °F room).
 * @example peopleHeatGainW(3, 'moderatelyActiveOfficeWork') //=> { sensibleW: 219.80, latentW: 175.84 }
 */
export function peopleHeatGainW(
  numPeople: number,
  activityLevelId: ActivityLevelId,
): PeopleHeatGain {
  assertNonNegative(numPeople, 'numPeople');
  const level = activityLevel(activityLevelId);
  return { sensibleW: numPeople * level.sensibleW, latentW: numPeople * level.latentW };
}
