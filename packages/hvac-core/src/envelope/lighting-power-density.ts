import { assertNonNegative } from '../_lib/assert.js';
import { METRES_PER_FOOT } from '../units/factors.js';

/**
 * Lighting power densities (LPD) by building area type: the interior lighting power a code allows
 * per unit floor area, and a first estimate of the lighting load of a space before fixtures are
 * chosen. The numbers are facts from the cited tables; the arrangement and the words are ours.
 */

/** One building area type of the Building Area Method. */
export interface BuildingAreaLpd {
  /** Stable id (camel case). */
  readonly id: string;
  readonly buildingType: string;
  /** Allowed lighting power density, W/ft² (inch-pound edition). */
  readonly lpdWPerFt2: number;
  /** Allowed lighting power density, W/m², as the SI edition prints it (whole numbers). */
  readonly siEditionWPerM2: number;
}

/** Citation of {@link ASHRAE_90_1_2007_BUILDING_AREA_LPD}. */
export const BUILDING_AREA_LPD_SOURCE =
  'ANSI/ASHRAE/IESNA Standard 90.1-2004 and 90.1-2007 (same values), Table 9.5.1 "Lighting power densities using the Building Area Method": W/ft² as listed by NEMA (lightingtaxdeduction.org, appendix i, 2004 column) and Acuity Brands (90.1-2007 section 9.5); W/m² from the SI edition of 90.1-2007, Table 9.5.1';

/**
 * Allowed lighting power densities of the Building Area Method, ASHRAE 90.1-2004/2007 (the two
 * editions list the same values). Later editions lower most of them (LED lighting); check the edition
 * the project's code adopts.
 * @see ANSI/ASHRAE/IESNA Standard 90.1-2007, Table 9.5.1 (I-P and SI editions); the I-P values as
 *   listed at lightingtaxdeduction.org/app1.html (NEMA, 90.1-2004 column) and
 *   acuitybrandslighting.com (ASHRAE 90.1-2007, section 9.5, Building Area Method)
 */
