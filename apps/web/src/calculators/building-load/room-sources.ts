import type { SavedInputsFile } from '../../project-sources/saved-inputs';
import type {
  ProjectSourcePicker,
  ProjectSources,
} from '../../project-sources/use-project-sources';
import { savedInputsOfDomain } from '../saved-inputs-of-domain';

/** The project's heat-load files as the import gets them. */
export type RoomSourcesState = ProjectSources<SavedInputsFile>;

/**
 * The room import's picker: the project's saved room heat-load files, their collection read alone,
 * by name (the engine validates a file's inputs on import). Damaged files and files in Recently
 * deleted are left out: the project page lists them.
 */
export const heatLoadSources: ProjectSourcePicker<SavedInputsFile> =
  savedInputsOfDomain('heat-load');
