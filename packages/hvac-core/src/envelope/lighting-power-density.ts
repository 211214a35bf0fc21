import { assertNonNegative } from '../_lib/assert.js';
import { METRES_PER_FOOT } from '../units/factors.js';

/**
 * Lighting power densities (LPD) by building area type and by space type: the interior lighting
 * power a code allows per unit floor area, and a first estimate of the lighting load of a space
 * before fixtures are chosen. The numbers are facts from the cited tables; the arrangement and the words are ours.
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
  buildingArea('automotiveFacility', 'Automotive facility', 0.9, 10),
  buildingArea('conventionCenter', 'Convention center', 1.2, 13),
  buildingArea('courthouse', 'Courthouse', 1.2, 13),
  buildingArea('diningBarLounge', 'Dining: bar lounge/leisure', 1.3, 14),
  buildingArea('diningCafeteria', 'Dining: cafeteria/fast food', 1.4, 15),
  buildingArea('diningFamily', 'Dining: family', 1.6, 17),
  buildingArea('dormitory', 'Dormitory', 1.0, 11),
  buildingArea('exerciseCenter', 'Exercise center', 1.0, 11),
  buildingArea('gymnasium', 'Gymnasium', 1.1, 12),
  buildingArea('healthCareClinic', 'Health-care clinic', 1.0, 11),
  buildingArea('hospital', 'Hospital', 1.2, 13),
  buildingArea('hotel', 'Hotel', 1.0, 11),
  buildingArea('library', 'Library', 1.3, 14),
  buildingArea('manufacturingFacility', 'Manufacturing facility', 1.3, 14),
  buildingArea('motel', 'Motel', 1.0, 11),
  buildingArea('motionPictureTheater', 'Motion picture theater', 1.2, 13),
  buildingArea('multifamily', 'Multifamily', 0.7, 8),
  buildingArea('museum', 'Museum', 1.1, 12),
  buildingArea('office', 'Office', 1.0, 11),
  buildingArea('parkingGarage', 'Parking garage', 0.3, 3),
  buildingArea('penitentiary', 'Penitentiary', 1.0, 11),
  buildingArea('performingArtsTheater', 'Performing arts theater', 1.6, 17),
  buildingArea('policeFireStation', 'Police/fire station', 1.0, 11),
  buildingArea('postOffice', 'Post office', 1.1, 12),
  buildingArea('religiousBuilding', 'Religious building', 1.3, 14),
  buildingArea('retail', 'Retail', 1.5, 16),
  buildingArea('schoolUniversity', 'School/university', 1.2, 13),
  buildingArea('sportsArena', 'Sports arena', 1.1, 12),
  buildingArea('townHall', 'Town hall', 1.1, 12),
  buildingArea('transportation', 'Transportation', 1.0, 11),
  buildingArea('warehouse', 'Warehouse', 0.8, 9),
  buildingArea('workshop', 'Workshop', 1.4, 15),
];

/** Whether the source lists a space type for any building or for one building type only. */
export type SpaceTypeKind = 'common' | 'buildingSpecific';

/** One space type of the Space-by-Space Method and its lighting power density. */
export interface SpaceTypeLpd {
  /** Stable id (camel case). */
  readonly id: string;
  /** The space type in our words; building-specific types name their building first. */
  readonly spaceType: string;
  readonly kind: SpaceTypeKind;
  /** Allowed lighting power density, W/m², as the SI source prints it. */
  readonly lpdWPerM2: number;
}

/** Citation of {@link ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD}. */
export const SPACE_BY_SPACE_LPD_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021, SI), ch. 18, Table 2 "Lighting power densities using Space-by-Space Method" (from ANSI/ASHRAE/IES 90.1-2013 Table 9.6.1)';

/**
 * Allowed lighting power densities of the Space-by-Space Method, W/m², as the ASHRAE Handbook lists
 * them for estimating the lighting heat gain of a space whose fixtures are not yet known. A
 * selection of the Handbook's rows: common space types (any building) and a few building-specific
 * ones, which apply instead of the common type where both are listed.
 * @see ASHRAE Handbook—Fundamentals (2021, SI), ch. 18, Table 2 (from ANSI/ASHRAE/IES 90.1-2013 Table 9.6.1)
 */
