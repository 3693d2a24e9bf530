export { ChangePasswordSteps, changePasswordSchema, sendCodeSchema } from './ChangePasswordSteps';
export type {
  ChangePasswordStep,
  ChangePasswordStepsProps,
  ChangePasswordValues,
  SendCodeValues,
} from './ChangePasswordSteps';
