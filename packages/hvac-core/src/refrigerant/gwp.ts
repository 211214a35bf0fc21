import type { RefrigerantId } from './refrigerants.js';

/**
 * 100-year global warming potentials of the pure components on the IPCC Fourth Assessment Report
 * (AR4) basis, the values EN 378-1 and most equipment nameplates quote.
 *
 * @see IPCC AR4 (2007), Working Group I, ch. 2, table 2.14 (GWP100 of HFCs, HCFC-22, CO₂)
 * @see EN 378-1:2016+A1:2020, Annex E, table E.1 (GWP100 of each refrigerant, incl.,
 *   R-1234yf, R-1234ze(E))
 */
const COMPONENT_GWP100_AR4 = {
  R32: 675,
  R125: 3500,
  R134a: 1430,
  R143a: 4470,
  R22: 1810,
  R290: 3,
  R717: 0,
  R744: 1,
  R1234yf: 4,
  'R1234ze(E)': 7,
} as const;
type Component = keyof typeof COMPONENT_GWP100_AR4;

/**
 * Each refrigerant as mass fractions of its components: a blend's GWP is the mass-weighted sum of
 * its components' (the method of Regulation (EU) No 517/2014, Annex IV).
 *
 * @see ANSI/ASHRAE Standard 34-2022, table 4-2 (blend compositions, mass %)
 */
const COMPOSITION: Readonly<Record<RefrigerantId, Readonly<Partial<Record<Component, number>>>>> = {
  R410A: { R32: 0.5, R125: 0.5 },
  R32: { R32: 1 },
  R454B: { R32: 0.689, R1234yf: 0.311 },
  R134a: { R134a: 1 },
  R407C: { R32: 0.23, R125: 0.25, R134a: 0.52 },
  R404A: { R125: 0.44, R143a: 0.52, R134a: 0.04 },
  R507A: { R125: 0.5, R143a: 0.5 },
  R22: { R22: 1 },
  R290: { R290: 1 },
  R717: { R717: 1 },
  R744: { R744: 1 },
  R1234yf: { R1234yf: 1 },
  'R1234ze(E)': { 'R1234ze(E)': 1 },
};

/**
 * 100-year global warming potential of a refrigerant (IPCC AR4 basis), blends as the mass-weighted
 * sum of their components, rounded to a whole number as labels show it.
 *
 * @param id - The refrigerant.
 * @returns GWP100, dimensionless (CO₂ = 1).
 * @see IPCC AR4 (2007), WG I, table 2.14; EN 378-1:2016+A1:2020, Annex E; ANSI/ASHRAE Standard
 *   34-2022, table 4-2 (compositions); Regulation (EU) No 517/2014, Annex IV (GWP of a mixture)
 * @example refrigerantGwp100('R410A') //=> 2088
 */
export function refrigerantGwp100(id: RefrigerantId): number {
  let gwp = 0;
  for (const [component, fraction] of Object.entries(COMPOSITION[id])) {
    gwp += (fraction ?? 0) * COMPONENT_GWP100_AR4[component as Component];
  }
  return Math.round(gwp);
}

/** Mass-fraction composition of a refrigerant, by ASHRAE 34 component designation. */
export function refrigerantComposition(id: RefrigerantId): Readonly<Record<string, number>> {
  return COMPOSITION[id] as Readonly<Record<string, number>>;
}
