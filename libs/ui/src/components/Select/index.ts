export { Select, SelectInput } from './Select';
export type { SelectInputProps, SelectOption, SelectProps } from './Select';
