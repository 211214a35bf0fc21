import { METRES_PER_FOOT } from '../units/index.js';

/**
 * Source of the occupancy categories, people and area outdoor-air rates and default occupant
 * densities.
 */
export const VENTILATION_RATE_TABLE_SOURCE =
  'ANSI/ASHRAE Standard 62.1-2022, Ventilation and Acceptable Indoor Air Quality, section 6.2 (Ventilation Rate Procedure), Table 6-1 "Minimum Ventilation Rates in Breathing Zone" (Table 6.2.2.1 in the 2016 edition; rates unchanged for the categories listed here)';

/** Identifiers of the occupancy categories, in the order of ASHRAE 62.1 Table 6-1. */
export const OCCUPANCY_CATEGORY_IDS = [
  'correctionalCell',
  'correctionalDayroom',
  'daycare',
  'classroomAges5To8',
  'classroomAge9Plus',
  'lectureClassroom',
  'lectureHall',
  'artClassroom',
  'scienceLaboratory',
  'computerLab',
  'mediaCenter',
  'musicTheaterDance',
  'multiuseAssembly',
  'restaurantDining',
  'cafeteriaFastFoodDining',
  'barsCocktailLounges',
  'kitchenCooking',
  'breakRoom',
  'coffeeStation',
  'conferenceMeeting',
  'corridor',
  'hotelBedroomLivingRoom',
  'hotelLobbyPrefunction',
  'hotelMultipurposeAssembly',
  'officeBreakroom',
  'mainEntryLobby',
  'officeSpace',
  'receptionArea',
  'telephoneDataEntry',
  'bankLobby',
  'computerNotPrinting',
  'generalManufacturing',
  'pharmacyPrepArea',
  'photoStudio',
  'shippingReceiving',
  'sortingPackingLightAssembly',
  'transportationWaiting',
  'warehouse',
  'auditoriumSeating',
  'placeOfReligiousWorship',
  'courtroom',
  'library',
  'publicLobby',
  'museumGallery',
  'retailSales',
  'mallCommonArea',
  'barbershop',
  'beautyNailSalon',
  'supermarket',
  'coinOperatedLaundry',
  'spectatorArea',
  'healthClubAerobics',
  'healthClubWeightRoom',
  'swimmingPoolDeck',
] as const;

export type OccupancyCategoryId = (typeof OCCUPANCY_CATEGORY_IDS)[number];

/** The occupancy category a new 62.1 calculation starts with. */
export const DEFAULT_OCCUPANCY_CATEGORY: OccupancyCategoryId = 'officeSpace';

/** One row of ASHRAE 62.1-2022 Table 6-1. */
export interface OccupancyCategory {
  readonly id: OccupancyCategoryId;
  /** The table's group heading, e.g. "Office Buildings". */
  readonly group: string;
  /** The occupancy category as the table words it. */
  readonly label: string;
  /** People outdoor air rate Rp, cfm/person (I-P edition). This is what the engine uses. */
  readonly peopleRateCfmPerPerson: number;
  /** Area outdoor air rate Ra, cfm/ft² (I-P edition). This is what the engine uses. */
  readonly areaRateCfmPerFt2: number;
  /** Rp as printed in the SI edition, L/s·person (a rounded conversion), for reference. */
  readonly siEditionPeopleRateLsPerPerson: number;
  /** Ra as printed in the SI edition, L/s·m² (a rounded conversion), for reference. */
  readonly siEditionAreaRateLsPerM2: number;
  /** Rp converted exactly from the I-P value, m³/s per person. */
  readonly peopleRateM3sPerPerson: number;
  /** Ra converted exactly from the I-P value, m³/s per m². */
  readonly areaRateM3sPerM2: number;
  /**
   * Default occupant density, people per 1000 ft² (the table prints the same number per 100 m² in
   * the SI edition); null where the table gives none (population is then an input).
   */
  readonly defaultOccupantDensityPer1000Ft2: number | null;
  readonly source: string;
}

/** [group, label, Rp cfm/person, Ra cfm/ft², Rp L/s·person, Ra L/s·m², density #/1000 ft² | null] */
type Row = readonly [string, string, number, number, number, number, number | null];

const CORRECTIONAL = 'Correctional Facilities';
const EDUCATIONAL = 'Educational Facilities';
const FOOD = 'Food and Beverage Service';
const GENERAL = 'General';
const HOTELS = 'Hotels, Motels, Resorts, Dormitories';
const OFFICES = 'Office Buildings';
const MISC = 'Miscellaneous Spaces';
const ASSEMBLY = 'Public Assembly Spaces';
const RETAIL = 'Retail';
const SPORTS = 'Sports and Entertainment';

