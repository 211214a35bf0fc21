/**
 * Recommended air-change rates for common spaces: rule-of-thumb guidance for a first check or a fan
 * selection, never a substitute for the outdoor-air minimums of ASHRAE 62.1 or the exhaust rates
 * a code requires.
 */

/**
 * Source of most rows. The table is a rule of thumb of long standing in UK practice, reproduced in
 * fan manufacturers' selection guides with small variations between them; it is not a standard.
 */
export const AIR_CHANGE_GUIDANCE_SOURCE =
  'General-guidance air change rates as tabulated in UK fan manufacturers\' selection guides (the widely reproduced "recommended air change rates" table: e.g. offices 6–10, toilets 6–10, commercial kitchens 20–30, boiler rooms 15–30 ACH); a rule of thumb, not a standard';

/** Identifiers of the space types with air-change guidance. */
export const SPACE_TYPE_IDS = [
  'office',
  'conferenceRoom',
  'classroom',
  'lectureTheatre',
  'library',
  'restaurant',
  'commercialKitchen',
  'domesticKitchen',
  'toilet',
  'showerRoom',
  'changingRoom',
  'laboratory',
  'shopShowroom',
  'laundry',
  'storeWarehouse',
  'corridorEntranceHall',
  'boilerPlantRoom',
  'compressorRoom',
  'enclosedCarPark',
] as const;

export type SpaceTypeId = (typeof SPACE_TYPE_IDS)[number];

/** A recommended range of air changes per hour for a space type. */
export interface AirChangeGuidance {
  readonly id: SpaceTypeId;
  readonly label: string;
  /** Lower end of the recommended range, air changes per hour. */
  readonly minAch: number;
  /** Upper end of the recommended range, air changes per hour. */
  readonly maxAch: number;
  /** What the range is for and what else governs the design. */
  readonly note?: string;
  readonly source: string;
}

const UK_CAR_PARKS =
  'UK Building Regulations, Approved Document F (Ventilation), mechanically ventilated enclosed car parks: 6 air changes per hour in general, 10 where vehicles queue or concentrate';

/** [label, min ACH, max ACH, note?, source?] */
type Row = readonly [string, number, number, string?, string?];

const ROWS: Record<SpaceTypeId, Row> = {
  office: [
    'Offices',
    6,
    10,
    'Outdoor air for occupants is set by ASHRAE 62.1 (office space: 5 cfm/person + 0.06 cfm/ft²); this range is total air movement.',
  ],
  conferenceRoom: ['Conference rooms', 8, 12],
  classroom: ['Classrooms (school rooms)', 5, 7],
  lectureTheatre: ['Lecture theatres', 5, 8],
  library: ['Libraries', 3, 5],
  restaurant: ['Restaurants', 8, 12],
  commercialKitchen: [
    'Kitchens, commercial',
    20,
    30,
    'General ventilation of the kitchen; canopy (hood) extract is sized from the cooking appliances and the hood, and often governs (ASHRAE Handbook—HVAC Applications, ch. 34 "Kitchen Ventilation").',
  ],
  domesticKitchen: ['Kitchens, domestic', 15, 20],
  toilet: [
    'Toilets',
    6,
    10,
    'Codes set toilet exhaust per fixture: the ASHRAE 62.1-2022 minimum exhaust rates table (Table 6.5 in the 2016 edition) gives 50 cfm (25 L/s) per water closet or urinal for continuous and 70 cfm (35 L/s) for intermittent exhaust.',
  ],
  showerRoom: ['Shower rooms', 15, 20],
  changingRoom: ['Changing rooms, main area', 6, 10],
  laboratory: [
    'Laboratories',
    6,
    15,
    'Fume cupboard exhaust and the laboratory safety standard (ANSI/AIHA Z9.5) govern where they apply.',
  ],
  shopShowroom: ['Shops and showrooms', 8, 15],
  laundry: ['Laundries', 10, 30],
  storeWarehouse: ['Stores and warehouses', 3, 6],
  corridorEntranceHall: ['Entrance halls and corridors', 3, 5],
  boilerPlantRoom: [
    'Boiler and plant rooms',
    15,
    30,
    'Combustion and ventilation air for boilers are sized from the appliances (e.g. BS 6644 in the UK); refrigeration machinery rooms follow ASHRAE 15 / EN 378.',
  ],
  compressorRoom: ['Compressor rooms', 10, 20],
  enclosedCarPark: [
    'Enclosed car parks',
    6,
    10,
    'Smoke clearance may require more; check the fire strategy.',
    UK_CAR_PARKS,
  ],
};

/** Every space type with recommended air changes per hour, in display order. */
export const AIR_CHANGE_GUIDANCE: readonly AirChangeGuidance[] = SPACE_TYPE_IDS.map((id) => {
  const [label, minAch, maxAch, note, source] = ROWS[id];
  return {
    id,
    label,
    minAch,
    maxAch,
    ...(note === undefined ? {} : { note }),
    source: source ?? AIR_CHANGE_GUIDANCE_SOURCE,
  };
});

const BY_ID = new Map(AIR_CHANGE_GUIDANCE.map((row) => [row.id, row]));

/**
 * The recommended air-change range of a space type.
 *
 * @param id - One of `SPACE_TYPE_IDS`.
 * @returns The range in air changes per hour with its source.
 * @throws {RangeError} If the identifier is not listed.
 * @see `AIR_CHANGE_GUIDANCE_SOURCE`
 * @example airChangeGuidance('toilet') //=> { minAch: 6, maxAch: 10, ... }
 */
export function airChangeGuidance(id: SpaceTypeId): AirChangeGuidance {
  const row = BY_ID.get(id);
  if (row === undefined) throw new RangeError(`Unknown space type "${String(id)}".`);
  return row;
}
