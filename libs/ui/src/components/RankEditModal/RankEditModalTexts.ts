// The eligibility words of the rank form, in a module of their own: the member detail's profile
// shows them without loading the form's code (zod, react-hook-form; docs/adr/0014-static-delivery.md).

export const ELIGIBLE = 'Eligible';
export const NOT_ELIGIBLE = 'Not-Eligible';
