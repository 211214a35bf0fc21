/**
 * Saved calculator inputs that tests in several domains open, as a project stores them. Each test
 * works out its own expected values from them. Test-only (not built into the package).
 */

/**
 * A heat load with only the original spec's fields, as a saved document of the original app holds
 * them: the small office, 6,405 Btu/h (0.53 ton) of cooling.
 */
export const SPEC_ONLY_HEAT_LOAD_INPUTS = {
  calculationMode: 'Cooling',
  roomName: 'Office 1',
  outdoorTemp: 95,
  indoorTemp: 75,
  wallArea: 400,
  wallUValue: 0.08,
  windowArea: 80,
  windowUValue: 0.5,
  roofArea: 300,
  roofUValue: 0.05,
  numPeople: 3,
  lightingLoad: 300,
  equipmentLoad: 450,
  ventilationRate: 35,
} as const;

/** A duct sized by velocity, not rounded: 2000 cfm at 1000 fpm, aspect ratio 2, 50 ft long. */
export const SUPPLY_MAIN_DUCT_INPUTS = {
  unitSystem: 'Imperial',
  airflow: 2000,
  ductShape: 'rectangular',
  aspectRatio: 2,
  sizingMethod: 'velocity',
  targetVelocity: 1000,
  roundingMode: 'none',
  ductLength: 50,
} as const;
