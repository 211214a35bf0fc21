export { RawDataView, downloadJson, rawDataJson } from './RawDataView';
export type { RawDataIssue, RawDataViewProps } from './RawDataView';
export { SaveStatusBadge } from './SaveStatusBadge';
export type { SaveStatusBadgeProps } from './SaveStatusBadge';
