export { ChartFullScreen } from './ChartFullScreen';
export type { ChartFullScreenProps } from './ChartFullScreen';
