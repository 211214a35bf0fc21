import type { ProjectSources } from '../../workspace/use-project-sources';
import type { LoadSourceFile } from './load-source';

/** A saved building-load file of the project, with the inputs it stores. */
export interface BuildingLoadSourceFile extends LoadSourceFile {
  readonly data: unknown;
}

/** The project's building-load files as the panel gets them. */
export type BuildingLoadSources = ProjectSources<BuildingLoadSourceFile>;
