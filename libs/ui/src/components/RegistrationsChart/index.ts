export { RegistrationsChart } from './RegistrationsChart';
export type { RegistrationsChartDatum, RegistrationsChartProps } from './RegistrationsChart';
