import { assertFinite } from '../_lib/assert.js';
import { HOURS_PER_DAY } from './time-series.js';

/**
 * Periodic response factors (PRF) and conduction time series (CTS) of a multilayer wall or roof
 * from its layers, by the frequency-domain (transfer matrix) method.
 *
 * Each homogeneous layer of thickness L, conductivity k and diffusivity α = k/(ρ·c_p) relates the
 * temperature and heat flux on its two faces, for a sinusoid of angular frequency ω, through the
 * transmission matrix [cosh γL, sinh γL/(kγ); kγ sinh γL, cosh γL] with γ = √(iω/α); a massless
 * layer or surface film of resistance R through [1, R; 0, 1]. The construction's matrix is the
 * product from outside to inside, and its cross (through) transfer function is Y(ω) = 1/B(ω), with
 * Y(0) = 1/ΣR = U. The periodic response factors are the heat fluxes at the inside surface at the
 * hours j = 0 … 23 after a unit triangular pulse of outside temperature (base 2 h, peak at hour 0)
 * that repeats every 24 h, the inside held at zero:
 *
 *   Y_Pj = Σ_n c_n Y(ω_n) e^{iω_n j·Δ},  ω_n = 2πn/24 h,  c_n = (1/24)·[sin(πn/24)/(πn/24)]²
 *
 * (c_n are the Fourier coefficients of the triangular pulse train). The CTS are c_j = Y_Pj / U.
 * This is the steady-periodic response that the Handbook's tables 16 and 17 were computed for
 * (there from conduction transfer functions reformulated as periodic response factors, which give
 * the same heat gains under steady-periodic conditions).
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Conductive Heat Gain Using Conduction Time
 *   Series" (eq. 31: q_θ = Σ Y_Pj (t_e,θ−jδ − t_rc); CTS = Y_Pj / U) and table 18 (layers)
 * @see Spitler, J.D., and D.E. Fisher (1999), "On the relationship between the radiant time series
 *   and transfer function methods for design cooling load calculations", HVAC&R Research 5(2):
 *   periodic response factors of a wall
 * @see Spitler, J.D., D.E. Fisher, and C.O. Pedersen (1997), "The radiant time series cooling load
 *   calculation procedure", ASHRAE Transactions 103(2)
 * @see Carslaw, H.S., and J.C. Jaeger (1959), Conduction of Heat in Solids, 2nd ed., §3.7 (the
 *   layer's transmission matrix for periodic conduction); Pipes, L.A. (1957), "Matrix analysis of
 *   heat transfer problems", J. Franklin Institute 263
 */

/** One layer of a construction, SI. A layer with no heat capacity (ρ·c_p = 0) is a pure resistance L/k. */
export interface PrfLayer {
  readonly name?: string;
  /** Thickness, m (> 0). */
  readonly thicknessM: number;
  /** Thermal conductivity, W/(m·K) (> 0). */
  readonly conductivityWmK: number;
  /** Density, kg/m³ (≥ 0). */
  readonly densityKgM3: number;
  /** Specific heat, J/(kg·K) (≥ 0). */
  readonly specificHeatJkgK: number;
}

/** A construction from outside to inside with its two surface films, SI. */
export interface PrfConstruction {
  /** Layers from outside to inside (at least one). */
  readonly layers: readonly PrfLayer[];
  /** Outside surface (film) resistance, m²·K/W (≥ 0), e.g. 0.04 (table 18, F01). */
  readonly outsideFilmM2KW: number;
  /** Inside surface (film) resistance, m²·K/W (≥ 0), e.g. 0.12 walls, 0.16 roofs (table 18, F02, F03). */
  readonly insideFilmM2KW: number;
}

/** The outcome: U, the 24 periodic response factors and the 24 conduction time factors. */
export interface PeriodicResponse {
  /** U-factor, W/(m²·K): 1 / (films + Σ L/k). */
  readonly uWm2K: number;
  /** Total resistance, m²·K/W. */
  readonly totalResistanceM2KW: number;
  /** Periodic response factors Y_P0 … Y_P23, W/(m²·K), the current hour first. */
  readonly prfWm2K: readonly number[];
  /** Conduction time factors c_0 … c_23 (fractions summing to 1), the current hour first. */
  readonly cts: readonly number[];
}

