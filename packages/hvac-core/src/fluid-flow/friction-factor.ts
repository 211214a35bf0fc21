import { assertInRange, assertPositive } from '../_lib/assert.js';

/**
 * Upper end of laminar flow in a round conduit used by {@link darcyFrictionFactor}.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (laminar below a critical Reynolds
 *   number of about 2000–2300 in pipes); Moody, L. F. (1944), "Friction factors for pipe flow",
 *   Trans. ASME 66:671 (critical zone 2000–4000).
 */
export const LAMINAR_MAX_REYNOLDS = 2300;

/** Lower end of the turbulent (Colebrook) region used by {@link darcyFrictionFactor}. @see Moody (1944). */
export const TURBULENT_MIN_REYNOLDS = 4000;

/**
 * Largest relative roughness the friction-factor functions accept. The Moody chart ends at 0.05;
 * Colebrook keeps a positive root up to ε/D ≈ 3.7, so 0.5 leaves room for very rough, very small
 * conduits without producing nonsense.
 */
export const MAX_RELATIVE_ROUGHNESS = 0.5;

/** Flow regime of a round conduit as {@link darcyFrictionFactor} treats it. */
export type FlowRegime = 'laminar' | 'transition' | 'turbulent';

const LN10 = Math.LN10;

function assertArguments(reynolds: number, relativeRoughness: number): void {
  assertPositive(reynolds, 'reynolds');
  assertInRange(relativeRoughness, 'relativeRoughness', 0, MAX_RELATIVE_ROUGHNESS);
}

/**
 * The flow regime for a Reynolds number: laminar below 2300, turbulent from 4000, transition between.
 *
 * @param reynolds - Reynolds number. Must be > 0.
 * @returns 'laminar', 'transition' or 'turbulent'.
 * @throws {RangeError} If reynolds is not a positive finite number.
 * @see {@link LAMINAR_MAX_REYNOLDS}, {@link TURBULENT_MIN_REYNOLDS}
 * @example flowRegime(3000) //=> 'transition'
 */
export function flowRegime(reynolds: number): FlowRegime {
  assertPositive(reynolds, 'reynolds');
  if (reynolds < LAMINAR_MAX_REYNOLDS) return 'laminar';
  if (reynolds < TURBULENT_MIN_REYNOLDS) return 'transition';
  return 'turbulent';
}

/**
 * Darcy friction factor of fully developed laminar flow in a round conduit, f = 64/Re
 * (Hagen–Poiseuille).
 *
 * @param reynolds - Reynolds number. Must be > 0.
 * @returns Darcy friction factor.
 * @throws {RangeError} If reynolds is not a positive finite number or so small that f overflows.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (f = 64/Re for laminar flow)
 * @example laminarFrictionFactor(1000) //=> 0.064
 */
export function laminarFrictionFactor(reynolds: number): number {
  assertPositive(reynolds, 'reynolds');
  return finiteResult(64 / reynolds, reynolds);
}

/**
 * Swamee–Jain explicit approximation of the Colebrook equation,
 * f = 0.25 / [log10(ε/(3.7D) + 5.74/Re^0.9)]², within 3 % of Colebrook for 5000 ≤ Re ≤ 1e8 and
 * 1e-6 ≤ ε/D ≤ 1e-2 (largest deviation 2.8 %, at the low-Re, smooth corner; the test suite checks
 * it). Used to seed {@link colebrookFrictionFactor}.
 *
 * @param reynolds - Reynolds number. Must be > 0.
 * @param relativeRoughness - ε/D, dimensionless. 0 to 0.5.
 * @returns Darcy friction factor (finite, but not meaningful outside the range above).
 * @throws {RangeError} If an argument is out of range, or Re is so low that the formula has no value.
 * @see Swamee, P. K. and Jain, A. K. (1976), "Explicit equations for pipe-flow problems",
 *   J. Hydraulics Div. ASCE 102(5):657–664
 * @example swameeJainFrictionFactor(1e5, 1e-4) //=> 0.01845
 */
