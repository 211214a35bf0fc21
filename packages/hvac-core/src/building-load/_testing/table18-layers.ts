import type { PrfConstruction, PrfLayer } from '../periodic-response.js';

/**
 * ASHRAE Handbook—Fundamentals (2021, SI), ch. 18, table 18 "Thermal Properties and Code Numbers of
 * Layers Used in Wall and Roof Descriptions for Tables 16 and 17", as transcribed (stored file
 * 70618341067, printed page 512): code → [thickness mm, conductivity W/(m·K), density kg/m³,
 * specific heat kJ/(kg·K), resistance R (m²·K)/W], for every layer but the films and air spaces.
 *
 * The transcription prints conductivity to 0.01 W/(m·K), too coarse for the insulations (I01:
 * 25.4 mm at 0.03 gives R 0.85, the table's R is 0.88). Where the printed conductivity does not
 * reproduce the printed R to 0.01, the conductivity used is thickness / R (noted per layer below).
 * Films and air spaces are resistances only (R as printed); an air space is given as a massless layer
 * of the thickness its note names (note 4: 40 mm wall space; note 5: 90 mm ceiling space).
 */
export const TABLE_18: Record<string, readonly [number, number, number, number, number]> = {
  F06: [9.5, 0.72, 1856, 0.84, 0.01],
  F07: [25.4, 0.72, 1856, 0.84, 0.04],
  F08: [0.8, 45.28, 7824, 0.5, 0.0],
  F09: [6.4, 0.99, 2528, 0.88, 0.01],
  F10: [25.4, 3.17, 2560, 0.79, 0.01],
  F11: [12.7, 0.09, 592, 1.17, 0.14],
  F12: [3.2, 0.04, 1120, 1.26, 0.08],
  F13: [9.5, 0.16, 1120, 1.46, 0.06],
  F14: [12.7, 1.59, 1920, 1.26, 0.01],
  F15: [6.4, 0.04, 592, 1.3, 0.17],
  F16: [19.1, 0.06, 368, 0.59, 0.31],
  F17: [12.7, 0.06, 288, 1.38, 0.22],
  F18: [25.4, 1.8, 2560, 0.79, 0.01],
  G01: [15.9, 0.16, 800, 1.09, 0.1],
  G02: [15.9, 0.12, 544, 1.21, 0.14],
  G03: [12.7, 0.07, 400, 1.3, 0.19],
  G04: [12.7, 0.15, 608, 1.63, 0.08],
  G05: [25.4, 0.15, 608, 1.63, 0.17],
  G06: [50.8, 0.15, 608, 1.63, 0.33],
  G07: [101.6, 0.15, 608, 1.63, 0.66],
  I01: [25.4, 0.03, 43, 1.21, 0.88],
  I02: [50.8, 0.03, 43, 1.21, 1.76],
  I03: [76.2, 0.03, 43, 1.21, 2.64],
  I04: [89.4, 0.05, 19, 0.96, 1.94],
  I05: [154.4, 0.05, 19, 0.96, 3.34],
  I06: [243.8, 0.05, 19, 0.96, 5.28],
  M01: [101.6, 0.89, 1920, 0.79, 0.11],
  M02: [152.4, 0.49, 512, 0.88, 0.31],
  M03: [203.2, 0.5, 464, 0.88, 0.41],
  M04: [304.8, 0.71, 512, 0.88, 0.43],
  M05: [203.2, 1.11, 800, 0.92, 0.18],
  M06: [304.8, 1.4, 800, 0.92, 0.22],
  M07: [152.4, 0.29, 512, 0.88, 0.53],
  M08: [203.2, 0.26, 464, 0.88, 0.78],
  M09: [304.8, 0.29, 512, 0.88, 1.04],
  M10: [203.2, 0.72, 800, 0.92, 0.28],
  M11: [101.6, 0.53, 1280, 0.84, 0.19],
  M12: [152.4, 0.53, 1280, 0.84, 0.29],
  M13: [203.2, 0.53, 1280, 0.84, 0.38],
  M14: [152.4, 1.95, 2240, 0.9, 0.08],
  M15: [203.2, 1.95, 2240, 0.9, 0.1],
  M16: [304.8, 1.95, 2240, 0.9, 0.16],
  M17: [50.8, 0.19, 640, 0.84, 0.27],
};

/** Table 18 resistances of the films and air spaces, (m²·K)/W, with the air spaces' thickness, mm. */
const RESISTANCES: Record<string, readonly [number, number]> = {
  F04: [0.15, 40],
  F05: [0.18, 90],
};
const FILMS = { F01: 0.04, F02: 0.12, F03: 0.16 } as const;

/** A layer of table 18 in SI (conductivity from thickness / R where the printed one is too coarse). */
export function table18Layer(code: string): PrfLayer {
  const air = RESISTANCES[code];
  if (air !== undefined) {
    const thicknessM = air[1] / 1000;
    return {
      name: code,
      thicknessM,
      conductivityWmK: thicknessM / air[0],
      densityKgM3: 0,
      specificHeatJkgK: 0,
    };
  }
  const row = TABLE_18[code];
  if (row === undefined) throw new Error(`No table 18 layer ${code}`);
  const [mm, k, rho, cpKj, r] = row;
  const thicknessM = mm / 1000;
  const printedOk = Math.abs(Math.round((thicknessM / k) * 100) / 100 - r) < 1e-9;
  return {
    name: code,
    thicknessM,
    conductivityWmK: printedOk ? k : thicknessM / r,
    densityKgM3: rho,
    specificHeatJkgK: cpKj * 1000,
  };
}

/**
 * A construction of tables 16 and 17 from its layer codes, outside to inside, F01 first and F02 or
 * F03 last, as the tables list them.
 */
export function table18Construction(codes: readonly string[]): PrfConstruction {
  const first = codes[0];
  const last = codes[codes.length - 1];
  if (first !== 'F01' || (last !== 'F02' && last !== 'F03')) {
    throw new Error(`Layers must run from F01 to F02 or F03: ${codes.join(' ')}`);
  }
  return {
    outsideFilmM2KW: FILMS.F01,
    insideFilmM2KW: FILMS[last],
    layers: codes.slice(1, -1).map(table18Layer),
  };
}