/** Table 6-1 rows, transcribed from the I-P and SI editions. */
const ROWS: Record<OccupancyCategoryId, Row> = {
  correctionalCell: [CORRECTIONAL, 'Cell', 5, 0.12, 2.5, 0.6, 25],
  correctionalDayroom: [CORRECTIONAL, 'Dayroom', 5, 0.06, 2.5, 0.3, 30],
  daycare: [EDUCATIONAL, 'Daycare (through age 4)', 10, 0.18, 5, 0.9, 25],
  classroomAges5To8: [EDUCATIONAL, 'Classrooms (ages 5–8)', 10, 0.12, 5, 0.6, 25],
  classroomAge9Plus: [EDUCATIONAL, 'Classrooms (age 9 plus)', 10, 0.12, 5, 0.6, 35],
  lectureClassroom: [EDUCATIONAL, 'Lecture classroom', 7.5, 0.06, 3.8, 0.3, 65],
  lectureHall: [EDUCATIONAL, 'Lecture hall (fixed seats)', 7.5, 0.06, 3.8, 0.3, 150],
  artClassroom: [EDUCATIONAL, 'Art classroom', 10, 0.18, 5, 0.9, 20],
  scienceLaboratory: [EDUCATIONAL, 'Science laboratories', 10, 0.18, 5, 0.9, 25],
  computerLab: [EDUCATIONAL, 'Computer lab', 10, 0.12, 5, 0.6, 25],
  mediaCenter: [EDUCATIONAL, 'Media center', 10, 0.12, 5, 0.6, 25],
  musicTheaterDance: [EDUCATIONAL, 'Music/theater/dance', 10, 0.06, 5, 0.3, 35],
  multiuseAssembly: [EDUCATIONAL, 'Multiuse assembly', 7.5, 0.06, 3.8, 0.3, 100],
  restaurantDining: [FOOD, 'Restaurant dining rooms', 7.5, 0.18, 3.8, 0.9, 70],
  cafeteriaFastFoodDining: [FOOD, 'Cafeteria/fast-food dining', 7.5, 0.18, 3.8, 0.9, 100],
  barsCocktailLounges: [FOOD, 'Bars, cocktail lounges', 7.5, 0.18, 3.8, 0.9, 100],
  kitchenCooking: [FOOD, 'Kitchen (cooking)', 7.5, 0.12, 3.8, 0.6, 20],
  breakRoom: [GENERAL, 'Break rooms', 5, 0.06, 2.5, 0.3, 25],
  coffeeStation: [GENERAL, 'Coffee stations', 5, 0.06, 2.5, 0.3, 20],
  conferenceMeeting: [GENERAL, 'Conference/meeting', 5, 0.06, 2.5, 0.3, 50],
  corridor: [GENERAL, 'Corridors', 0, 0.06, 0, 0.3, null],
  hotelBedroomLivingRoom: [HOTELS, 'Bedroom/living room', 5, 0.06, 2.5, 0.3, 10],
  hotelLobbyPrefunction: [HOTELS, 'Lobbies/prefunction', 7.5, 0.06, 3.8, 0.3, 30],
  hotelMultipurposeAssembly: [HOTELS, 'Multipurpose assembly', 5, 0.06, 2.5, 0.3, 120],
  officeBreakroom: [OFFICES, 'Breakrooms', 5, 0.12, 2.5, 0.6, 50],
  mainEntryLobby: [OFFICES, 'Main entry lobbies', 5, 0.06, 2.5, 0.3, 10],
  officeSpace: [OFFICES, 'Office space', 5, 0.06, 2.5, 0.3, 5],
  receptionArea: [OFFICES, 'Reception areas', 5, 0.06, 2.5, 0.3, 30],
  telephoneDataEntry: [OFFICES, 'Telephone/data entry', 5, 0.06, 2.5, 0.3, 60],
  bankLobby: [MISC, 'Banks or bank lobbies', 7.5, 0.06, 3.8, 0.3, 15],
  computerNotPrinting: [MISC, 'Computer (not printing)', 5, 0.06, 2.5, 0.3, 4],
  generalManufacturing: [
    MISC,
    'General manufacturing (excludes heavy industrial and processes using chemicals)',
    10,
    0.18,
    5,
    0.9,
    7,
  ],
  pharmacyPrepArea: [MISC, 'Pharmacy (prep. area)', 5, 0.18, 2.5, 0.9, 10],
  photoStudio: [MISC, 'Photo studios', 5, 0.12, 2.5, 0.6, 10],
  shippingReceiving: [MISC, 'Shipping/receiving', 10, 0.12, 5, 0.6, 2],
  sortingPackingLightAssembly: [MISC, 'Sorting, packing, light assembly', 7.5, 0.06, 3.8, 0.3, 7],
  transportationWaiting: [MISC, 'Transportation waiting', 7.5, 0.06, 3.8, 0.3, 100],
  warehouse: [MISC, 'Warehouses', 10, 0.06, 5, 0.3, null],
  auditoriumSeating: [ASSEMBLY, 'Auditorium seating area', 5, 0.06, 2.5, 0.3, 150],
  placeOfReligiousWorship: [ASSEMBLY, 'Places of religious worship', 5, 0.06, 2.5, 0.3, 120],
  courtroom: [ASSEMBLY, 'Courtrooms', 5, 0.06, 2.5, 0.3, 70],
  library: [ASSEMBLY, 'Libraries', 5, 0.12, 2.5, 0.6, 10],
  publicLobby: [ASSEMBLY, 'Lobbies', 5, 0.06, 2.5, 0.3, 150],
  museumGallery: [ASSEMBLY, 'Museums/galleries', 7.5, 0.06, 3.8, 0.3, 40],
  retailSales: [RETAIL, 'Sales (except as below)', 7.5, 0.12, 3.8, 0.6, 15],
  mallCommonArea: [RETAIL, 'Mall common areas', 7.5, 0.06, 3.8, 0.3, 40],
  barbershop: [RETAIL, 'Barbershop', 7.5, 0.06, 3.8, 0.3, 25],
  beautyNailSalon: [RETAIL, 'Beauty and nail salons', 20, 0.12, 10, 0.6, 25],
  supermarket: [RETAIL, 'Supermarket', 7.5, 0.06, 3.8, 0.3, 8],
  coinOperatedLaundry: [RETAIL, 'Coin-operated laundries', 7.5, 0.12, 3.8, 0.6, 20],
  spectatorArea: [SPORTS, 'Spectator areas', 7.5, 0.06, 3.8, 0.3, 150],
  healthClubAerobics: [SPORTS, 'Health club/aerobics room', 20, 0.06, 10, 0.3, 40],
  healthClubWeightRoom: [SPORTS, 'Health club/weight rooms', 20, 0.06, 10, 0.3, 10],
  swimmingPoolDeck: [SPORTS, 'Swimming (pool & deck)', 0, 0.48, 0, 2.4, null],
};

