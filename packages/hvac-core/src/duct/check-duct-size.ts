import { toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { airResult, materialResult, prepareContext } from './calculate-duct.js';
import type { DuctAirResult, DuctMaterialResult } from './calculate-duct.js';
import type { DuctSection } from './duct-flow.js';
import { evaluateSection, resultText, sectionWarnings } from './evaluate.js';
import type { DuctResultText, DuctSizeResult, DuctWarning } from './evaluate.js';
import { DuctCheckInputSchema } from './schema.js';
import type { DuctCheckInputDraft } from './schema.js';

/** Result of checking a given duct size, in the input's unit system. */
export interface DuctCheckResult extends DuctSizeResult {
  readonly unitSystem: UnitSystem;
  readonly material: DuctMaterialResult;
  readonly air: DuctAirResult;
  readonly text: DuctResultText;
  readonly warnings: readonly DuctWarning[];
}

/**
 * Reverse check: the velocity, friction rate and pressure losses of a given duct size at an airflow.
 * Same physics as {@link calculateDuct}; a rectangular duct's larger side is reported as its width.
 *
 * @param draft - Airflow, shape and size (`diameter`, or `width` and `height`, in in or mm), length,
 *   fittings, material, air temperature, altitude, application.
 * @returns The size's metrics, losses, text results and warnings.
 * @throws {ZodError} If the input is invalid; each issue names its field.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 18–19 and 25
 * @example checkDuctSize({ airflow: 1000, ductShape: 'round', diameter: 14 }).text.velocity //=> '935 fpm'
 */
export function checkDuctSize(draft: DuctCheckInputDraft): DuctCheckResult {
  const input = DuctCheckInputSchema.parse(draft);
  const system = input.unitSystem;
  const context = prepareContext(input);
  const dimension = (value: number | undefined): number =>
    toSi(value ?? 0, 'ductDimension', system);
  let section: DuctSection;
  if (input.ductShape === 'round') {
    section = { shape: 'round', diameterM: dimension(input.diameter) };
  } else {
    const a = dimension(input.width);
    const b = dimension(input.height);
    section = { shape: 'rectangular', widthM: Math.max(a, b), heightM: Math.min(a, b) };
  }
  const evaluated = evaluateSection(section, context);
  const given = input.ductShape === 'round' ? [input.diameter] : [input.width, input.height];
  const wholeSizes = given.every((value) => value !== undefined && Number.isInteger(value));
  return {
    ...evaluated.result,
    unitSystem: system,
    material: materialResult(input.material),
    air: airResult(context.air, system),
    text: resultText(evaluated.result, system, wholeSizes),
    warnings: sectionWarnings(evaluated, {
      unitSystem: system,
      application: input.application,
      fittings: input.fittings,
      lengthM: context.lengthM,
    }),
  };
}
