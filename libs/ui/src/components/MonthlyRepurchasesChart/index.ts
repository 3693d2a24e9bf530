export { MonthlyRepurchasesChart, repurchaseMonthLabel } from './MonthlyRepurchasesChart';
export type { MonthlyRepurchase, MonthlyRepurchasesChartProps } from './MonthlyRepurchasesChart';
