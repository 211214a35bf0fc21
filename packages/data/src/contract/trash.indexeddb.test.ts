import { afterAll, describe, expect, it } from 'vitest';

import { createDataContext } from '../context';
import { asUserId } from '../document-tree';
import { createFile } from '../repositories/files';
import { createProject } from '../repositories/projects';
import { moveProjectToTrash } from '../repositories/trash';
import { makeLocalStore, spyOnPort } from '../test/local-context';
import { runTrashContract } from './trash.contract';

describe('Recently deleted: IndexedDB adapter (fake-indexeddb)', () => {
  const store = makeLocalStore();
  let users = 0;
  afterAll(() => store.port.close());

  runTrashContract(() => {
    users += 1;
    return store.as(`trash-user-${users}`);
  });

  it('moves a project with files to Recently deleted in exactly one write', async () => {
    const port = spyOnPort(store.port);
    const ctx = createDataContext({ port, uid: asUserId('one-write') });
    const project = await createProject(ctx, { name: 'P' });
    for (const name of ['a', 'b', 'c'])
      await createFile(ctx, project.id, 'boqs', { name, data: {} });
    for (const spy of [port.update, port.batch, port.delete, port.set, port.add]) spy.mockClear();

    await moveProjectToTrash(ctx, project.id);

    expect(port.update).toHaveBeenCalledTimes(1);
    for (const spy of [port.batch, port.delete, port.set, port.add])
      expect(spy).not.toHaveBeenCalled();
  });
});
