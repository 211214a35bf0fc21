import { type MaybeDataContext, withContext } from '../context';
import { asProjectId, companyProfilePath, projectsPath, userPath } from '../document-tree';
import { deleteProject } from './projects';

/**
 * Deletes everything stored for the user (every project with its files, the company profile and the
 * user document itself), for account deletion. Run it before deleting the auth account: afterwards the rules no longer let the
 * client in.
 */
export function deleteAllUserData(
  ctx: MaybeDataContext,
): Promise<{ deletedProjects: number; deletedFiles: number }> {
  return withContext(ctx, async (context) => {
    const projects = await context.port.list(projectsPath(context));
    let deletedFiles = 0;
    for (const project of projects) {
      deletedFiles += (await deleteProject(context, asProjectId(project.id))).deletedFiles;
    }
    await context.port.delete(companyProfilePath(context));
    await context.port.delete(userPath(context));
    return { deletedProjects: projects.length, deletedFiles };
  });
}
