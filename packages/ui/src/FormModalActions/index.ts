export { FormModalActions } from './FormModalActions';
export type { FormModalActionsProps } from './FormModalActions';
