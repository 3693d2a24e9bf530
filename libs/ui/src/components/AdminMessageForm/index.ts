export { AdminMessageForm, adminMessageSchema } from './AdminMessageForm';
export type { AdminMessageFormProps, AdminMessageValues, AdminMessageVariant } from './AdminMessageForm';
