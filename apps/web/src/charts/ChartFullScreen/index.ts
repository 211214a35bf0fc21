export { ChartFullScreen, useChartHeight } from './ChartFullScreen';
export type { ChartFullScreenProps } from './ChartFullScreen';