/** Seconds per hour: the time step δ of the hourly series. */
const STEP_S = 3600;
/** Angular frequency of the first harmonic, rad/s: 2π / 24 h. */
const OMEGA_1 = (2 * Math.PI) / (HOURS_PER_DAY * STEP_S);

/*
 * The harmonic sum, on a fixed grid of nodes (issue 44: summing harmonic by harmonic took up to
 * 12 000 evaluations of twelve layers per construction, and its truncation left light constructions
 * small negative factors). Y(ω_n) is computed exactly at every harmonic of the first day's worth
 * (n = 1 … 24), and beyond at nodes spaced 5 % apart in √n, up to n = 10⁶: Y is a smooth function of
 * √ω (each layer's factor is e^{−(1+i)x} with x ∝ √ω), interpolated between nodes by cubics in
 * ln √n; past the last node it keeps its last value, where the pulse's coefficients left sum to at
 * most 1/(π²·10⁶) ≈ 10⁻⁷. The weight of each node in each residue class n mod 24 (where the hourly
 * sampling folds a harmonic) does not depend on the construction and is summed once, on first use:
 * harmonic by harmonic up to n = 2400, by the integral of c_n over each residue class beyond. The sum
 * stops at the node where Y no longer reaches the inside surface. Convergence criterion, checked
 * over random constructions across the schema's ranges against the same sum on a grid ten times
 * finer (nodes 0.5 % apart, up to n = 10⁸, exact to n = 480): every factor within 10⁻⁶, a thousandth
 * of the tables' 0.1 % rounding, with about 130 nodes at most.
 */
/** Below this attenuation exponent x a layer's matrix is summed as a series (see multiplyLayer). */
const SERIES_BELOW = 0.01;
/** Harmonics evaluated one by one. */
const EXACT_HARMONICS = HOURS_PER_DAY;
/** Ratio of successive nodes in √n beyond them. */
const NODE_RATIO = 1.05;
/** The last node; beyond it the pulse's coefficients sum to at most 1/(π²·10⁶) ≈ 10⁻⁷. */
const LAST_HARMONIC = 1e6;
/** Harmonics whose weights are summed one by one; beyond, each residue class by its integral. */
const ENUMERATED_HARMONICS = 100 * HOURS_PER_DAY;
/**
 * |Y|/U below which a node's harmonic no longer reaches the inside surface; the sum stops at the
 * second such node in a row (|Y| only falls from there: |B(iω)| grows with ω).
 */
const VANISHED = 1e-13;
/**
 * A negative conduction time factor down to −10⁻⁵ is the sum's round-off (the true factors are ≥ 0:
 * the inside surface of a passive wall held at 0 °C, with a pulse of outside temperature ≥ 0, is
 * never below 0 °C): it is set to 0 and the series rescaled to sum to 1. Below that it is a fault.
 */
const NEGATIVE_TOLERANCE = 1e-5;

/** The nodes n_k (by √n) and the weight of each in each residue class r = n mod 24, `weights[k·24 + r]`. */
interface HarmonicGrid {
  readonly rootN: Float64Array;
  readonly weights: Float64Array;
}

let harmonicGridCache: HarmonicGrid | undefined;

/** Nodes and abscissas of 8-point Gauss–Legendre quadrature on [−1, 1] (Abramowitz and Stegun, table 25.4). */
const GAUSS_8: readonly (readonly [number, number])[] = [
  [0.1834346424956498, 0.362683783378362],
  [0.525532409916329, 0.3137066458778873],
  [0.7966664774136267, 0.2223810344533745],
  [0.9602898564975363, 0.1012285362903763],
];

/** The four nodes around interval [k, k + 1] for cubic interpolation, clamped to the grid. */
function stencil(k: number, count: number): number {
  return Math.min(Math.max(k - 1, 0), count - 4);
}

/**
 * Adds c·L_i(u) to the weights of the four nodes `first … first + 3` in residue class r, L_i the
 * cubic Lagrange basis on those nodes' abscissas `u`.
 */
