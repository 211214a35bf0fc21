import type { FilesByCollection } from '../data/project-queries';
import { savedInputsOf, type SavedInputsFile } from '../project-sources/saved-inputs';
import { calculatorByDomain } from './catalog';

/**
 * The picker of one calculator's saved files in a project (`savedInputsOf` its collection), by the
 * engine domain it computes with: one function per domain, made once, so `useProjectSources` gets
 * the same picker on every render.
 */
export function savedInputsOfDomain(
  domain: string,
): (files: FilesByCollection) => SavedInputsFile[] {
  const collection = calculatorByDomain(domain)?.collection;
  return (files) => (collection === undefined ? [] : savedInputsOf(files, collection));
}
