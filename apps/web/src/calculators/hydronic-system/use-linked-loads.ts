import {
  hydronicLoadsFromBuilding,
  type HydronicBuildingLoad,
  type HydronicLoadBasis,
  type HydronicSystemInputDraft,
} from '@org/hvac-core/hydronic-system';
import { useMemo } from 'react';
import { ZodError } from 'zod';
import type { BuildingLoadSourceFile, BuildingLoadSources } from '../building-load/load-sources';

/** A building file's loads computed for the network, or why they could not be. */
export type ComputedLoads =
  | { readonly ok: true; readonly loads: readonly HydronicBuildingLoad[] }
  | { readonly ok: false; readonly message: string };

/** The loads of a building file for the network's units and system type, or why there are none. */
export function computeLoads(
  file: BuildingLoadSourceFile,
  draft: HydronicSystemInputDraft,
  basis: HydronicLoadBasis,
): ComputedLoads {
  try {
    return {
      ok: true,
      loads: hydronicLoadsFromBuilding(
        file.data,
        draft.unitSystem ?? 'Imperial',
        draft.systemType ?? 'chilledWater',
        basis,
      ),
    };
  } catch (error) {
    if (!(error instanceof ZodError) && !(error instanceof RangeError)) throw error;
    const detail = error instanceof ZodError ? error.issues[0]?.message : error.message;
    return {
      ok: false,
      message: `“${file.name}” could not be computed (${detail ?? 'its inputs are not valid'}).`,
    };
  }
}

/** The file the draft's loads are linked to, and its loads now (null while there is none). */
export interface LinkedLoads {
  readonly file: BuildingLoadSourceFile | undefined;
  readonly now: ComputedLoads | null;
}

/**
 * The linked building file of the draft among the project's files, and its loads recomputed for
 * the network: again only when the file, the units, the system type or the basis change.
 */
export function useLinkedLoads(
  draft: HydronicSystemInputDraft,
  sources: BuildingLoadSources,
): LinkedLoads {
  const link = draft.loadSource;
  const file =
    link && sources.status === 'ready'
      ? sources.files.find((candidate) => candidate.fileId === link.fileId)
      : undefined;
  const basis = link?.basis;
  const { unitSystem, systemType } = draft;
  const now = useMemo(
    () =>
      file && basis
        ? computeLoads(
            file,
            { ...draft, unitSystem, systemType } as HydronicSystemInputDraft,
            basis,
          )
        : null,
    // The loads depend on these alone, not on every edit of the network.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file, basis, unitSystem, systemType],
  );
  return { file, now };
}