function spreadCubic(
  weights: Float64Array,
  u: Float64Array,
  first: number,
  r: number,
  at: number,
  c: number,
): void {
  const u0 = u[first] ?? 0;
  const u1 = u[first + 1] ?? 0;
  const u2 = u[first + 2] ?? 0;
  const u3 = u[first + 3] ?? 0;
  const d0 = at - u0;
  const d1 = at - u1;
  const d2 = at - u2;
  const d3 = at - u3;
  const base = first * HOURS_PER_DAY + r;
  weights[base] = (weights[base] ?? 0) + (c * d1 * d2 * d3) / ((u0 - u1) * (u0 - u2) * (u0 - u3));
  const b1 = base + HOURS_PER_DAY;
  weights[b1] = (weights[b1] ?? 0) + (c * d0 * d2 * d3) / ((u1 - u0) * (u1 - u2) * (u1 - u3));
  const b2 = b1 + HOURS_PER_DAY;
  weights[b2] = (weights[b2] ?? 0) + (c * d0 * d1 * d3) / ((u2 - u0) * (u2 - u1) * (u2 - u3));
  const b3 = b2 + HOURS_PER_DAY;
  weights[b3] = (weights[b3] ?? 0) + (c * d0 * d1 * d2) / ((u3 - u0) * (u3 - u1) * (u3 - u2));
}

/**
 * The grid of nodes with their weights W_k,r = Σ_{n ≡ r} c_n·φ_k(n), φ_k the cubic Lagrange basis
 * of node k in ln √n (exact at the nodes), c_n = (1/24)·[sin(πn/24)/(πn/24)]² = 24·sin²(πr/24)/(π²n²).
 * Built on first use (about a millisecond).
 */
function harmonicGrid(): HarmonicGrid {
  if (harmonicGridCache !== undefined) return harmonicGridCache;
  const n24 = HOURS_PER_DAY;
  const roots: number[] = [];
  for (let n = 1; n <= EXACT_HARMONICS; n++) roots.push(Math.sqrt(n));
  const lastRoot = Math.sqrt(LAST_HARMONIC);
  for (let s = Math.sqrt(EXACT_HARMONICS) * NODE_RATIO; s < lastRoot; s *= NODE_RATIO)
    roots.push(s);
  roots.push(lastRoot);
  const rootN = Float64Array.from(roots);
  const logRoot = rootN.map(Math.log);
  const count = rootN.length;
  const weights = new Float64Array(count * n24);
  const sin2 = Array.from({ length: n24 }, (_, r) => Math.sin((Math.PI * r) / n24) ** 2);
  const add = (k: number, r: number, w: number): void => {
    weights[k * n24 + r] = (weights[k * n24 + r] ?? 0) + w;
  };
  const spread = (k: number, r: number, u: number, c: number): void => {
    spreadCubic(weights, logRoot, stencil(k, count), r, u, c);
  };
  let k = 0;
  for (let n = 1; n <= ENUMERATED_HARMONICS; n++) {
    const r = n % n24;
    if (r === 0) continue; // c_n = 0 at multiples of 24 (the pulse's spectral zeros).
    const c = (n24 * (sin2[r] ?? 0)) / (Math.PI * Math.PI * n * n);
    if (n <= EXACT_HARMONICS) {
      add(n - 1, r, c);
      continue;
    }
    const u = 0.5 * Math.log(n);
    while ((logRoot[k + 1] ?? Infinity) < u) k++;
    spread(k, r, u, c);
  }
  // Σ_{n ≡ r, n > N} c_n·φ(n) ≈ (1/24)∫_{N+r−12}^∞ c(n)·φ(n) dn = sin²(πr/24)/π² · ∫ φ·2e^{−2u} du
  // with u = ln √n (midpoint rule; relative error ≈ 48/N² < 10⁻⁵), by Gauss–Legendre on each
  // interval. Past the first interval the integrals are the same for every residue class.
  const integrate = (j: number, from: number, scale: number, r: number): void => {
    const b = logRoot[j + 1] ?? 0;
    const mid = (from + b) / 2;
    const half = (b - from) / 2;
    for (const [x, w] of GAUSS_8) {
      for (const u of [mid - half * x, mid + half * x]) {
        spread(j, r, u, scale * w * half * 2 * Math.exp(-2 * u));
      }
    }
  };
  const firstFull = Math.min(k + 2, count - 1);
  // The full intervals' integrals, in residue class 0 (whose c_n are 0), then shared out.
  for (let j = firstFull; j + 1 < count; j++) integrate(j, logRoot[j] ?? 0, 1, 0);
  for (let r = 1; r < n24; r++) {
    const f = (sin2[r] ?? 0) / (Math.PI * Math.PI);
    const low = 0.5 * Math.log(ENUMERATED_HARMONICS + r - n24 / 2);
    for (let j = 0; j < firstFull; j++) {
      const a = Math.max(logRoot[j] ?? 0, low);
      if (a < (logRoot[j + 1] ?? 0)) integrate(j, a, f, r);
    }
    for (let j = stencil(firstFull, count); j < count; j++) add(j, r, f * (weights[j * n24] ?? 0));
    add(count - 1, r, f / (lastRoot * lastRoot));
  }
  for (let j = 0; j < count; j++) weights[j * n24] = 0;
  harmonicGridCache = { rootN, weights };
  return harmonicGridCache;
}

