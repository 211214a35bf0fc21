import { acousticsReference } from './domains/acoustics.js';
import { buildingLoadReference } from './domains/building-load.js';
import { ductReference } from './domains/duct.js';
import { ductSystemReference } from './domains/duct-system.js';
import { energyReference } from './domains/energy.js';
import { envelopeReference } from './domains/envelope.js';
import { fanReference } from './domains/fan.js';
import { fluidFlowReference } from './domains/fluid-flow.js';
import { fluidsReference } from './domains/fluids.js';
import { heatLoadReference } from './domains/heat-load.js';
import { hydronicSystemReference } from './domains/hydronic-system.js';
import { pipeReference } from './domains/pipe.js';
import { psychrometricsReference } from './domains/psychrometrics.js';
import { pumpReference } from './domains/pump.js';
import { refrigerantReference } from './domains/refrigerant.js';
import { unitsReference } from './domains/units.js';
import { ventilationReference } from './domains/ventilation.js';
import type { ReferenceDomain, ReferenceFormula, ReferenceTable } from './types.js';

/**
 * Every domain of the reference library, in the order the library lists them. A new engine domain
 * joins with one file under `domains/` and one entry here; the registry tests then check its tables
 * against the engine and its formulas' references against the engine's doc comments.
 */
export const REFERENCE_DOMAINS: readonly ReferenceDomain[] = [
  heatLoadReference,
  buildingLoadReference,
  ventilationReference,
  ductReference,
  ductSystemReference,
  fluidFlowReference,
  pipeReference,
  pumpReference,
  hydronicSystemReference,
  fanReference,
  fluidsReference,
  psychrometricsReference,
  refrigerantReference,
  acousticsReference,
  energyReference,
  envelopeReference,
  unitsReference,
];

/** Every table of the library with the id of its domain. */
export function referenceTables(): readonly (ReferenceTable & { readonly domain: string })[] {
  return REFERENCE_DOMAINS.flatMap((domain) =>
    domain.tables.map((table) => ({ ...table, domain: domain.id })),
  );
}

/** Every formula of the library with the id of its domain. */
export function referenceFormulas(): readonly (ReferenceFormula & { readonly domain: string })[] {
  return REFERENCE_DOMAINS.flatMap((domain) =>
    domain.formulas.map((formula) => ({ ...formula, domain: domain.id })),
  );
}

/** A table by id, or undefined. */
export function referenceTable(id: string): ReferenceTable | undefined {
  return REFERENCE_DOMAINS.flatMap((domain) => domain.tables).find((table) => table.id === id);
}
