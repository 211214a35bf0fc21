import { savedInputsOf, type SavedInputsFile } from '../project-sources/saved-inputs';
import type { ProjectSourcePicker } from '../project-sources/use-project-sources';
import { calculatorByDomain } from './catalog';

/**
 * The picker of one calculator's saved files in a project (`savedInputsOf` its collection), by the
 * engine domain it computes with: one per domain, made once, so `useProjectSources` gets the same
 * picker on every render.
 */
export function savedInputsOfDomain(domain: string): ProjectSourcePicker<SavedInputsFile> {
  const collection = calculatorByDomain(domain)?.collection;
  return collection === undefined
    ? { collections: [], pick: () => [] }
    : { collections: [collection], pick: (files) => savedInputsOf(files, collection) };
}
