import { describe, expect, it } from 'vitest';

import { asProjectId, userPath } from '../document-tree';
import { makeLocalStore } from '../test/local-context';
import { deleteAllUserData } from './account';
import { getCompanyProfile, saveCompanyProfile } from './company-profile';
import { createFile, listFiles } from './files';
import { createProject, listProjects } from './projects';

describe('deleteAllUserData', () => {
  it("deletes every project, file and the company profile of the user, and nobody else's", async () => {
    const { as, port } = makeLocalStore();
    const alice = as('alice');
    await port.set(userPath(alice), { note: 'the user document' });
    const bob = as('bob');
    for (const ctx of [alice, bob]) {
      const a = await createProject(ctx, { name: 'A' });
      const b = await createProject(ctx, { name: 'B' });
      await createFile(ctx, a.id, 'boqs', { name: 'BoQ', data: {} });
      await createFile(ctx, b.id, 'calculations', { name: 'Heat load', data: {} });
      await createFile(ctx, b.id, 'equipmentSchedules', { name: 'Schedule', data: {} });
      await saveCompanyProfile(ctx, { name: 'Co', location: '', logo: null });
    }
    const [bobProject] = await listProjects(bob);

    expect(await deleteAllUserData(alice)).toEqual({ deletedProjects: 2, deletedFiles: 3 });
    expect(await listProjects(alice)).toEqual([]);
    expect(await getCompanyProfile(alice)).toMatchObject({ exists: false });
    expect(await port.get(userPath(alice))).toBeNull();

    expect(await listProjects(bob)).toHaveLength(2);
    expect(await getCompanyProfile(bob)).toMatchObject({ exists: true, name: 'Co' });
    expect(bobProject).toMatchObject({ status: 'ok', name: 'B' });
    expect(
      await listFiles(bob, bobProject?.id ?? asProjectId('missing'), 'calculations'),
    ).toHaveLength(1);
  });
});
