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
/**
 * Harmonics summed: 24 × 500. The pulse's coefficients fall as 1/n² (c_n ≤ 24/(π²n²)) and |Y| ≤ U,
 * so the terms left out add at most 2·2.4/N·U ≈ 4·10⁻⁴ U to any factor, below the tables' 0.1 %
 * rounding; heavy constructions stop much earlier (see below).
 */
const MAX_HARMONICS = HOURS_PER_DAY * 500;
/** e^−40: beyond this attenuation the remaining harmonics no longer reach the inside surface. */
const ATTENUATION_CUTOFF = 40;

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
  }
}

/**
 * Multiplies in a massive layer's transmission matrix at angular frequency ω > 0. With
 * γL = x(1 + i), cosh and sinh of γL scaled by e^{−x} read (e^{ix} ± e^{−2x}e^{−ix})/2, and
 * kγ = (1 + i)·k·x/L.
 */
function multiplyLayer(product: Product, layer: PrfLayer, omega: number): void {
  const alpha = layer.conductivityWmK / (layer.densityKgM3 * layer.specificHeatJkgK);
  const x = layer.thicknessM * Math.sqrt(omega / (2 * alpha));
  if (x < 1e-6) {
    // Thin or slow layer: sinh z / z → 1 and the matrix tends to that of a resistance L/k.
    product.resistance(layer.thicknessM / layer.conductivityWmK);
    return;
  }
  const damp = Math.exp(-2 * x);
  const cos = Math.cos(x);
  const sin = Math.sin(x);
  const coshR = 0.5 * (cos + damp * cos);
  const coshI = 0.5 * (sin - damp * sin);
  const sinhR = 0.5 * (cos - damp * cos);
  const sinhI = 0.5 * (sin + damp * sin);
  const g = (layer.conductivityWmK * x) / layer.thicknessM; // kγ = g(1 + i)
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
 * @throws {RangeError} If a layer's thickness or conductivity is not > 0, or a film is negative.
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
  if (!(r > 0)) throw new RangeError('The construction must have a total resistance > 0.');
  return { uWm2K: 1 / r, totalResistanceM2KW: r };
}

/** The cross transfer function Y(ω) = 1/B(ω), W/(m²·K), at ω > 0, and the total attenuation exponent. */
function crossTransfer(
  construction: PrfConstruction,
  omega: number,
): { re: number; im: number; log: number } {
  const m = new Product();
  m.resistance(construction.outsideFilmM2KW);
  for (const layer of construction.layers) {
    if (isMassive(layer)) multiplyLayer(m, layer, omega);
    else m.resistance(layer.thicknessM / layer.conductivityWmK);
  }
  m.resistance(construction.insideFilmM2KW);
  const den = m.br * m.br + m.bi * m.bi;
  const s = Math.exp(-m.log);
  return { re: (m.br / den) * s, im: (-m.bi / den) * s, log: m.log };
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
  // Harmonics fold onto 24 residues when sampled at whole hours: sum c_n·Y(ω_n) by n mod 24 first,
  // then one 24-point transform.
  const binRe = new Float64Array(n24);
  const binIm = new Float64Array(n24);
  for (let n = 1; n <= MAX_HARMONICS; n++) {
    if (n % n24 === 0) continue; // c_n = 0 at multiples of 24 (the pulse's spectral zeros).
    const omega = (2 * Math.PI * n) / (n24 * STEP_S);
    const arg = (Math.PI * n) / n24;
    const cn = (Math.sin(arg) / arg) ** 2 / n24;
    const y = crossTransfer(construction, omega);
    const r = n % n24;
    binRe[r] = (binRe[r] ?? 0) + cn * y.re;
    binIm[r] = (binIm[r] ?? 0) + cn * y.im;
    if (y.log > ATTENUATION_CUTOFF) break;
  }
  const prf = new Array<number>(n24);
  for (let j = 0; j < n24; j++) {
    let sum = uWm2K / n24;
    for (let r = 1; r < n24; r++) {
      const phase = (2 * Math.PI * r * j) / n24;
      // Twice the real part: the negative harmonics are the conjugates of the positive ones.
      sum += 2 * ((binRe[r] ?? 0) * Math.cos(phase) - (binIm[r] ?? 0) * Math.sin(phase));
    }
    prf[j] = sum;
  }
  const cts = prf.map((v) => {
    const c = v / uWm2K;
    return Math.abs(c) < 1e-9 ? 0 : c;
  });
  return { uWm2K, totalResistanceM2KW, prfWm2K: prf, cts };
}
