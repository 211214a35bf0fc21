export { PageFrame } from './PageFrame';
export type { PageFrameProps } from './PageFrame';
