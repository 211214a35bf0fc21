export { theme, cssVariablesResolver } from './theme';
export { downloadBlob, downloadText } from './download';
export {
  formatFixed,
  formatNumber,
  formatResultValue,
  numberFromFieldText,
  withUnit,
} from './format';
export type { FormatNumberOptions } from './format';
export { UnitInput } from './UnitInput';
export type { UnitInputProps } from './UnitInput';
export { ResultCard } from './ResultCard';
export type { ResultCardProps, ResultRow } from './ResultCard';
export { PageFrame } from './PageFrame';
export type { PageFrameProps } from './PageFrame';
export { MethodSteps } from './MethodSteps';
export type { MethodStep, MethodStepsProps } from './MethodSteps';
export { ConfirmationModal } from './ConfirmationModal';
export { FormModalActions } from './FormModalActions';
export type { FormModalActionsProps } from './FormModalActions';
export type { ConfirmationModalProps } from './ConfirmationModal';
export * from './workspace';