let hourlyTransformCache: { cos: Float64Array; sin: Float64Array } | undefined;

/** cos and sin of 2πrj/24 for r, j = 0 … 23, at `r·24 + j`. */
function hourlyTransform(): { cos: Float64Array; sin: Float64Array } {
  if (hourlyTransformCache !== undefined) return hourlyTransformCache;
  const n24 = HOURS_PER_DAY;
  const cos = new Float64Array(n24 * n24);
  const sin = new Float64Array(n24 * n24);
  for (let r = 0; r < n24; r++) {
    for (let j = 0; j < n24; j++) {
      cos[r * n24 + j] = Math.cos((2 * Math.PI * r * j) / n24);
      sin[r * n24 + j] = Math.sin((2 * Math.PI * r * j) / n24);
    }
  }
  hourlyTransformCache = { cos, sin };
  return hourlyTransformCache;
}

/** A construction as the harmonic sum walks it: resistances, and massive layers by what scales with √n. */
type Stage =
  | { readonly kind: 'resistance'; readonly rM2KW: number }
  | {
      readonly kind: 'layer';
      /** x = xPerRootN·√n, the layer's attenuation exponent L·√(ω/2α) at harmonic n. */
      readonly xPerRootN: number;
      /** k/L, W/(m²·K): kγ = (1 + i)·(k/L)·x. */
      readonly conductanceWm2K: number;
      readonly rM2KW: number;
    };

function stages(construction: PrfConstruction): Stage[] {
  const out: Stage[] = [];
  const resistance = (r: number): void => {
    const last = out.at(-1);
    if (last?.kind === 'resistance')
      out[out.length - 1] = { kind: 'resistance', rM2KW: last.rM2KW + r };
    else out.push({ kind: 'resistance', rM2KW: r });
  };
  resistance(construction.outsideFilmM2KW);
  for (const layer of construction.layers) {
    const r = layer.thicknessM / layer.conductivityWmK;
    const heatCapacity = layer.densityKgM3 * layer.specificHeatJkgK;
    const xPerRootN =
      layer.thicknessM * Math.sqrt((OMEGA_1 * heatCapacity) / (2 * layer.conductivityWmK));
    if (!(xPerRootN > 0)) resistance(r);
    else out.push({ kind: 'layer', xPerRootN, conductanceWm2K: 1 / r, rM2KW: r });
  }
  resistance(construction.insideFilmM2KW);
  return out;
}

/**
 * The running product [a b; c d] of the transmission matrices, complex entries as re/im pairs,
 * carried with a real scale e^{log} so that thick layers at high frequency do not overflow.
 */
class Product {
  ar = 1;
  ai = 0;
  br = 0;
  bi = 0;
  cr = 0;
  ci = 0;
  dr = 1;
  di = 0;
  log = 0;

  /** Back to the identity. */
  reset(): void {
    this.ar = 1;
    this.ai = 0;
    this.br = 0;
    this.bi = 0;
    this.cr = 0;
    this.ci = 0;
    this.dr = 1;
    this.di = 0;
    this.log = 0;
  }

