export { ProfileEditForm, profileEditSchema } from './ProfileEditForm';
export type { ProfileEditFormProps, ProfileEditValues } from './ProfileEditForm';
