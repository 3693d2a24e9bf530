export { ChartFrame } from './ChartFrame';
export type { ChartFrameProps, ChartFrameTable } from './ChartFrame';