  /** Times [1 R; 0 1] on the right. */
  resistance(r: number): void {
    this.br += this.ar * r;
    this.bi += this.ai * r;
    this.dr += this.cr * r;
    this.di += this.ci * r;
  }

  /** Times [p q; s p] on the right (a layer: p = cosh, q = sinh/(kγ), s = kγ·sinh), scaled by e^{−x}. */
  layer(pr: number, pi: number, qr: number, qi: number, sr: number, si: number, x: number): void {
    const { ar, ai, br, bi, cr, ci, dr, di } = this;
    this.ar = ar * pr - ai * pi + (br * sr - bi * si);
    this.ai = ar * pi + ai * pr + (br * si + bi * sr);
    this.br = ar * qr - ai * qi + (br * pr - bi * pi);
    this.bi = ar * qi + ai * qr + (br * pi + bi * pr);
    this.cr = cr * pr - ci * pi + (dr * sr - di * si);
    this.ci = cr * pi + ci * pr + (dr * si + di * sr);
    this.dr = cr * qr - ci * qi + (dr * pr - di * pi);
    this.di = cr * qi + ci * qr + (dr * pi + di * pr);
    this.log += x;
    // Each factor is within about max(kγ, 1/kγ, R) of 1 (≤ 10⁶ in the schema's ranges), so twelve
    // of them stay far from overflow; rescale anyway should a caller go beyond.
    if (Math.abs(this.br) + Math.abs(this.cr) > 1e150) this.rescale();
  }

  private rescale(): void {
    const f = 1e-150;
    this.ar *= f;
    this.ai *= f;
    this.br *= f;
    this.bi *= f;
    this.cr *= f;
    this.ci *= f;
    this.dr *= f;
    this.di *= f;
    this.log += 150 * Math.LN10;
  }
}

/**
 * Multiplies in a massive layer's transmission matrix at the harmonic of √n = `rootN`. With
 * γL = x(1 + i), cosh and sinh of γL scaled by e^{−x} read (e^{ix} ± e^{−2x}e^{−ix})/2, and
 * kγ = (1 + i)·g with g = k·x/L.
 */
function multiplyLayer(
  product: Product,
  stage: Extract<Stage, { kind: 'layer' }>,
  rootN: number,
): void {
  const x = stage.xPerRootN * rootN;
  if (x < SERIES_BELOW) {
    // Thin or slow layer: the series of cosh z, sinh z / z and z·sinh z in z² = (γL)² = 2i·x² to
    // z⁶ (the first term left out is below 10⁻¹² of the one kept); unscaled. With z⁴ = −4x⁴ and
    // z⁶ = −8i·x⁶: cosh z = 1 − x⁴/6 + i(x² − x⁶/90), sinh z / z = 1 − x⁴/30 + i(x²/3 − x⁶/630),
    // z·sinh z = −2x⁴/3 + i(2x² − x⁶/15). Its capacitance iωρcL
    // counts even where x is tiny, when films or other layers are much more resistant than it.
    const x2 = x * x;
    const x4 = x2 * x2;
    const r = stage.rM2KW;
    const k = stage.conductanceWm2K;
    product.layer(
      1 - x4 / 6,
      x2 - (x4 * x2) / 90,
      r * (1 - x4 / 30),
      r * (x2 / 3 - (x4 * x2) / 630),
      k * ((-2 * x4) / 3),
      k * (2 * x2 - (x4 * x2) / 15),
      0,
    );
    return;
  }
  const damp = Math.exp(-2 * x);
  const cos = Math.cos(x);
  const sin = Math.sin(x);
  const coshR = 0.5 * (cos + damp * cos);
  const coshI = 0.5 * (sin - damp * sin);
  const sinhR = 0.5 * (cos - damp * cos);
  const sinhI = 0.5 * (sin + damp * sin);
  const g = stage.conductanceWm2K * x; // kγ = g(1 + i)
  // sinh/(g(1 + i)) = sinh·(1 − i)/(2g)
  const qr = (sinhR + sinhI) / (2 * g);
  const qi = (sinhI - sinhR) / (2 * g);
  // g(1 + i)·sinh
  const sr = g * (sinhR - sinhI);
  const si = g * (sinhR + sinhI);
  product.layer(coshR, coshI, qr, qi, sr, si, x);
}

