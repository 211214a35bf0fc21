import type { FileCollectionName, ImportPlan } from '@org/data';
import { calculatorByCollection } from '../calculators/catalog';
import { loadCalculator } from '../calculators/registry';
import { readFileData } from '../calculator-kit/stored-file';
import type { WorkspaceIssue } from '../calculator-kit/types';
import { loadWithRetry } from '../lazy/load-with-retry';

/** A planned file whose inputs fail its calculator's schema: it would open as damaged. */
export interface DamagedImportFile {
  readonly projectName: string;
  readonly collection: FileCollectionName;
  readonly name: string;
  readonly sourceId: string;
  readonly issues: readonly WorkspaceIssue[];
  /** The file's data exactly as in the backup. */
  readonly raw: Readonly<Record<string, unknown>>;
}

/**
 * Checks every file of a plan against its calculator's schema (the check the workspace makes when it
 * opens a file), before anything is written. Loads each calculator used once.
 */
export async function checkPlannedFiles(plan: ImportPlan): Promise<DamagedImportFile[]> {
  const collections = new Set<FileCollectionName>();
  for (const project of plan.projects)
    for (const file of project.files) collections.add(file.collection);
  const modules = new Map(
    await Promise.all(
      [...collections].map(
        async (collection) =>
          [
            collection,
            await loadWithRetry(() => loadCalculator(calculatorByCollection(collection))),
          ] as const,
      ),
    ),
  );
  const damaged: DamagedImportFile[] = [];
  for (const project of plan.projects) {
    for (const file of project.files) {
      const module = modules.get(file.collection);
      if (!module) continue;
      const opened = readFileData(module, file.data);
      if (opened.status === 'damaged') {
        damaged.push({
          projectName: project.name,
          collection: file.collection,
          name: file.name,
          sourceId: file.sourceId,
          issues: opened.issues,
          raw: file.data,
        });
      }
    }
  }
  return damaged;
}
