import type {
  HydronicBuildingLoad,
  HydronicLoadBasis,
  HydronicSystemInputDraft,
} from '@org/hvac-core/hydronic-system';
import { toSi } from '@org/hvac-core/units';
import { networkTree } from './network-tree';

/** The saved building-load file loads are taken from, as the picker lists it. */
export interface LoadSourceFile {
  readonly fileId: string;
  readonly name: string;
  readonly savedAt?: Date | undefined;
}

/** What taking loads did, for the message beside the button. */
export interface TakenLoads {
  readonly draft: HydronicSystemInputDraft;
  /** Terminal id → the zone or system it took its load from. */
  readonly assigned: readonly { readonly terminalId: string; readonly sourceName: string }[];
  /** Zones or systems with no load (and why). */
  readonly skipped: readonly string[];
  /** Loads left over for want of terminals. */
  readonly unused: number;
}

/**
 * The terminals' loads taken from a building-load file's zones or systems, in order: the first
 * terminal of the network (as the table lists it) takes the first load, and so on. A terminal
 * given by its flow changes to its load. The file is linked (its id, name, basis and when it was
 * saved) and each terminal keeps the id of its zone or system, so that a later change can be told.
 */
export function takeLoadsInOrder(
  draft: HydronicSystemInputDraft,
  loads: readonly HydronicBuildingLoad[],
  file: LoadSourceFile,
  basis: HydronicLoadBasis,
): TakenLoads {
  const usable = loads.filter((load) => load.load !== null);
  const order = networkTree(draft).rows.flatMap((row) =>
    row.kind === 'terminal' ? [row.terminalIndex] : [],
  );
  const assignedTo = new Map<number, HydronicBuildingLoad>();
  order.slice(0, usable.length).forEach((terminalIndex, i) => {
    assignedTo.set(terminalIndex, usable[i]!);
  });
  const terminals = draft.terminals.map((terminal, index) => {
    const load = assignedTo.get(index);
    if (!load) return terminal;
    const { flowRate: _flow, ...rest } = terminal;
    return { ...rest, load: load.load!, loadSourceId: load.sourceId };
  });
  return {
    draft: {
      ...draft,
      terminals,
      loadSource: {
        fileId: file.fileId,
        fileName: file.name.slice(0, 200),
        basis,
        ...(file.savedAt ? { savedAt: file.savedAt.toISOString() } : {}),
      },
    },
    assigned: order
      .filter((index) => assignedTo.has(index))
      .map((index) => ({
        terminalId: draft.terminals[index]!.id,
        sourceName: assignedTo.get(index)!.name,
      })),
    skipped: loads.filter((load) => load.load === null).map((load) => load.reason ?? load.name),
    unused: Math.max(0, usable.length - order.length),
  };
}

/** A linked terminal whose zone or system now gives another load. */
export interface ChangedLoad {
  readonly terminalId: string;
  readonly sourceName: string;
  /** The load the terminal holds. */
  readonly held: number;
  /** The load the file gives now; null when the zone or system has none or is gone. */
  readonly now: number | null;
}

/**
 * Loads are taken as whole Btu/h or W, so after a unit switch a held load differs from the file's
 * by the two roundings (at most 0.5 W + 0.15 W): a watt or less is no change.
 */
const SAME_LOAD_W = 1;

/**
 * The linked terminals whose loads differ from what their zone or system in the file gives now
 * (by more than the rounding of a unit switch), or whose zone or system gives none.
 */
export function changedLoads(
  draft: HydronicSystemInputDraft,
  loads: readonly HydronicBuildingLoad[],
): ChangedLoad[] {
  const byId = new Map(loads.map((load) => [load.sourceId, load]));
  const unitSystem = draft.unitSystem ?? 'Imperial';
  return draft.terminals.flatMap((terminal) => {
    if (terminal.loadSourceId === undefined || typeof terminal.load !== 'number') return [];
    const source = byId.get(terminal.loadSourceId);
    const now = source?.load ?? null;
    if (
      source !== undefined &&
      source.loadW !== null &&
      Math.abs(toSi(terminal.load, 'heatRate', unitSystem) - source.loadW) <= SAME_LOAD_W
    )
      return [];
    return [
      {
        terminalId: terminal.id,
        sourceName: source?.name ?? terminal.loadSourceId,
        held: terminal.load,
        now,
      },
    ];
  });
}

/** The linked terminals' loads brought up to what the file gives now (others left alone). */
export function updateLinkedLoads(
  draft: HydronicSystemInputDraft,
  loads: readonly HydronicBuildingLoad[],
  file: LoadSourceFile,
): HydronicSystemInputDraft {
  const byId = new Map(loads.map((load) => [load.sourceId, load]));
  return {
    ...draft,
    terminals: draft.terminals.map((terminal) => {
      const now =
        terminal.loadSourceId === undefined
          ? null
          : (byId.get(terminal.loadSourceId)?.load ?? null);
      return now === null ? terminal : { ...terminal, load: now };
    }),
    ...(draft.loadSource
      ? {
          loadSource: {
            ...draft.loadSource,
            fileName: file.name.slice(0, 200),
            ...(file.savedAt ? { savedAt: file.savedAt.toISOString() } : {}),
          },
        }
      : {}),
  };
}

/** Whether the file was saved after the loads were taken (false when either time is unknown). */
export function savedSinceTaken(draft: HydronicSystemInputDraft, file: LoadSourceFile): boolean {
  const taken = draft.loadSource?.savedAt;
  if (taken === undefined || file.savedAt === undefined) return false;
  const takenMs = Date.parse(taken);
  return Number.isFinite(takenMs) && file.savedAt.getTime() > takenMs;
}
