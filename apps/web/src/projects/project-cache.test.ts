import type { Project, ProjectId, ProjectRecord } from '@org/data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userDataKeys } from '../data/query-keys';
import { addProjectToList, removeProjectFromList, updateProjectInCache } from './project-cache';

const project = (id: string, name: string): Project => ({
  status: 'ok',
  id: id as ProjectId,
  name,
  description: '',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  date: '2026-01-01T00:00:00.000Z',
});

const names = (client: QueryClient) =>
  client
    .getQueryData<ProjectRecord[]>(userDataKeys.projects('u1'))
    ?.map((record) => (record.status === 'ok' ? record.name : record.id));

describe('project cache', () => {
  it('puts a new project at the front of the list', () => {
    const client = new QueryClient();
    client.setQueryData(userDataKeys.projects('u1'), [project('a', 'Older')]);
    addProjectToList(client, 'u1', project('b', 'Newer'));
    expect(names(client)).toEqual(['Newer', 'Older']);
  });

  it('drops a removed project and renames in place', () => {
    const client = new QueryClient();
    client.setQueryData(userDataKeys.projects('u1'), [project('b', 'B'), project('a', 'A')]);
    updateProjectInCache(client, 'u1', 'a' as ProjectId, { name: 'A2' });
    expect(names(client)).toEqual(['B', 'A2']);
    removeProjectFromList(client, 'u1', 'b' as ProjectId);
    expect(names(client)).toEqual(['A2']);
  });
});