export const ASHRAE_90_1_2007_BUILDING_AREA_LPD: readonly BuildingAreaLpd[] = [
  {
    id: 'automotiveFacility',
    buildingType: 'Automotive facility',
    lpdWPerFt2: 0.9,
    siEditionWPerM2: 10,
  },
  {
    id: 'conventionCenter',
    buildingType: 'Convention center',
    lpdWPerFt2: 1.2,
    siEditionWPerM2: 13,
  },
  { id: 'courthouse', buildingType: 'Courthouse', lpdWPerFt2: 1.2, siEditionWPerM2: 13 },
  {
    id: 'diningBarLounge',
    buildingType: 'Dining: bar lounge/leisure',
    lpdWPerFt2: 1.3,
    siEditionWPerM2: 14,
  },
  {
    id: 'diningCafeteria',
    buildingType: 'Dining: cafeteria/fast food',
    lpdWPerFt2: 1.4,
    siEditionWPerM2: 15,
  },
  { id: 'diningFamily', buildingType: 'Dining: family', lpdWPerFt2: 1.6, siEditionWPerM2: 17 },
  { id: 'dormitory', buildingType: 'Dormitory', lpdWPerFt2: 1.0, siEditionWPerM2: 11 },
  { id: 'exerciseCenter', buildingType: 'Exercise center', lpdWPerFt2: 1.0, siEditionWPerM2: 11 },
  { id: 'gymnasium', buildingType: 'Gymnasium', lpdWPerFt2: 1.1, siEditionWPerM2: 12 },
  {
    id: 'healthCareClinic',
    buildingType: 'Health-care clinic',
    lpdWPerFt2: 1.0,
    siEditionWPerM2: 11,
  },
  { id: 'hospital', buildingType: 'Hospital', lpdWPerFt2: 1.2, siEditionWPerM2: 13 },
  { id: 'hotel', buildingType: 'Hotel', lpdWPerFt2: 1.0, siEditionWPerM2: 11 },
  { id: 'library', buildingType: 'Library', lpdWPerFt2: 1.3, siEditionWPerM2: 14 },
  {
    id: 'manufacturingFacility',
    buildingType: 'Manufacturing facility',
    lpdWPerFt2: 1.3,
    siEditionWPerM2: 14,
  },
  { id: 'motel', buildingType: 'Motel', lpdWPerFt2: 1.0, siEditionWPerM2: 11 },
  {
    id: 'motionPictureTheater',
    buildingType: 'Motion picture theater',
    lpdWPerFt2: 1.2,
    siEditionWPerM2: 13,
  },
  { id: 'multifamily', buildingType: 'Multifamily', lpdWPerFt2: 0.7, siEditionWPerM2: 8 },
  { id: 'museum', buildingType: 'Museum', lpdWPerFt2: 1.1, siEditionWPerM2: 12 },
  { id: 'office', buildingType: 'Office', lpdWPerFt2: 1.0, siEditionWPerM2: 11 },
  { id: 'parkingGarage', buildingType: 'Parking garage', lpdWPerFt2: 0.3, siEditionWPerM2: 3 },
  { id: 'penitentiary', buildingType: 'Penitentiary', lpdWPerFt2: 1.0, siEditionWPerM2: 11 },
  {
    id: 'performingArtsTheater',
    buildingType: 'Performing arts theater',
    lpdWPerFt2: 1.6,
    siEditionWPerM2: 17,
  },
  {
    id: 'policeFireStation',
    buildingType: 'Police/fire station',
    lpdWPerFt2: 1.0,
    siEditionWPerM2: 11,
  },
  { id: 'postOffice', buildingType: 'Post office', lpdWPerFt2: 1.1, siEditionWPerM2: 12 },
  {
    id: 'religiousBuilding',
    buildingType: 'Religious building',
    lpdWPerFt2: 1.3,
    siEditionWPerM2: 14,
  },
  { id: 'retail', buildingType: 'Retail', lpdWPerFt2: 1.5, siEditionWPerM2: 16 },
  {
    id: 'schoolUniversity',
    buildingType: 'School/university',
    lpdWPerFt2: 1.2,
    siEditionWPerM2: 13,
  },
  { id: 'sportsArena', buildingType: 'Sports arena', lpdWPerFt2: 1.1, siEditionWPerM2: 12 },
  { id: 'townHall', buildingType: 'Town hall', lpdWPerFt2: 1.1, siEditionWPerM2: 12 },
  { id: 'transportation', buildingType: 'Transportation', lpdWPerFt2: 1.0, siEditionWPerM2: 11 },
  { id: 'warehouse', buildingType: 'Warehouse', lpdWPerFt2: 0.8, siEditionWPerM2: 9 },
  { id: 'workshop', buildingType: 'Workshop', lpdWPerFt2: 1.4, siEditionWPerM2: 15 },
];

/** W/m² per W/ft² (1 / 0.09290304 = 10.7639). */
export const W_PER_M2_PER_W_PER_FT2 = 1 / METRES_PER_FOOT ** 2;

/**
 * A lighting power density in W/m² from W/ft².
 *
 * @param lpdWPerFt2 - Lighting power density, W/ft².
 * @returns The same density, W/m².
 * @example lpdWPerM2FromWPerFt2(1) //=> 10.7639
 */
export function lpdWPerM2FromWPerFt2(lpdWPerFt2: number): number {
  return lpdWPerFt2 * W_PER_M2_PER_W_PER_FT2;
}

/**
 * Interior lighting power allowance by the Building Area Method: P = LPD·A, the lighting power density
 * of the building area type times its gross lighted floor area (several types are summed).
 *
 * @param lpdWPerM2 - Lighting power density, W/m². Must be ≥ 0.
 * @param floorAreaM2 - Gross lighted floor area, m². Must be ≥ 0.
 * @returns Lighting power allowance, W.
 * @throws {RangeError} If an argument is negative or not finite.
 * @see ANSI/ASHRAE/IESNA Standard 90.1-2007, section 9.5.1 (Building Area Method: allowance = LPD × gross lighted floor area)
 * @example lightingPowerAllowanceW(10.7639, 100) //=> 1076.39
 */
export function lightingPowerAllowanceW(lpdWPerM2: number, floorAreaM2: number): number {
  assertNonNegative(lpdWPerM2, 'lpdWPerM2');
  assertNonNegative(floorAreaM2, 'floorAreaM2');
  return lpdWPerM2 * floorAreaM2;
}