export function swameeJainFrictionFactor(reynolds: number, relativeRoughness: number): number {
  assertArguments(reynolds, relativeRoughness);
  const logTerm = Math.log10(relativeRoughness / 3.7 + 5.74 / reynolds ** 0.9);
  if (!(logTerm < 0)) {
    throw new RangeError(
      `Swamee–Jain has no value at Re = ${reynolds}, ε/D = ${relativeRoughness}.`,
    );
  }
  return 0.25 / (logTerm * logTerm);
}

/**
 * Haaland explicit approximation of the Colebrook equation,
 * 1/√f = −1.8 log10[(ε/D/3.7)^1.11 + 6.9/Re], within about 1.5 % of Colebrook for
 * 4000 ≤ Re ≤ 1e8.
 *
 * @param reynolds - Reynolds number. Must be > 0.
 * @param relativeRoughness - ε/D, dimensionless. 0 to 0.5.
 * @returns Darcy friction factor.
 * @throws {RangeError} If an argument is out of range, or Re is so low that the formula has no value.
 * @see Haaland, S. E. (1983), "Simple and explicit formulas for the friction factor in turbulent
 *   pipe flow", J. Fluids Eng. 105(1):89–90
 * @example haalandFrictionFactor(1e5, 1e-4) //=> 0.01827
 */
export function haalandFrictionFactor(reynolds: number, relativeRoughness: number): number {
  assertArguments(reynolds, relativeRoughness);
  const logTerm = Math.log10((relativeRoughness / 3.7) ** 1.11 + 6.9 / reynolds);
  if (!(logTerm < 0)) {
    throw new RangeError(`Haaland has no value at Re = ${reynolds}, ε/D = ${relativeRoughness}.`);
  }
  return 1 / (1.8 * logTerm) ** 2;
}

/**
 * Residual of the Colebrook–White equation written in x = 1/√f:
 * g(x) = x + 2 log10(ε/(3.7D) + 2.51 x / Re). g is increasing and concave in x > 0, with one root.
 */
function colebrookResidual(x: number, roughnessTerm: number, reynoldsTerm: number): number {
  return x + 2 * Math.log10(roughnessTerm + reynoldsTerm * x);
}

/**
 * Darcy friction factor of turbulent flow from the implicit Colebrook–White equation,
 * 1/√f = −2 log10(ε/(3.7D) + 2.51/(Re √f)), solved to machine precision.
 *
 * The unknown is x = 1/√f, in which the equation is increasing and concave. Newton's method is
 * seeded with Swamee–Jain (or Haaland, or x = 8 when neither has a value) and kept inside a bracket
 * [lo, hi] with g(lo) < 0 < g(hi); a step that would leave the bracket is replaced by bisection.
 * Typically 2–4 Newton steps reach |Δx| ≤ 4 ε·x.
 *
 * Colebrook is a turbulent-flow law: use {@link darcyFrictionFactor} for any Reynolds number.
 *
 * @param reynolds - Reynolds number. Must be > 0 (meaningful from about 4000).
 * @param relativeRoughness - ε/D, dimensionless. 0 (smooth) to 0.5.
 * @returns Darcy friction factor.
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see Colebrook, C. F. (1939), "Turbulent flow in pipes, with particular reference to the transition
 *   region between the smooth and rough pipe laws", J. ICE 11(4):133–156
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" and ch. 21, eq. 19 (Colebrook)
 * @example colebrookFrictionFactor(1e5, 1e-4) //=> 0.018514
 */
