import { convertDuctSystemInput } from '@org/hvac-core/duct-system';
import type { UnitSystem } from '@org/hvac-core/units';
import type { DuctSystemFileDraft } from './terminal-source';

/**
 * A duct system file's draft in another unit system: the engine's convert for the input; the
 * terminals' source keeps its airflows in SI, so it needs none.
 */
export function convertDuctSystemFile(
  draft: DuctSystemFileDraft,
  unitSystem: UnitSystem,
): DuctSystemFileDraft {
  return convertDuctSystemInput(draft, unitSystem);
}
