import { savedInputsOfDomain } from '../saved-inputs-of-domain';
import type { PickableFile } from '../../workspace/file-picker-labels';
import type { ProjectSources } from '../../workspace/use-project-sources';

/** A saved building-load file of the project, with the inputs it stores. */
export interface BuildingLoadFile extends PickableFile {
  readonly data: unknown;
}

/** The project's building-load files as the terminals panel gets them. */
export type BuildingLoadSources = ProjectSources<BuildingLoadFile>;

/** The project's building-load files with the inputs they store, as the energy calculator reads them. */
export const buildingLoadFilesOf = savedInputsOfDomain('building-load');
