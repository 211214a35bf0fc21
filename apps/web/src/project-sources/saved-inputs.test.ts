import type { FileId, ProjectId, SavedFileRecord } from '@org/data';
import { describe, expect, it } from 'vitest';
import { savedInputsOf } from './saved-inputs';

const projectId = 'p1' as ProjectId;
const saved = (id: string, name: string, extra: Partial<SavedFileRecord> = {}): SavedFileRecord =>
  ({
    status: 'ok',
    id: id as FileId,
    projectId,
    collection: 'calculations',
    name,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    data: { wallArea: 320, results: { totalLoad: 1 }, hvacCoreVersion: '1' },
    ...extra,
  }) as SavedFileRecord;

describe('savedInputsOf', () => {
  it('lists a collection by name, not in the store’s document-id order', () => {
    const files = [saved('a9', 'Office 102'), saved('a1', 'Lobby'), saved('a5', 'Office 101')];
    expect(savedInputsOf({ calculations: files }, 'calculations').map((file) => file.name)).toEqual(
      ['Lobby', 'Office 101', 'Office 102'],
    );
  });

  it('gives each file’s inputs without its stored results and version', () => {
    const [file] = savedInputsOf({ calculations: [saved('a1', 'Lobby')] }, 'calculations');
    expect(file).toEqual({
      fileId: 'a1',
      name: 'Lobby',
      savedAt: new Date('2026-11-01T00:00:00Z'),
      data: { wallArea: 320 },
    });
  });

  it('leaves out damaged files and files in Recently deleted', () => {
    const files = [
      saved('a1', 'Kept'),
      saved('a2', 'Deleted', { deletedAt: new Date('2026-11-20T00:00:00Z') }),
      {
        status: 'damaged',
        id: 'a3' as FileId,
        projectId,
        collection: 'calculations',
        raw: {},
        issues: [],
      } as SavedFileRecord,
    ];
    expect(savedInputsOf({ calculations: files }, 'calculations').map((file) => file.name)).toEqual(
      ['Kept'],
    );
  });
});
