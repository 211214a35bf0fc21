/** Source of the zone air distribution effectiveness values. */
export const AIR_DISTRIBUTION_EFFECTIVENESS_SOURCE =
  'ANSI/ASHRAE Standard 62.1-2022, section 6.2.1.2 "Zone Air Distribution Effectiveness" and its table of Ez by air distribution configuration (Table 6.2.2.2 in the 2016 edition); "cool air" is cooler and "warm air" warmer than the space';

/** Identifiers of the air distribution configurations, in the order of the table. */
export const AIR_DISTRIBUTION_CONFIGURATION_IDS = [
  'ceilingSupplyCool',
  'ceilingSupplyWarmFloorReturn',
  'ceilingSupplyWarm15FAboveCeilingReturn',
  'ceilingSupplyWarmBelow15FLowVelocityCeilingReturn',
  'ceilingSupplyWarmBelow15FJetReachesCeilingReturn',
  'floorSupplyCoolDisplacementOrLowThrowUfad',
  'floorSupplyCoolHighThrowCeilingReturn',
  'floorSupplyWarmFloorReturn',
  'floorSupplyWarmCeilingReturn',
  'makeupOppositeExhaust',
  'makeupNearExhaust',
] as const;

export type AirDistributionConfigurationId = (typeof AIR_DISTRIBUTION_CONFIGURATION_IDS)[number];

/** The configuration a new 62.1 calculation starts with (well-mixed ceiling supply of cool air). */
export const DEFAULT_AIR_DISTRIBUTION_CONFIGURATION: AirDistributionConfigurationId =
  'ceilingSupplyCool';

/** One air distribution configuration and its zone air distribution effectiveness Ez. */
export interface AirDistributionConfiguration {
  readonly id: AirDistributionConfigurationId;
  /** The configuration as the table words it. */
  readonly label: string;
  /** Zone air distribution effectiveness Ez, dimensionless. */
  readonly effectiveness: number;
  readonly source: string;
}

const ROWS: Record<AirDistributionConfigurationId, readonly [string, number]> = {
  ceilingSupplyCool: ['Ceiling supply of cool air', 1.0],
  ceilingSupplyWarmFloorReturn: ['Ceiling supply of warm air and floor return', 1.0],
  ceilingSupplyWarm15FAboveCeilingReturn: [
    'Ceiling supply of warm air 15 °F (8 °C) or more above space temperature and ceiling return',
    0.8,
  ],
  ceilingSupplyWarmBelow15FLowVelocityCeilingReturn: [
    'Ceiling supply of warm air less than 15 °F (8 °C) above space temperature and ceiling return, where the 150 fpm (0.8 m/s) supply jet does not reach within 4.5 ft (1.4 m) of the floor',
    0.8,
  ],
  ceilingSupplyWarmBelow15FJetReachesCeilingReturn: [
    'Ceiling supply of warm air less than 15 °F (8 °C) above space temperature and ceiling return, provided the 150 fpm (0.8 m/s) supply jet reaches to within 4.5 ft (1.4 m) of the floor',
    1.0,
  ],
  floorSupplyCoolDisplacementOrLowThrowUfad: [
    'Floor supply of cool air and ceiling return, with low-velocity displacement ventilation achieving unidirectional flow and thermal stratification, or underfloor air distribution with vertical throw of 50 fpm (0.25 m/s) or less at 4.5 ft (1.4 m) above the floor',
    1.2,
  ],
  floorSupplyCoolHighThrowCeilingReturn: [
    'Floor supply of cool air and ceiling return, with vertical throw above 50 fpm (0.25 m/s) at 4.5 ft (1.4 m) above the floor',
    1.0,
  ],
  floorSupplyWarmFloorReturn: ['Floor supply of warm air and floor return', 1.0],
  floorSupplyWarmCeilingReturn: ['Floor supply of warm air and ceiling return', 0.7],
  makeupOppositeExhaust: [
    'Makeup supply drawn in on the opposite side of the room from the exhaust, return, or both',
    0.8,
  ],
  makeupNearExhaust: ['Makeup supply drawn in near to the exhaust, return, or both', 0.5],
};

/** Every air distribution configuration of the ASHRAE 62.1 Ez table, in table order. */
export const AIR_DISTRIBUTION_CONFIGURATIONS: readonly AirDistributionConfiguration[] =
  AIR_DISTRIBUTION_CONFIGURATION_IDS.map((id) => {
    const [label, effectiveness] = ROWS[id];
    return { id, label, effectiveness, source: AIR_DISTRIBUTION_EFFECTIVENESS_SOURCE };
  });

const BY_ID = new Map(AIR_DISTRIBUTION_CONFIGURATIONS.map((row) => [row.id, row]));

/**
 * An air distribution configuration and its Ez by identifier.
 *
 * @param id - One of `AIR_DISTRIBUTION_CONFIGURATION_IDS`.
 * @returns The configuration with its zone air distribution effectiveness.
 * @throws {RangeError} If the identifier is not in the table.
 * @see ANSI/ASHRAE Standard 62.1-2022, section 6.2.1.2 (Table 6.2.2.2 in the 2016 edition)
 * @example airDistributionConfiguration('floorSupplyWarmCeilingReturn').effectiveness //=> 0.7
 */
export function airDistributionConfiguration(
  id: AirDistributionConfigurationId,
): AirDistributionConfiguration {
  const row = BY_ID.get(id);
  if (row === undefined)
    throw new RangeError(`Unknown air distribution configuration "${String(id)}".`);
  return row;
}
