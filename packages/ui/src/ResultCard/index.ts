export { ResultCard } from './ResultCard';
export type { ResultCardProps, ResultRow } from './ResultCard';
