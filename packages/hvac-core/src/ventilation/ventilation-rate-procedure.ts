import { assertNonNegative, assertPositive } from '../_lib/assert.js';
import { METRES_PER_FOOT } from '../units/index.js';

/** Floor area of the density basis, 1000 ft², in m². */
const M2_PER_1000_FT2 = 1000 * METRES_PER_FOOT ** 2;

/**
 * Breathing-zone outdoor airflow of a zone by the Ventilation Rate Procedure:
 * Vbz = Rp × Pz + Ra × Az.
 *
 * @param peopleRateM3sPerPerson - People outdoor air rate Rp, m³/s per person. Must be ≥ 0.
 * @param zonePopulation - Zone population Pz, people. Must be ≥ 0.
 * @param areaRateM3sPerM2 - Area outdoor air rate Ra, m³/s per m². Must be ≥ 0.
 * @param zoneFloorAreaM2 - Zone floor area Az, m². Must be ≥ 0.
 * @returns Breathing-zone outdoor airflow Vbz, m³/s.
 * @throws {RangeError} If an argument is negative or not finite.
 * @see ANSI/ASHRAE Standard 62.1-2022, section 6.2.1.1, equation 6-1 (eq. 6.2.2.1 in the 2016 edition)
 * @example breathingZoneOutdoorAirflowM3s(0.0025, 5, 0.0003, 100) //=> 0.0425 (12.5 + 30 L/s)
 */
export function breathingZoneOutdoorAirflowM3s(
  peopleRateM3sPerPerson: number,
  zonePopulation: number,
  areaRateM3sPerM2: number,
  zoneFloorAreaM2: number,
): number {
  assertNonNegative(peopleRateM3sPerPerson, 'peopleRateM3sPerPerson');
  assertNonNegative(zonePopulation, 'zonePopulation');
  assertNonNegative(areaRateM3sPerM2, 'areaRateM3sPerM2');
  assertNonNegative(zoneFloorAreaM2, 'zoneFloorAreaM2');
  return peopleRateM3sPerPerson * zonePopulation + areaRateM3sPerM2 * zoneFloorAreaM2;
}

/**
 * Zone outdoor airflow, the outdoor air to supply to the zone so that the breathing zone receives
 * Vbz: Voz = Vbz / Ez.
 *
 * @param breathingZoneAirflowM3s - Breathing-zone outdoor airflow Vbz, m³/s. Must be ≥ 0.
 * @param zoneAirDistributionEffectiveness - Ez, dimensionless. Must be > 0.
 * @returns Zone outdoor airflow Voz, m³/s.
 * @throws {RangeError} If Vbz is negative, Ez not above 0, or either not finite.
 * @see ANSI/ASHRAE Standard 62.1-2022, section 6.2.1.3, equation 6-2 (eq. 6.2.2.3 in the 2016 edition)
 * @example zoneOutdoorAirflowM3s(0.04, 0.8) //=> 0.05
 */
export function zoneOutdoorAirflowM3s(
  breathingZoneAirflowM3s: number,
  zoneAirDistributionEffectiveness: number,
): number {
  assertNonNegative(breathingZoneAirflowM3s, 'breathingZoneAirflowM3s');
  assertPositive(zoneAirDistributionEffectiveness, 'zoneAirDistributionEffectiveness');
  return breathingZoneAirflowM3s / zoneAirDistributionEffectiveness;
}

/**
 * Default zone population from the occupant density of ASHRAE 62.1 Table 6-1, used when the actual
 * number of people is not known: Pz = density × Az / 1000 ft².
 *
 * @param densityPer1000Ft2 - Default occupant density, people per 1000 ft². Must be ≥ 0.
 * @param zoneFloorAreaM2 - Zone floor area Az, m². Must be ≥ 0.
 * @returns Zone population, people (not rounded: 62.1 allows a fractional design population).
 * @throws {RangeError} If an argument is negative or not finite.
 * @see ANSI/ASHRAE Standard 62.1-2022, section 6.2.1.1 (zone population) and Table 6-1 "Default
 *   Values, Occupant Density"
 * @example defaultZonePopulation(5, 92.90304) //=> 5 (office space, 1000 ft²)
 */
export function defaultZonePopulation(densityPer1000Ft2: number, zoneFloorAreaM2: number): number {
  assertNonNegative(densityPer1000Ft2, 'densityPer1000Ft2');
  assertNonNegative(zoneFloorAreaM2, 'zoneFloorAreaM2');
  return (densityPer1000Ft2 * zoneFloorAreaM2) / M2_PER_1000_FT2;
}
