export { InviteFriendForm, inviteFriendSchema } from './InviteFriendForm';
export type { InviteFriendFormProps, InviteFriendValues } from './InviteFriendForm';
