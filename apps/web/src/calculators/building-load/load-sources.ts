import { savedInputsOfDomain } from '../saved-inputs-of-domain';
import type { SavedInputsFile } from '../../project-sources/saved-inputs';
import type { ProjectSources } from '../../project-sources/use-project-sources';

/**
 * A project's saved building-load file offered as a source (of design loads, terminal loads, room
 * airflows): who it is and the inputs it stores.
 */
export type BuildingLoadSourceFile = SavedInputsFile;

/** The project's building-load files as a picker gets them (loading, failed, or the files). */
export type BuildingLoadSources = ProjectSources<BuildingLoadSourceFile>;

/**
 * The project's building-load files with the inputs they store, made once so `useProjectSources`
 * gets the same picker on every render; the energy, duct-system and hydronic-system calculators
 * take values from them.
 */
export const buildingLoadFilesOf = savedInputsOfDomain('building-load');
