import { BuildingLoadInputSchema, calculateBuildingLoadInput } from '@org/hvac-core/building-load';
import { fromSi } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import { addSection, type DuctSectionDraft } from './section-tree';
import type { DuctSystemFileDraft, LinkedRoom, TerminalSource } from './terminal-source';

/** A room of a building-load file with the supply airflow its result gives it. */
export interface SourceRoom {
  readonly roomId: string;
  readonly roomName: string;
  /** The air system that serves it, or null when none does. */
  readonly systemId: string | null;
  readonly systemName: string | null;
  /** Supply airflow for its sensible peak, m³/s; null when no system serves it (no supply air). */
  readonly airflowM3s: number | null;
}

/**
 * Each room of a saved building-load file with its supply airflow, computed by the current engine
 * from the inputs the file stores (as the energy calculator reads a building-load file).
 *
 * @param data - The file's stored inputs.
 * @returns The rooms, in the file's order.
 * @throws {ZodError} If the inputs are not valid.
 * @throws {RangeError} If the engine refuses them.
 */
export function buildingRoomAirflows(data: unknown): SourceRoom[] {
  const input = BuildingLoadInputSchema.parse(data);
  const result = calculateBuildingLoadInput(input);
  const systemOf = new Map<string, { id: string; name: string }>();
  for (const system of result.systems)
    for (const roomId of system.roomIds) systemOf.set(roomId, { id: system.id, name: system.name });
  return result.rooms.map((room) => {
    const system = systemOf.get(room.id);
    return {
      roomId: room.id,
      roomName: room.name,
      systemId: system?.id ?? null,
      systemName: system?.name ?? null,
      airflowM3s: room.supplyAirflowM3s,
    };
  });
}

/** An airflow in the draft's unit, to 0.1 cfm or 0.1 L/s: what a terminal field holds. */
export function terminalAirflow(airflowM3s: number, unitSystem: UnitSystem): number {
  return Math.round(fromSi(airflowM3s, 'airflow', unitSystem) * 10) / 10;
}

/** What an import did. */
export interface RoomImport {
  readonly draft: DuctSystemFileDraft;
  /** Runouts added, one per room not linked before. */
  readonly added: number;
  /** Terminals of rooms linked before whose airflow was set again. */
  readonly updated: number;
  /** Rooms left out: no system serves them, so the file gives them no supply airflow. */
  readonly withoutAirflow: readonly string[];
}

/**
 * Fills the terminals from a building-load file's rooms: a room already linked to a section (by an
 * earlier import of the same file) gets its terminal's airflow set again; any other room gets a new
 * runout under `parentIndex` (or at the fan when null) with a terminal named after it. The draft
 * records the file, the time and each room's airflow as imported.
 *
 * @param draft - The duct system draft.
 * @param source - The file, its rooms (from {@link buildingRoomAirflows}) and the import time.
 * @param parentIndex - The section new runouts hang from, or null for runs of their own at the fan.
 */
export function importRoomTerminals(
  draft: DuctSystemFileDraft,
  source: {
    readonly fileId: string;
    readonly fileName: string;
    readonly importedAt: string;
    readonly rooms: readonly SourceRoom[];
  },
  parentIndex: number | null,
): RoomImport {
  const unitSystem: UnitSystem = draft.unitSystem === 'Metric' ? 'Metric' : 'Imperial';
  const previous = draft.terminalSource?.fileId === source.fileId ? draft.terminalSource : null;
  const linkedSection = new Map(previous?.rooms.map((room) => [room.roomId, room.sectionId]));
  let sections: DuctSectionDraft[] = [...draft.sections];
  const parentId = parentIndex === null ? null : (sections[parentIndex]?.id ?? null);
  const links: LinkedRoom[] = [];
  const withoutAirflow: string[] = [];
  let added = 0;
  let updated = 0;
  for (const room of source.rooms) {
    if (room.airflowM3s === null) {
      withoutAirflow.push(room.roomName);
      continue;
    }
    const airflow = terminalAirflow(room.airflowM3s, unitSystem);
    const existingId = linkedSection.get(room.roomId);
    const existing =
      existingId === undefined ? -1 : sections.findIndex((section) => section.id === existingId);
    const existingSection = sections[existing];
    if (existingSection?.terminal) {
      sections = sections.map((section, index) =>
        index === existing && section.terminal
          ? { ...section, terminal: { ...section.terminal, airflow } }
          : section,
      );
      links.push({ ...linkFor(room, existingSection.id) });
      updated += 1;
      continue;
    }
    const parentAt =
      parentId === null ? null : sections.findIndex((section) => section.id === parentId);
    const next = addSection(sections, parentAt === -1 ? null : parentAt);
    sections = next.sections.map((section, index) =>
      index === next.index
        ? { ...section, name: room.roomName, terminal: { name: room.roomName, airflow } }
        : section,
    );
    links.push(linkFor(room, sections[next.index]?.id ?? ''));
    added += 1;
  }
  const terminalSource: TerminalSource = {
    fileId: source.fileId,
    fileName: source.fileName,
    importedAt: source.importedAt,
    rooms: links,
  };
  return { draft: { ...draft, sections, terminalSource }, added, updated, withoutAirflow };
}

function linkFor(room: SourceRoom, sectionId: string): LinkedRoom {
  return {
    roomId: room.roomId,
    roomName: room.roomName,
    sectionId,
    airflowM3s: room.airflowM3s ?? 0,
  };
}

/** A linked room whose airflow in the source file is not what was imported. */
export interface RoomChange {
  readonly roomName: string;
  readonly sectionId: string;
  /** As imported, m³/s. */
  readonly importedM3s: number;
  /** In the file now, m³/s; null when the room is gone or no system serves it any more. */
  readonly currentM3s: number | null;
}

/** Relative change below which an airflow is the same (the file's numbers recomputed by the engine). */
const SAME_AIRFLOW = 1e-6;

/**
 * The linked rooms whose airflow in the source file now differs from the one imported (or that
 * are gone from it), in the link's order.
 */
export function roomChanges(
  link: Pick<TerminalSource, 'rooms'>,
  rooms: readonly SourceRoom[],
): RoomChange[] {
  const now = new Map(rooms.map((room) => [room.roomId, room]));
  return link.rooms.flatMap((linked): RoomChange[] => {
    const current = now.get(linked.roomId)?.airflowM3s ?? null;
    const same =
      current !== null &&
      Math.abs(current - linked.airflowM3s) <=
        SAME_AIRFLOW * Math.max(Math.abs(linked.airflowM3s), 1e-9);
    return same
      ? []
      : [
          {
            roomName: now.get(linked.roomId)?.roomName ?? linked.roomName,
            sectionId: linked.sectionId,
            importedM3s: linked.airflowM3s,
            currentM3s: current,
          },
        ];
  });
}