const M3_PER_FT3 = METRES_PER_FOOT ** 3;
const M2_PER_FT2 = METRES_PER_FOOT ** 2;

/** Every occupancy category of ASHRAE 62.1-2022 Table 6-1 that the calculator offers, in table order. */
export const OCCUPANCY_CATEGORIES: readonly OccupancyCategory[] = OCCUPANCY_CATEGORY_IDS.map(
  (id): OccupancyCategory => {
    const [group, label, rpCfm, raCfmFt2, rpLs, raLsM2, density] = ROWS[id];
    return {
      id,
      group,
      label,
      peopleRateCfmPerPerson: rpCfm,
      areaRateCfmPerFt2: raCfmFt2,
      siEditionPeopleRateLsPerPerson: rpLs,
      siEditionAreaRateLsPerM2: raLsM2,
      peopleRateM3sPerPerson: (rpCfm * M3_PER_FT3) / 60,
      areaRateM3sPerM2: (raCfmFt2 * M3_PER_FT3) / 60 / M2_PER_FT2,
      defaultOccupantDensityPer1000Ft2: density,
      source: VENTILATION_RATE_TABLE_SOURCE,
    };
  },
);

const BY_ID = new Map(OCCUPANCY_CATEGORIES.map((category) => [category.id, category]));

/**
 * An occupancy category of ASHRAE 62.1 Table 6-1 by its identifier.
 *
 * @param id - One of `OCCUPANCY_CATEGORY_IDS`.
 * @returns The category with its rates and default density.
 * @throws {RangeError} If the identifier is not in the table.
 * @see ANSI/ASHRAE Standard 62.1-2022, Table 6-1
 * @example occupancyCategory('officeSpace').areaRateCfmPerFt2 //=> 0.06
 */
export function occupancyCategory(id: OccupancyCategoryId): OccupancyCategory {
  const category = BY_ID.get(id);
  if (category === undefined) throw new RangeError(`Unknown occupancy category "${String(id)}".`);
  return category;
}
