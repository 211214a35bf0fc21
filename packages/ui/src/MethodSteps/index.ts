export { MethodSteps } from './MethodSteps';
export type { MethodStep, MethodStepsProps } from './MethodSteps';
