import type { DamagedProject, Project, ProjectId } from '@org/data';
import { describe, expect, it } from 'vitest';
import { filterProjects } from './filter-projects';

const project = (id: string, name: string, description = ''): Project => ({
  status: 'ok',
  id: id as ProjectId,
  name,
  description,
  createdAt: new Date(0),
  date: new Date(0).toISOString(),
});
const damaged: DamagedProject = {
  status: 'damaged',
  id: 'd1' as ProjectId,
  raw: { name: 'Café refit', createdAt: 'yesterday' },
  issues: [{ path: 'createdAt', message: 'Invalid input' }],
};
const records = [
  project('p3', 'Office Level 2', 'Fit-out of the second floor'),
  project('p2', 'Residential home', 'New build, hydronic heating'),
  damaged,
];

describe('filterProjects', () => {
  it('returns everything, in order, for a blank query', () => {
    expect(filterProjects(records, '  ')).toBe(records);
  });

  it('matches names and descriptions, ignoring case, accents and word order', () => {
    expect(filterProjects(records, 'HYDRONIC').map((r) => r.id)).toEqual(['p2']);
    expect(filterProjects(records, 'floor office').map((r) => r.id)).toEqual(['p3']);
    expect(filterProjects(records, 'cafe').map((r) => r.id)).toEqual(['d1']);
    expect(filterProjects(records, 'warehouse')).toEqual([]);
  });
});
