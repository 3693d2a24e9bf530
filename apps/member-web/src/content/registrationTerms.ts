/**
 * The registration terms-and-conditions text shown on /register
 * (docs/screens/member.md#sign-in-and-registration).
 */
export const REGISTRATION_TERMS = [
  'By registering you join Kola Herbal as an independent partner, not as an employee.',
  'Your registration is completed only when you submit your bank details and pay for your registration package within 7 days of creating the account; an unpaid account then expires and its place in the network is released.',
  'Bonuses are earned according to the published compensation plan, paid into your wallet, and may be withdrawn to the bank account in your own name, subject to the withdrawal charge and limits in force.',
  'You will describe the products honestly, make no medical claims beyond those on the label, and keep your login details private.',
  'The company may suspend an account that breaks these terms or the law.',
].join('\n\n');
