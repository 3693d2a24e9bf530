/** Every text registration and placement answer. */
export const RM = {
  registered: 'Account created successfully, and a confirmation code has been sent to your mail',
  usernameTaken: 'The username has already been taken.',
  emailTaken: 'The email has already been taken.',
  packageInvalid: 'The selected package is invalid.',
  uplineUnknown: (name: string) =>
    `There is no partner with the username "${name}". Check the upline username.`,
  sponsorUnknown: (name: string) =>
    `There is no partner with the username "${name}". Check the sponsor username.`,
  uplineFull: (name: string) =>
    `${name} already has two direct registrations. Choose another upline in the placement field and put ${name} in the sponsor field.`,
  noSlotNow:
    'Many partners are registering at this moment. Please try again, or choose an upline in the placement field.',
} as const;
