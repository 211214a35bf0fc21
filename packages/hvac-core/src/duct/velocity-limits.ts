import { z } from 'zod';
import { toSi } from '../units/index.js';

/**
 * What a duct serves, which sets the velocity it should stay within:
 * - main / branch / runout / return: commercial supply and return ducts above a suspended acoustic
 *   ceiling, room criterion RC(N) 35 (offices);
 * - noiseCritical: the same at RC(N) 25 (studios, theatres, conference rooms);
 * - residential: house supply trunks and branches;
 * - kitchenExhaust: grease duct from a kitchen hood (a minimum velocity applies);
 * - exhaust: general exhaust with no acoustic limit.
 */
export const DuctApplicationSchema = z.enum(
  [
    'main',
    'branch',
    'runout',
    'return',
    'noiseCritical',
    'residential',
    'kitchenExhaust',
    'exhaust',
  ],
  {
    error:
      'Application must be one of main, branch, runout, return, noiseCritical, residential, kitchenExhaust, exhaust.',
  },
);
export type DuctApplication = z.output<typeof DuctApplicationSchema>;

/** Short names of the applications, as the form's choices and the report read them. */
export const DUCT_APPLICATION_LABELS: Readonly<Record<DuctApplication, string>> = {
  main: 'Supply main',
  branch: 'Branch',
  runout: 'Runout to an outlet',
  return: 'Return main',
  noiseCritical: 'Noise-critical space',
  residential: 'Residential',
  kitchenExhaust: 'Kitchen grease exhaust',
  exhaust: 'General exhaust',
};

/** Velocity limits of an application, m/s, with the basis shown to the user. */
export interface VelocityLimit {
  /** Highest recommended velocity in a rectangular duct, m/s (Infinity: none). */
  readonly maxRectangularMS: number;
  /** Highest recommended velocity in a round duct, m/s (Infinity: none). */
  readonly maxRoundMS: number;
  /** Lowest velocity required, m/s (0: none). */
  readonly minMS: number;
  readonly basis: string;
  readonly source: string;
}

const fpm = (value: number): number => toSi(value, 'airVelocity', 'Imperial');

const ACOUSTIC_SOURCE =
  'ASHRAE Handbook—HVAC Applications (2015), ch. 48 "Noise and vibration control", table 8 (2019: ch. 49): maximum recommended duct airflow velocities; branches about 80 %, runouts 50 % of the main values';

/**
 * Recommended velocity limits by application.
 *
 * @see ASHRAE Handbook—HVAC Applications (2015), ch. 48, table 8: main ducts above a suspended
 *   acoustic ceiling, rectangular / round: RC(N) 45 2500/4500 fpm, RC(N) 35 1750/3000 fpm,
 *   RC(N) 25 1200/2000 fpm; note 1, branches ≈ 80 %; note 2, final runouts ≤ 50 %.
 * @see ASHRAE (1993), Air-Conditioning Systems Design Manual, table 5-2:
 *   residences, main ducts, recommended 700–900 fpm.
 * @see NFPA 96 (2021), Ventilation Control and Fire Protection of Commercial Cooking Operations,
 *   8.2.1.1: exhaust velocity in a grease duct not less than 500 fpm (2.5 m/s).
 */
export const VELOCITY_LIMITS: Readonly<Record<DuctApplication, VelocityLimit>> = {
  main: {
    maxRectangularMS: fpm(1750),
    maxRoundMS: fpm(3000),
    minMS: 0,
    basis: 'main duct above a suspended acoustic ceiling, RC(N) 35',
    source: ACOUSTIC_SOURCE,
  },
  branch: {
    maxRectangularMS: fpm(1400),
    maxRoundMS: fpm(2400),
    minMS: 0,
    basis: 'branch duct (80 % of the main-duct value) above a suspended acoustic ceiling, RC(N) 35',
    source: ACOUSTIC_SOURCE,
  },
  runout: {
    maxRectangularMS: fpm(875),
    maxRoundMS: fpm(1500),
    minMS: 0,
    basis: 'final runout to an outlet (50 % of the main-duct value), RC(N) 35',
    source: ACOUSTIC_SOURCE,
  },
  return: {
    maxRectangularMS: fpm(1750),
    maxRoundMS: fpm(3000),
    minMS: 0,
    basis: 'return main above a suspended acoustic ceiling, RC(N) 35',
    source: ACOUSTIC_SOURCE,
  },
  noiseCritical: {
    maxRectangularMS: fpm(1200),
    maxRoundMS: fpm(2000),
    minMS: 0,
    basis: 'noise-critical space, main duct above a suspended acoustic ceiling, RC(N) 25',
    source: ACOUSTIC_SOURCE,
  },
  residential: {
    maxRectangularMS: fpm(900),
    maxRoundMS: fpm(900),
    minMS: 0,
    basis: 'residential main duct (recommended 700–900 fpm)',
    source: 'ASHRAE (1993), Air-Conditioning Systems Design Manual, table 5-2',
  },
  kitchenExhaust: {
    maxRectangularMS: Infinity,
    maxRoundMS: Infinity,
    minMS: fpm(500),
    basis: 'kitchen grease exhaust duct (at least 500 fpm)',
    source: 'NFPA 96 (2021), 8.2.1.1',
  },
  exhaust: {
    maxRectangularMS: Infinity,
    maxRoundMS: Infinity,
    minMS: 0,
    basis: 'general exhaust',
    source: 'No acoustic limit applied.',
  },
};

/**
 * Below this mean velocity a comfort duct is larger than it needs to be (a cost, not a fault). An
 * engine convention, about 400 fpm.
 */
export const LOW_VELOCITY_MS = 2;

/**
 * Usual friction-rate range for low-pressure duct design, Pa/m: 0.05 to 0.2 in. wg/100 ft
 * (0.41 to 1.63 Pa/m). Outside it the duct is probably oversized (costly) or undersized (noisy,
 * fan energy). An engine convention bracketing the equal-friction values commonly used.
 */
export const USUAL_FRICTION_RATE_PA_PER_M = {
  min: toSi(0.05, 'ductFrictionRate', 'Imperial'),
  max: toSi(0.2, 'ductFrictionRate', 'Imperial'),
} as const;

/**
 * Aspect ratios above this cost more sheet metal and more friction for the airflow carried.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "Noncircular ducts"; SMACNA HVAC Systems Duct
 *   Design, 4th ed. (2006), on keeping rectangular aspect ratios low (4:1 a common design limit).
 */
export const HIGH_ASPECT_RATIO = 4;
