export { AllDownlinesTable } from './AllDownlinesTable';
export type { AllDownlinesTableProps } from './AllDownlinesTable';
