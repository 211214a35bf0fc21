import { CALCULATORS } from '../catalog';
import { COLLECTIONS, type FileCollectionName, type SavedFileRecord } from '@org/data';
import {
  SUGGESTION_SOURCE_TYPES,
  type SavedCalculation,
  type SuggestionSourceType,
} from '@org/hvac-core/boq';
import { RESULTS_FIELD, VERSION_FIELD } from '../../calculator-kit/stored-file';

const SOURCE_TYPES: ReadonlySet<string> = new Set(SUGGESTION_SOURCE_TYPES);

function isSourceType(type: string): type is SuggestionSourceType {
  return SOURCE_TYPES.has(type);
}

/**
 * A project's saved calculations that bill suggestions are derived from (heat load, duct, pipe,
 * ventilation, pump head, refrigerant line, duct system, hydronic system), each with the inputs its file stores: the file's `data` without the
 * result snapshot and engine version. Damaged files are left out (the project page lists them).
 */
export function savedCalculationsOf(
  files: Partial<Record<FileCollectionName, readonly SavedFileRecord[]>>,
): SavedCalculation[] {
  const calculations: SavedCalculation[] = [];
  for (const info of COLLECTIONS) {
    if (!isSourceType(info.type)) continue;
    for (const file of files[info.collection] ?? []) {
      if (file.status !== 'ok') continue;
      const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...inputs } = file.data;
      calculations.push({ type: info.type, fileId: file.id, name: file.name, inputs });
    }
  }
  return calculations;
}

/** The calculator (its name, route segment) a suggestion's source type is saved by. */
export function sourceInfo(type: SuggestionSourceType) {
  return CALCULATORS.find((calculator) => calculator.type === type);
}
