import type { FileId, Project, ProjectId, SavedFile } from '@org/data';
import { describe, expect, it } from 'vitest';
import { pickRecentFiles } from './recent-files';

const project = (id: string): Project => ({
  status: 'ok',
  id: id as ProjectId,
  name: id,
  description: '',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  date: '2026-01-01T00:00:00.000Z',
});

const file = (id: string, createdAt: string, updatedAt?: string): SavedFile => ({
  status: 'ok',
  id: id as FileId,
  projectId: 'p' as ProjectId,
  collection: 'calculations',
  name: id,
  createdAt: new Date(createdAt),
  ...(updatedAt ? { updatedAt: new Date(updatedAt) } : {}),
  data: {},
});

describe('pickRecentFiles', () => {
  it('orders files across projects by their last change, updatedAt before createdAt', () => {
    const picked = pickRecentFiles([
      {
        project: project('a'),
        files: [file('old-but-edited', '2026-01-01', '2026-03-01'), file('new', '2026-02-01')],
      },
      { project: project('b'), files: [file('oldest', '2025-12-01')] },
    ]);
    expect(picked.map((entry) => [entry.file.id, entry.project.id])).toEqual([
      ['old-but-edited', 'a'],
      ['new', 'a'],
      ['oldest', 'b'],
    ]);
  });

  it('keeps at most the limit', () => {
    const files = Array.from({ length: 5 }, (_, i) => file(`f${i}`, `2026-01-0${i + 1}`));
    expect(pickRecentFiles([{ project: project('a'), files }], 2).map((e) => e.file.id)).toEqual([
      'f4',
      'f3',
    ]);
  });
});