export const ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD: readonly SpaceTypeLpd[] = [
  common('audienceSeatingAuditorium', 'Audience seating area, in auditorium', 6.8),
  common('audienceSeatingAllOther', 'Audience seating area (all other)', 4.7),
  common('bankingActivityArea', 'Banking activity area', 11.9),
  common('classroomAllOther', 'Classroom, lecture hall or training room (all other)', 13.4),
  common('computerRoom', 'Computer room', 18.4),
  common('conferenceRoom', 'Conference, meeting or multipurpose room', 13.3),
  common('copyPrintRoom', 'Copy/print room', 7.8),
  common('corridorHospital', 'Corridor, in hospital', 10.7),
  common('corridorManufacturing', 'Corridor, in manufacturing facility', 4.4),
  common('corridorAllOther', 'Corridor (all other)', 7.1),
  common('courtroom', 'Courtroom', 18.6),
  common('diningBarLounge', 'Dining area, bar/lounge or leisure dining', 11.6),
  common('diningCafeteria', 'Dining area, cafeteria or fast food', 7.0),
  common('diningFamily', 'Dining area, family dining', 9.6),
  common('diningAllOther', 'Dining area (all other)', 7.0),
  common('electricalMechanicalRoom', 'Electrical/mechanical room', 4.6),
  common('foodPreparationArea', 'Food preparation area', 13.1),
  common('guestRoom', 'Guest room', 9.8),
  common('laboratoryClassroom', 'Laboratory, in or as a classroom', 15.5),
  common('laboratoryAllOther', 'Laboratory (all other)', 19.5),
  common('laundryWashingArea', 'Laundry/washing area', 6.5),
  common('loadingDockInterior', 'Loading dock, interior', 5.1),
  common('lobbyElevator', 'Lobby, for elevator', 7.0),
  common('lobbyHotel', 'Lobby, in hotel', 11.5),
  common('lobbyAllOther', 'Lobby (all other)', 9.7),
  common('lockerRoom', 'Locker room', 8.1),
  common('loungeHealthCare', 'Lounge/breakroom, in health care facility', 10.0),
  common('loungeAllOther', 'Lounge/breakroom (all other)', 7.9),
  common('officeEnclosed', 'Office, enclosed', 12.0),
  common('officeOpenPlan', 'Office, open plan', 10.6),
  common('parkingAreaInterior', 'Parking area, interior', 2.1),
  common('restroomAllOther', 'Restroom (all other)', 10.6),
  common('salesArea', 'Sales area', 15.5),
  common('seatingAreaGeneral', 'Seating area, general', 5.9),
  common('stairwell', 'Stairwell', 7.4),
  common('storageRoomSmall', 'Storage room, under 4.65 m² (50 ft²)', 13.3),
  common('storageRoomAllOther', 'Storage room (all other)', 6.8),
  common('vehicularMaintenanceArea', 'Vehicular maintenance area', 7.3),
  common('workshop', 'Workshop', 17.2),
  specific('conventionCenterExhibit', 'Convention center, exhibit space', 15.7),
  specific('dormitoryLivingQuarters', 'Dormitory, living quarters', 4.2),
  specific('gymnasiumExerciseArea', 'Gymnasium/fitness center, exercise area', 7.8),
  specific('gymnasiumPlayingArea', 'Gymnasium/fitness center, playing area', 13.0),
  specific('healthCareExamRoom', 'Health care facility, exam/treatment room', 18.0),
  specific('healthCareImagingRoom', 'Health care facility, imaging room', 16.3),
  specific('healthCareNursesStation', 'Health care facility, nurses’ station', 7.6),
  specific('healthCareOperatingRoom', 'Health care facility, operating room', 26.8),
  specific('healthCarePatientRoom', 'Health care facility, patient room', 6.7),
  specific('healthCarePhysicalTherapy', 'Health care facility, physical therapy room', 9.9),
  specific('healthCareRecoveryRoom', 'Health care facility, recovery room', 12.4),
  specific('libraryReadingArea', 'Library, reading area', 11.5),
  specific('libraryStacks', 'Library, stacks', 18.4),
  specific('manufacturingDetailed', 'Manufacturing facility, detailed manufacturing area', 13.9),
  specific('manufacturingEquipmentRoom', 'Manufacturing facility, equipment room', 8.0),
  specific(
    'manufacturingHighBay',
    'Manufacturing facility, high-bay area (7.6 to 15.2 m floor to ceiling)',
    13.3,
  ),
  specific('museumGeneralExhibition', 'Museum, general exhibition area', 11.4),
  specific('postOfficeSorting', 'Post office, sorting area', 10.2),
  specific('religiousFellowshipHall', 'Religious building, fellowship hall', 6.9),
  specific('religiousWorship', 'Religious building, worship/pulpit/choir area', 16.5),
  specific('retailMallConcourse', 'Retail facility, mall concourse', 11.9),
  specific('transportationBaggage', 'Transportation facility, baggage/carousel area', 5.7),
  specific('transportationTicketCounter', 'Transportation facility, terminal ticket counter', 8.7),
  specific('warehouseBulky', 'Warehouse storage, medium to bulky palletized items', 6.2),
  specific('warehouseSmallItems', 'Warehouse storage, smaller hand-carried items', 10.2),
];

function buildingArea(
  id: string,
  buildingType: string,
  lpdWPerFt2: number,
  siEditionWPerM2: number,
): BuildingAreaLpd {
  return { id, buildingType, lpdWPerFt2, siEditionWPerM2 };
}

function common(id: string, spaceType: string, lpdWPerM2: number): SpaceTypeLpd {
  return { id, spaceType, kind: 'common', lpdWPerM2 };
}

function specific(id: string, spaceType: string, lpdWPerM2: number): SpaceTypeLpd {
  return { id, spaceType, kind: 'buildingSpecific', lpdWPerM2 };
}

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
 * A lighting power density in W/ft² from W/m².
 *
 * @param lpdWPerM2 - Lighting power density, W/m².
 * @returns The same density, W/ft².
 * @example lpdWPerFt2FromWPerM2(10.6) //=> 0.9848
 */
export function lpdWPerFt2FromWPerM2(lpdWPerM2: number): number {
  return lpdWPerM2 / W_PER_M2_PER_W_PER_FT2;
}

/**
 * Interior lighting power allowance: P = LPD·A, a lighting power density times the floor area it
 * applies to, summed over building area types (Building Area Method, gross lighted floor area) or
 * over spaces (Space-by-Space Method).
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
