export { theme, cssVariablesResolver } from './theme';
export { formatNumber } from './format';
export type { FormatNumberOptions } from './format';
export { UnitInput } from './UnitInput';
export type { UnitInputProps } from './UnitInput';
export { ResultCard } from './ResultCard';
export type { ResultCardProps, ResultRow } from './ResultCard';
export { PageFrame } from './PageFrame';
export type { PageFrameProps } from './PageFrame';
