import { assertFinite } from '../_lib/assert.js';

/** A room type with its recommended background-sound range (NC or RC). */
export interface RoomNoiseGuideline {
  readonly id: string;
  readonly category: string;
  readonly label: string;
  /** Lower and upper ends of the recommended range. */
  readonly minNc: number;
  readonly maxNc: number;
}

/**
 * Design guidelines for HVAC-related background sound by room type, NC/RC.
 * Ranges, not single values: the lower end suits demanding occupants, the upper end the budget case.
 *
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, table 1 "Design guidelines for HVAC-related
 *   background sound in rooms" (values are RC(N) with QAI ≤ 5 dB, and may be used as NC)
 */
export const ROOM_NOISE_GUIDELINES: readonly RoomNoiseGuideline[] = [
  {
    id: 'residence',
    category: 'Residences',
    label: 'Private residences, apartments, condominiums',
    minNc: 25,
    maxNc: 35,
  },
  {
    id: 'hotelRoom',
    category: 'Hotels/motels',
    label: 'Individual rooms or suites',
    minNc: 25,
    maxNc: 35,
  },
  {
    id: 'hotelMeetingRoom',
    category: 'Hotels/motels',
    label: 'Meeting/banquet rooms',
    minNc: 25,
    maxNc: 35,
  },
  {
    id: 'hotelCorridor',
    category: 'Hotels/motels',
    label: 'Corridors and lobbies',
    minNc: 35,
    maxNc: 45,
  },
  {
    id: 'hotelServiceArea',
    category: 'Hotels/motels',
    label: 'Service/support areas',
    minNc: 35,
    maxNc: 45,
  },
  {
    id: 'privateOffice',
    category: 'Office buildings',
    label: 'Executive and private offices',
    minNc: 25,
    maxNc: 35,
  },
  {
    id: 'conferenceRoom',
    category: 'Office buildings',
    label: 'Conference rooms',
    minNc: 25,
    maxNc: 35,
  },
  {
    id: 'teleconferenceRoom',
    category: 'Office buildings',
    label: 'Teleconference rooms (25 maximum)',
    minNc: 25,
    maxNc: 25,
  },
  {
    id: 'openPlanOffice',
    category: 'Office buildings',
    label: 'Open-plan offices',
    minNc: 30,
    maxNc: 40,
  },
  {
    id: 'officeCorridor',
    category: 'Office buildings',
    label: 'Corridors and lobbies',
    minNc: 40,
    maxNc: 45,
  },
  {
    id: 'courtroomUnamplified',
    category: 'Courtrooms',
    label: 'Unamplified speech',
    minNc: 25,
    maxNc: 35,
  },
  {
    id: 'courtroomAmplified',
    category: 'Courtrooms',
    label: 'Amplified speech',
    minNc: 30,
    maxNc: 40,
  },
  {
    id: 'patientRoom',
    category: 'Hospitals and clinics',
    label: 'Patient rooms',
    minNc: 25,
    maxNc: 35,
  },
  { id: 'ward', category: 'Hospitals and clinics', label: 'Wards', minNc: 30, maxNc: 40 },
  {
    id: 'operatingRoom',
    category: 'Hospitals and clinics',
    label: 'Operating and procedure rooms',
    minNc: 25,
    maxNc: 35,
  },
  {
    id: 'hospitalCorridor',
    category: 'Hospitals and clinics',
    label: 'Corridors and public areas',
    minNc: 30,
    maxNc: 40,
  },
  { id: 'classroom', category: 'Schools', label: 'Classrooms', minNc: 25, maxNc: 30 },
  {
    id: 'lectureRoomAmplified',
    category: 'Schools',
    label: 'Large lecture rooms, with speech amplification',
    minNc: 30,
    maxNc: 35,
  },
  {
    id: 'lectureRoomUnamplified',
    category: 'Schools',
    label: 'Large lecture rooms, without speech amplification',
    minNc: 25,
    maxNc: 30,
  },
  { id: 'library', category: 'Libraries', label: 'Libraries', minNc: 30, maxNc: 40 },
  { id: 'worship', category: 'Places of worship', label: 'General assembly', minNc: 25, maxNc: 35 },
  {
    id: 'laboratoryTesting',
    category: 'Laboratories',
    label: 'Testing/research, minimal speech communication',
    minNc: 45,
    maxNc: 55,
  },
  {
    id: 'laboratorySpeech',
    category: 'Laboratories',
    label: 'Research, extensive telephone use and speech communication',
    minNc: 40,
    maxNc: 50,
  },
  {
    id: 'laboratoryTeaching',
    category: 'Laboratories',
    label: 'Group teaching',
    minNc: 35,
    maxNc: 45,
  },
  {
    id: 'gymnasium',
    category: 'Indoor stadiums, gymnasiums',
    label: 'School and college gymnasiums and natatoriums',
    minNc: 40,
    maxNc: 50,
  },
  {
    id: 'arena',
    category: 'Indoor stadiums, gymnasiums',
    label: 'Large-seating-capacity spaces with amplified speech',
    minNc: 45,
    maxNc: 55,
  },
];

/** Ids of {@link ROOM_NOISE_GUIDELINES}. */
export type RoomNoiseGuidelineId = string;

/**
 * The guideline of a room type.
 *
 * @param id - An id of {@link ROOM_NOISE_GUIDELINES}.
 * @returns The guideline.
 * @throws {RangeError} If the id is unknown.
 * @example roomNoiseGuideline('classroom').maxNc //=> 30
 */
export function roomNoiseGuideline(id: string): RoomNoiseGuideline {
  const found = ROOM_NOISE_GUIDELINES.find((guideline) => guideline.id === id);
  if (found === undefined) throw new RangeError(`Unknown room type '${id}'.`);
  return found;
}

/** Pass/fail of a rating against a target. */
export interface NcTargetCheck {
  readonly target: number;
  readonly rating: number;
  readonly pass: boolean;
  /** rating − target, dB (positive: too loud by this much). */
  readonly margin: number;
}

/**
 * Checks an NC (or RC) rating against a target: it passes when the rating, rounded up to a whole
 * number as ratings are reported, does not exceed the target.
 *
 * @param rating - The room's NC rating (e.g. `ncRating(...).nc`).
 * @param target - The maximum NC allowed (e.g. the `maxNc` of a room type).
 * @returns Pass/fail and the margin.
 * @throws {RangeError} If a value is not finite.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, table 1
 * @example checkNcTarget(34.2, 35).pass //=> true
 */
export function checkNcTarget(rating: number, target: number): NcTargetCheck {
  assertFinite(rating, 'rating');
  assertFinite(target, 'target');
  const reported = Math.ceil(rating - 1e-9);
  return { target, rating, pass: reported <= target, margin: rating - target };
}