function isMassive(layer: PrfLayer): boolean {
  return layer.densityKgM3 * layer.specificHeatJkgK > 0;
}

function checkConstruction(construction: PrfConstruction): void {
  if (construction.layers.length === 0) {
    throw new RangeError('A construction needs at least one layer.');
  }
  assertFinite(construction.outsideFilmM2KW, 'outsideFilmM2KW');
  assertFinite(construction.insideFilmM2KW, 'insideFilmM2KW');
  if (construction.outsideFilmM2KW < 0 || construction.insideFilmM2KW < 0) {
    throw new RangeError('Surface film resistances must be 0 or more.');
  }
  construction.layers.forEach((layer, index) => {
    const name = `Layer ${index + 1}`;
    assertFinite(layer.thicknessM, `${name} thickness`);
    assertFinite(layer.conductivityWmK, `${name} conductivity`);
    assertFinite(layer.densityKgM3, `${name} density`);
    assertFinite(layer.specificHeatJkgK, `${name} specific heat`);
    if (!(layer.thicknessM > 0)) throw new RangeError(`${name} thickness must be > 0.`);
    if (!(layer.conductivityWmK > 0)) throw new RangeError(`${name} conductivity must be > 0.`);
    if (layer.densityKgM3 < 0) throw new RangeError(`${name} density must be 0 or more.`);
    if (layer.specificHeatJkgK < 0)
      throw new RangeError(`${name} specific heat must be 0 or more.`);
  });
}

/**
 * Total thermal resistance and U-factor of a construction: R = R_o + Σ L/k + R_i, U = 1/R.
 *
 * @param construction - Layers from outside to inside and the two films, SI.
 * @returns U, W/(m²·K), and R, m²·K/W.
 * @throws {RangeError} If a layer's thickness or conductivity is not > 0, a film is negative, or
 *   the total resistance is not finite (a conductivity so small that L/k overflows).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 27, eq. for the overall resistance of a flat assembly (series layers); ch. 18, table 18
 * @example constructionUFactor({ layers: [{ thicknessM: 0.1, conductivityWmK: 1, densityKgM3: 0, specificHeatJkgK: 0 }], outsideFilmM2KW: 0.04, insideFilmM2KW: 0.12 }) //=> { uWm2K: 3.846…, totalResistanceM2KW: 0.26 }
 */
export function constructionUFactor(construction: PrfConstruction): {
  uWm2K: number;
  totalResistanceM2KW: number;
} {
  checkConstruction(construction);
  const r =
    construction.outsideFilmM2KW +
    construction.insideFilmM2KW +
    construction.layers.reduce((sum, l) => sum + l.thicknessM / l.conductivityWmK, 0);
  if (!(r > 0) || !Number.isFinite(r)) {
    // A conductivity of 5e-324 W/(m·K) makes L/k overflow (the schema's ranges keep files clear).
    throw new RangeError(
      `The construction must have a finite total resistance > 0, got ${r} m²·K/W.`,
    );
  }
  return { uWm2K: 1 / r, totalResistanceM2KW: r };
}

/**
 * The cross transfer function Y(ω) = 1/B(ω), W/(m²·K), at the harmonic of √n = `rootN` (> 0), into
 * `out[0]` (real part) and `out[1]` (imaginary part).
 */
function crossTransfer(walk: readonly Stage[], rootN: number, m: Product, out: Float64Array): void {
  m.reset();
  for (let i = 0; i < walk.length; i++) {
    const stage = walk[i];
    if (stage === undefined) continue;
    if (stage.kind === 'resistance') m.resistance(stage.rM2KW);
    else multiplyLayer(m, stage, rootN);
  }
  const den = m.br * m.br + m.bi * m.bi;
  const s = Math.exp(-m.log);
  out[0] = (m.br / den) * s;
  out[1] = (-m.bi / den) * s;
}

