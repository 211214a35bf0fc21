import {
  getCompanyProfile,
  listProjects,
  type CompanyProfileRecord,
  type ProjectRecord,
} from '@org/data';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataState } from './data-state';
import { userDataKeys } from './query-keys';

/** The signed-in user's projects, newest `createdAt` first (damaged ones included, flagged). */
export function useProjects(): UseQueryResult<ProjectRecord[]> {
  const { ctx } = useDataState();
  return useQuery({
    queryKey: userDataKeys.projects(ctx?.uid ?? ''),
    queryFn: () => listProjects(ctx),
    enabled: ctx !== null,
  });
}

/** The signed-in user's company profile (defaults when none is stored). */
export function useCompanyProfile(): UseQueryResult<CompanyProfileRecord> {
  const { ctx } = useDataState();
  return useQuery({
    queryKey: userDataKeys.companyProfile(ctx?.uid ?? ''),
    queryFn: () => getCompanyProfile(ctx),
    enabled: ctx !== null,
  });
}