export function colebrookFrictionFactor(reynolds: number, relativeRoughness: number): number {
  assertArguments(reynolds, relativeRoughness);
  const roughnessTerm = relativeRoughness / 3.7;
  const reynoldsTerm = 2.51 / reynolds;
  const g = (x: number): number => colebrookResidual(x, roughnessTerm, reynoldsTerm);

  // Bracket the root in x > 0. g(0+) = 2 log10(ε/3.7D) < 0 for ε/D < 3.7, or −∞ when smooth.
  let lo = 1;
  while (g(lo) >= 0) lo /= 2;
  let hi = 2;
  while (g(hi) <= 0) hi *= 2;

  // Bisect geometrically while the bracket spans decades (tiny Re), arithmetically after.
  const midpoint = (): number => (hi > 4 * lo ? Math.sqrt(lo * hi) : (lo + hi) / 2);
  let x = seedInverseRootFrictionFactor(reynolds, relativeRoughness);
  if (!(x > lo && x < hi)) x = midpoint();
  for (let i = 0; i < 200; i++) {
    const gx = g(x);
    if (gx === 0) break;
    if (gx < 0) lo = x;
    else hi = x;
    const slope = 1 + (2 * reynoldsTerm) / ((roughnessTerm + reynoldsTerm * x) * LN10);
    let next = x - gx / slope;
    if (!(next > lo && next < hi)) next = midpoint();
    const converged = Math.abs(next - x) <= 4 * Number.EPSILON * next;
    x = next;
    if (converged || hi - lo <= 4 * Number.EPSILON * hi) break;
  }
  return finiteResult(1 / (x * x), reynolds);
}

function finiteResult(frictionFactor: number, reynolds: number): number {
  if (!Number.isFinite(frictionFactor)) {
    throw new RangeError(`reynolds = ${reynolds} is too small for a finite friction factor.`);
  }
  return frictionFactor;
}

function seedInverseRootFrictionFactor(reynolds: number, relativeRoughness: number): number {
  for (const approximation of [swameeJainFrictionFactor, haalandFrictionFactor]) {
    try {
      return 1 / Math.sqrt(approximation(reynolds, relativeRoughness));
    } catch {
      // Outside the approximation's domain: try the next seed.
    }
  }
  return 8;
}

/**
 * Darcy friction factor for any Reynolds number in a round conduit (or a noncircular one through
 * its hydraulic diameter):
 * - laminar, Re < 2300: f = 64/Re;
 * - turbulent, Re ≥ 4000: Colebrook–White, solved ({@link colebrookFrictionFactor});
 * - transition, 2300 ≤ Re < 4000: **linear interpolation in Re** between 64/2300 and the Colebrook
 *   value at Re = 4000. No correlation is valid in this critical zone (the flow switches between
 *   laminar and turbulent; ASHRAE F 2021 ch. 3, Moody 1944 shade it as uncertain); interpolating keeps
 *   f continuous, so a solver for diameter or flow never meets a jump. Callers should flag results in
 *   this zone ({@link flowRegime} returns 'transition').
 *
 * @param reynolds - Reynolds number. Must be > 0.
 * @param relativeRoughness - ε/D, dimensionless. 0 to 0.5.
 * @returns Darcy friction factor.
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" and ch. 21, eq. 18–19
 * @see Moody, L. F. (1944), "Friction factors for pipe flow", Trans. ASME 66:671–684
 * @example darcyFrictionFactor(1000, 0) //=> 0.064
 * @example darcyFrictionFactor(1e5, 1e-4) //=> 0.018514
 */
export function darcyFrictionFactor(reynolds: number, relativeRoughness: number): number {
  assertArguments(reynolds, relativeRoughness);
  if (reynolds < LAMINAR_MAX_REYNOLDS) return laminarFrictionFactor(reynolds);
  if (reynolds >= TURBULENT_MIN_REYNOLDS)
    return colebrookFrictionFactor(reynolds, relativeRoughness);
  const laminarEnd = 64 / LAMINAR_MAX_REYNOLDS;
  const turbulentStart = colebrookFrictionFactor(TURBULENT_MIN_REYNOLDS, relativeRoughness);
  const fraction =
    (reynolds - LAMINAR_MAX_REYNOLDS) / (TURBULENT_MIN_REYNOLDS - LAMINAR_MAX_REYNOLDS);
  return laminarEnd + fraction * (turbulentStart - laminarEnd);
}