/**
 * The computed series made clean: terms within 10⁻⁹ of zero, and negative terms of round-off (down
 * to −{@link NEGATIVE_TOLERANCE}), set to 0, and the series rescaled to sum to 1.
 */
function cleanSeries(series: readonly number[]): number[] {
  const clipped = series.map((c, j) => {
    if (!Number.isFinite(c) || c < -NEGATIVE_TOLERANCE) {
      throw new RangeError(
        `Conduction time factor ${j} came out as ${c}, outside the sum's round-off; the construction is beyond the method's numerical range.`,
      );
    }
    return c < 1e-9 ? 0 : c;
  });
  const total = clipped.reduce((a, b) => a + b, 0);
  return clipped.map((c) => c / total);
}

/**
 * Periodic response factors and conduction time series of a multilayer construction from its layers
 * (thickness, conductivity, density, specific heat) and surface films, by the frequency-domain
 * transfer-matrix method at the harmonics of a 24 h period (see the module comment). A construction
 * without heat capacity gives U in the current hour: CTS = [1, 0, …, 0].
 *
 * @param construction - Layers from outside to inside and the two films, SI.
 * @returns U, the 24 periodic response factors Y_Pj (W/(m²·K)) and the 24 CTS factors (Y_Pj/U,
 *   summing to 1; terms within 10⁻⁹ of zero set to 0).
 * @throws {RangeError} If a layer is not physical (thickness or conductivity ≤ 0, negative density
 *   or specific heat) or a film is negative.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, eq. 31 and "Conductive Heat Gain Using
 *   Conduction Time Series" (CTS = Y_Pj/U); tables 16–18
 * @see Spitler and Fisher (1999), HVAC&R Research 5(2); Spitler, Fisher and Pedersen (1997), ASHRAE
 *   Transactions 103(2)
 * @example periodicResponse({ layers: [brick, insulation, gypsum], outsideFilmM2KW: 0.04, insideFilmM2KW: 0.12 }).cts //=> [0.002, 0.048, …]
 */
export function periodicResponse(construction: PrfConstruction): PeriodicResponse {
  const { uWm2K, totalResistanceM2KW } = constructionUFactor(construction);
  const n24 = HOURS_PER_DAY;
  if (!construction.layers.some(isMassive)) {
    const prf = new Array<number>(n24).fill(0);
    prf[0] = uWm2K;
    return { uWm2K, totalResistanceM2KW, prfWm2K: prf, cts: prf.map((v) => v / uWm2K) };
  }
  const walk = stages(construction);
  const { rootN, weights } = harmonicGrid();
  // Harmonics fold onto 24 residues when sampled at whole hours: sum W_k,r·Y(ω_k) by residue r
  // first, then one 24-point transform.
  const binRe = new Float64Array(n24);
  const binIm = new Float64Array(n24);
  const product = new Product();
  const y = new Float64Array(2);
  let vanished = 0;
  for (let k = 0; k < rootN.length && vanished < 2; k++) {
    crossTransfer(walk, rootN[k] ?? 0, product, y);
    const re = y[0] ?? 0;
    const im = y[1] ?? 0;
    vanished = Math.hypot(re, im) < VANISHED * uWm2K ? vanished + 1 : 0;
    for (let r = 1, i = k * n24 + 1; r < n24; r++, i++) {
      const w = weights[i] ?? 0;
      binRe[r] = (binRe[r] ?? 0) + w * re;
      binIm[r] = (binIm[r] ?? 0) + w * im;
    }
  }
  const { cos, sin } = hourlyTransform();
  const series = new Array<number>(n24);
  for (let j = 0; j < n24; j++) {
    let sum = 0;
    for (let r = 1; r < n24; r++) {
      // Twice the real part: the negative harmonics are the conjugates of the positive ones.
      sum += (binRe[r] ?? 0) * (cos[r * n24 + j] ?? 0) - (binIm[r] ?? 0) * (sin[r * n24 + j] ?? 0);
    }
    series[j] = 1 / n24 + (2 * sum) / uWm2K;
  }
  const cts = cleanSeries(series);
  const prf = cts.map((c) => c * uWm2K);
  return { uWm2K, totalResistanceM2KW, prfWm2K: prf, cts };
}
