/**
 * The band of motor load (shaft output / nameplate rating) induction motors are designed to run in:
 * below its lower end efficiency and power factor fall away, so a motor chosen to run there is
 * oversized.
 * @see U.S. Department of Energy, Motor Challenge fact sheet "Determining Electric Motor Load and Efficiency" (DOE/GO-10097-517): most motors are designed to run at 50 % to 100 % of rated load, with maximum efficiency near 75 %
 */
export const MOTOR_LOAD_DESIGN_BAND_PERCENT = { min: 50, max: 100 } as const;

/** Where the motor-load band comes from, for the report and the reference library. */
export const MOTOR_LOAD_DESIGN_BAND_SOURCE =
  'U.S. Department of Energy, Motor Challenge fact sheet "Determining Electric Motor Load and Efficiency" (DOE/GO-10097-517)';
