import { defaultBuildingLoadInput } from '@org/hvac-core/building-load';
import { defaultDuctSystemInput } from '@org/hvac-core/duct-system';
import { describe, expect, it } from 'vitest';
import {
  buildingRoomAirflows,
  importRoomTerminals,
  roomChanges,
  terminalAirflow,
  type SourceRoom,
} from './room-airflows';
import { DuctSystemFileSchema, type DuctSystemFileDraft } from './terminal-source';

/** hvac-core's example building with its one office copied into a second room of the same zone. */
function twoRoomBuilding() {
  const building = defaultBuildingLoadInput('Imperial');
  const office = building.rooms[0];
  if (!office) throw new Error('The example building has a room');
  return { ...building, rooms: [office, { ...office, id: 'r2', name: 'Office 102' }] };
}

const rooms: SourceRoom[] = [
  { roomId: 'r1', roomName: 'Office 101', systemId: 'a1', systemName: 'AHU-1', airflowM3s: 0.1 },
  { roomId: 'r2', roomName: 'Office 102', systemId: 'a1', systemName: 'AHU-1', airflowM3s: 0.2 },
  { roomId: 'r3', roomName: 'Store', systemId: null, systemName: null, airflowM3s: null },
];

const source = { fileId: 'b1', fileName: 'Loads', importedAt: '2026-11-25T10:00:00.000Z', rooms };

/** The office example with S2's two runouts removed, so S2 can take new ones. */
function draftWithOpenBranch(): DuctSystemFileDraft {
  const draft = defaultDuctSystemInput('Metric');
  return { ...draft, sections: draft.sections.filter((s) => s.parentId !== 'S2') };
}

describe('buildingRoomAirflows', () => {
  it('gives each room the supply airflow of the building-load result, with its air system', () => {
    const found = buildingRoomAirflows(twoRoomBuilding());
    expect(found.map((room) => [room.roomId, room.roomName, room.systemName])).toEqual([
      ['r1', 'Office 101', 'AHU-1'],
      ['r2', 'Office 102', 'AHU-1'],
    ]);
    // Two identical rooms need the same air; the example office needs about 0.117 m³/s (248 cfm).
    expect(found[0]?.airflowM3s).toBeCloseTo(found[1]?.airflowM3s ?? 0, 12);
    expect(found[0]?.airflowM3s).toBeGreaterThan(0.05);
    expect(found[0]?.airflowM3s).toBeLessThan(0.3);
  });

  it('throws on a file whose inputs are not valid', () => {
    expect(() => buildingRoomAirflows({ rooms: 'none' })).toThrow();
  });
});

describe('terminalAirflow', () => {
  it('converts m³/s to the draft’s unit at 0.1', () => {
    expect(terminalAirflow(0.1, 'Metric')).toBe(100);
    // 0.1 m³/s = 211.888 cfm (1 cfm = 0.000471947 m³/s, NIST SP 811).
    expect(terminalAirflow(0.1, 'Imperial')).toBe(211.9);
  });
});

describe('importRoomTerminals', () => {
  it('adds a runout with a terminal per room under the chosen section and records the link', () => {
    const draft = draftWithOpenBranch();
    const s2 = draft.sections.findIndex((s) => s.id === 'S2');
    const done = importRoomTerminals(draft, source, s2);
    expect(done.added).toBe(2);
    expect(done.updated).toBe(0);
    expect(done.withoutAirflow).toEqual(['Store']);
    const added = done.draft.sections.filter((s) => s.parentId === 'S2');
    expect(added.map((s) => [s.name, s.terminal?.airflow])).toEqual([
      ['Office 101', 100],
      ['Office 102', 200],
    ]);
    expect(done.draft.terminalSource?.rooms.map((r) => [r.roomId, r.sectionId])).toEqual([
      ['r1', added[0]?.id],
      ['r2', added[1]?.id],
    ]);
    expect(DuctSystemFileSchema.safeParse(done.draft).success).toBe(true);
  });

  it('updates the terminals of rooms it linked before instead of adding runouts again', () => {
    const draft = draftWithOpenBranch();
    const first = importRoomTerminals(draft, source, 1);
    const again = importRoomTerminals(
      first.draft,
      { ...source, rooms: rooms.map((r) => (r.roomId === 'r2' ? { ...r, airflowM3s: 0.25 } : r)) },
      1,
    );
    expect(again.added).toBe(0);
    expect(again.updated).toBe(2);
    expect(again.draft.sections).toHaveLength(first.draft.sections.length);
    const r2 = again.draft.terminalSource?.rooms.find((r) => r.roomId === 'r2');
    expect(again.draft.sections.find((s) => s.id === r2?.sectionId)?.terminal?.airflow).toBe(250);
  });
});

describe('roomChanges', () => {
  it('names the rooms whose airflow in the file differs from the one imported, or that are gone', () => {
    const link = importRoomTerminals(draftWithOpenBranch(), source, 1).draft.terminalSource;
    if (!link) throw new Error('The import records its link');
    expect(roomChanges(link, rooms)).toEqual([]);
    const changed = roomChanges(link, [{ ...rooms[0]!, airflowM3s: 0.11 }]);
    expect(changed.map((c) => [c.roomName, c.importedM3s, c.currentM3s])).toEqual([
      ['Office 101', 0.1, 0.11],
      ['Office 102', 0.2, null],
    ]);
  });
});
