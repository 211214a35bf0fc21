import { referenceFormulas, referenceTables } from '@org/hvac-core/reference';
import { VALIDATION_CALCULATORS, type ReferenceEntryLink } from '@org/hvac-core/validation';
import { HVAC_CORE_VERSION } from '@org/hvac-core/version';
import { type ValidationPageModel, buildValidationPage } from '../lib/validation-page';

const FORMULA_TITLES = new Map(referenceFormulas().map((formula) => [formula.id, formula.title]));
const TABLE_TITLES = new Map(referenceTables().map((table) => [table.id, table.title]));

/** The title of a reference entry in the engine's reference library. */
export function referenceTitle(link: ReferenceEntryLink): string | undefined {
  return (link.kind === 'formula' ? FORMULA_TITLES : TABLE_TITLES).get(link.id);
}

/**
 * The validation page of this build: the engine's own validation tables, computed now by the engine
 * version the site is built with.
 */
export function currentValidationPage(builtAt: Date = new Date()): ValidationPageModel {
  return buildValidationPage({
    calculators: VALIDATION_CALCULATORS,
    engineVersion: HVAC_CORE_VERSION,
    builtAt,
    referenceTitle,
  });
}
