export { CodeForm, codeSchema } from './CodeForm';
export type { CodeFormProps, CodeValues } from './CodeForm';
