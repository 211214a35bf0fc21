import { parseInput } from '../_lib/parse-input.js';
import { RefrigerantLineInputSchema } from './schema.js';
import type { RefrigerantLineInput, RefrigerantLineInputDraft } from './schema.js';
import { sizeRefrigerantLine } from './size-refrigerant-line.js';
import type { RefrigerantLineResult } from './size-refrigerant-line.js';
import { superheatedVapourTable } from './superheated-tables.js';

/**
 * Sizes a refrigerant line from its input as entered: {@link sizeRefrigerantLine} with the
 * refrigerant's superheated-vapour table taken from the tables bundled with this function (all 13,
 * about 50 kB gzipped), so it stays synchronous. An app that wants to load only the table in use
 * parses the input itself and calls `sizeRefrigerantLine(input, await loadSuperheatedVapourTable(id))`.
 *
 * Mass flow ṁ = Q/(h_suction − h_liquid) from the cycle (dew-point temperatures for blends); friction
 * by Darcy–Weisbach with Colebrook and the line's density and viscosity (CoolProp 8.0.0 tables);
 * fittings as equivalent lengths Le = K·D/f with Crane's K, or the user's lengths.
 *
 * @param draft - The input as entered (see {@link RefrigerantLineInputSchema}).
 * @returns The selected tube and its figures, every candidate, warnings with their rules, and notes.
 * @throws {ZodError} If the input is invalid; each issue's path is the field.
 * @see ASHRAE Handbook—Refrigeration (2018), ch. 1 "Halocarbon refrigeration systems" (line sizing by
 *   saturation-temperature penalty, velocities, liquid lines); ASHRAE Handbook—Fundamentals (2021),
 *   ch. 2 and 3; Crane TP-410 (fittings); CoolProp 8.0.0 (Bell et al. 2014)
 * @example calculateRefrigerantLine(defaultRefrigerantLineInput('Imperial')).size //=> '7/8'
 */
export function calculateRefrigerantLine(draft: RefrigerantLineInputDraft): RefrigerantLineResult {
  return calculateRefrigerantLineInput(
    parseInput(RefrigerantLineInputSchema, draft, 'refrigerant line input'),
  );
}

/**
 * calculateRefrigerantLine of an input its schema has already parsed (`RefrigerantLineInputSchema.safeParse`), without
 * parsing it again, with the bundled superheated-vapour tables.
 */
export function calculateRefrigerantLineInput(input: RefrigerantLineInput): RefrigerantLineResult {
  return sizeRefrigerantLine(input, superheatedVapourTable(input.refrigerant));
}
