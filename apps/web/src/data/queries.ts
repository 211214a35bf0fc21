import {
  getCompanyProfile,
  listProjects,
  type CompanyProfileRecord,
  type ProjectRecord,
} from '@org/data';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataState } from './data-state';
import { userDataKeys } from './query-keys';

type Context = ReturnType<typeof useDataState>['ctx'];

/** The query of the user's project list: its key and read, for hooks and for one-off reads. */
export const projectsQuery = (ctx: Context) => ({
  queryKey: userDataKeys.projects(ctx?.uid ?? ''),
  queryFn: () => listProjects(ctx),
});

/** The query of the user's company profile: its key and read, for hooks and for one-off reads. */
export const companyProfileQuery = (ctx: Context) => ({
  queryKey: userDataKeys.companyProfile(ctx?.uid ?? ''),
  queryFn: () => getCompanyProfile(ctx),
});

/** The signed-in user's projects, newest `createdAt` first (damaged ones included, flagged). */
export function useProjects(): UseQueryResult<ProjectRecord[]> {
  const { ctx } = useDataState();
  return useQuery({ ...projectsQuery(ctx), enabled: ctx !== null });
}

/** The signed-in user's company profile (defaults when none is stored). */
export function useCompanyProfile(): UseQueryResult<CompanyProfileRecord> {
  const { ctx } = useDataState();
  return useQuery({ ...companyProfileQuery(ctx), enabled: ctx !== null });
}
