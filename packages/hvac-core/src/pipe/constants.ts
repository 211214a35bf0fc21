/**
 * Constants of the hydronic pipe engine, each with its source. Physical constants shared with other
 * domains (gravity, standard atmosphere) live in ../constants.ts.
 */

/**
 * Absolute roughness of commercial steel and wrought-iron pipe, m (0.046 mm = 0.00015 ft).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow", table 1 (effective roughness of
 *   conduit surfaces); the same value ASHRAE F 2021 ch. 22 uses for its steel pipe friction charts.
 */
export const ROUGHNESS_COMMERCIAL_STEEL_M = 0.046e-3;

/**
 * Absolute roughness of drawn tubing (copper) and commercially smooth plastic pipe, m
 * (0.0015 mm = 0.000005 ft). Published values for plastic pipe run from 0.0015 to 0.007 mm; at
 * hydronic Reynolds numbers either is "hydraulically smooth" (ε/D < 1e-5) and the friction factor
 * differs by well under 1 %.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow", table 1 ("commercially smooth
 *   brass, lead, copper, or plastic pipe").
 */
export const ROUGHNESS_DRAWN_TUBING_M = 0.0015e-3;

/**
 * Hazen–Williams C for steel pipe, new (wet systems). Aged, tuberculated steel drops to about 100.
 * @see NFPA 13 (2019), ch. 28, Hazen–Williams C values table (black steel, wet systems: 120;
 *   dry systems: 100; copper tube: 150; listed plastic: 150).
 */
export const HAZEN_WILLIAMS_C_STEEL = 120;
/** Hazen–Williams C for copper tube. @see NFPA 13 (2019), ch. 28, Hazen–Williams C values table. */
export const HAZEN_WILLIAMS_C_COPPER = 150;
/** Hazen–Williams C for plastic pipe (PVC, PEX, HDPE). @see NFPA 13 (2019), ch. 28, Hazen–Williams C values table. */
export const HAZEN_WILLIAMS_C_PLASTIC = 150;

/**
 * Velocity limit for pipe of 2 in. nominal size and smaller, m/s (4 ft/s), a noise limit.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design", section "Water piping / flow
 *   rate limitations": an upper velocity of 4 ft/s for 2 in. and smaller pipe, and a pressure-drop
 *   limit of 4 ft of water per 100 ft for larger pipe.
 */
export const MAX_VELOCITY_SMALL_PIPE_M_S = 4 * 0.3048;

/** Largest nominal size, in, to which {@link MAX_VELOCITY_SMALL_PIPE_M_S} applies. */
export const SMALL_PIPE_MAX_NOMINAL_IN = 2;

/**
 * Velocity limit for pipe larger than 2 in., m/s (10 ft/s): the erosion limit for systems that run
 * up to 1500 h a year; systems running longer should be held lower (9.5 ft/s at 2000 h, 9 at
 * 3000 h, 8 at 4000 h, 7 at 6000 h), which a user gives through `maxVelocity`.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22, table "Maximum water velocity to minimize
 *   erosion".
 */
export const MAX_VELOCITY_LARGE_PIPE_M_S = 10 * 0.3048;

/**
 * Heat-carrying factor of the inch-pound hydronic rule q [Btu/h] = 500 · Q [gpm] · Δt [°F]:
 * 8.33 lb/gal × 60 min/h × 1.0 Btu/(lb·°F) ≈ 500 for water near 60 °F.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 "Hydronic heating and cooling"
 *   (q = 500 Q Δt for water); ASHRAE Handbook—Fundamentals (2021), ch. 22.
 */
export const WATER_RULE_BTUH_PER_GPM_F = 500;

/**
 * Metric counterpart of the 500 rule: q [kW] = 4.19 · Q [L/s] · Δt [K], from the same
 * rounded water properties (1.0 kg/L × 4.19 kJ/(kg·K); 500 Btu/(h·gpm·°F) is 4.18 kW/(L/s·K)).
 */
export const WATER_RULE_KW_PER_L_S_K = 4.19;
