import { contract } from '@kola/domain';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
// Loads every component, so every form built with contractForm is registered.
import '../index';
import { registerSchema } from '../components/RegisterForm/RegisterForm';
import { settingSchema } from '../components/SettingCard/SettingCard';
import { SETTING_CARDS } from '../components/SettingCard/SettingCardConfigs';
import { withdrawalSchema } from '../components/WithdrawalForm/WithdrawalForm';
import { contractForm, contractForms } from './contract';

// The forms whose schema is built at render time (it depends on props) are built here too, so
// every run checks them, whatever else ran before in this worker.
withdrawalSchema(null, undefined);
for (const config of Object.values(SETTING_CARDS)) settingSchema(config);

const issuesAt = (schema: z.ZodMiniType, value: unknown, field: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field);
};

const requiredIn = (schema: z.ZodMiniType) => !schema.safeParse(undefined).success;
const requiredInForm = (schema: z.ZodMiniType) =>
  !schema.safeParse(undefined).success && !schema.safeParse('').success;

describe('forms checked by the contract', () => {
  it('registers the forms that submit a contract request body', () => {
    expect(contractForms().map((info) => info.name)).toEqual(
      expect.arrayContaining([
        'RegisterForm',
        'LoginForm',
        'AdminLoginForm',
        'ResetPasswordForm',
        'ProfileEditForm',
        'BankDetailsForm',
        'InviteFriendForm',
        'StockistRegistrationForm',
        'StoreDetailsForm',
        'PackageEditModal',
        'RankEditModal',
        'ProductForm',
      ]),
    );
  });

  // Limits the forms did not have before the contract checked them.
  it.each([
    [
      'BankDetailsForm',
      { bank_code: '058', bank_account_number: '01234567890' },
      'bank_account_number',
      'Account number must be at most 10 digits',
    ],
    [
      'LoginForm',
      { username: 'ada', password: 'x'.repeat(129) },
      'password',
      'Must be at most 128 characters',
    ],
    ['PackageEditModal', { point_value: '1000001' }, 'point_value', 'Must be at most 1000000'],
  ])('%s now rejects what the contract rejects', (name, values, field, message) => {
    const info = contractForms().find((form) => form.name === name)!;
    expect(issuesAt(info.schema, values, field).map((issue) => issue.message)).toEqual([message]);
  });

  it.each(contractForms().map((info) => [info.name, info] as const))(
    '%s: every field is in the body, and the form requires only what the contract requires',
    (_name, info) => {
      const bodyShape = info.body.shape as Record<string, z.ZodMiniType>;
      const formShape = info.form.shape as Record<string, z.ZodMiniType>;
      for (const [field, bodyField] of Object.entries(info.fields)) {
        expect(bodyShape, `field ${field}`).toHaveProperty(bodyField);
        // A field the contract leaves optional may be required only on purpose (uiRequired).
        if (requiredInForm(formShape[field]!) && !requiredIn(bodyShape[bodyField]!)) {
          expect(info.uiRequired, `${field} is required by the form, optional in the contract`).toContain(
            field,
          );
        }
      }
    },
  );

  it.each(contractForms().map((info) => [info.name, info] as const))(
    '%s: rejects a text longer than the contract allows',
    (_name, info) => {
      const bodyShape = info.body.shape as Record<string, z.ZodMiniType>;
      const tooLong = 'a'.repeat(20_000);
      for (const [field, bodyField] of Object.entries(info.fields)) {
        if (info.files.includes(field)) continue;
        const rejected = bodyShape[bodyField]!.safeParse(tooLong);
        if (rejected.success || rejected.error.issues[0]?.code !== 'too_big') continue;
        expect(issuesAt(info.schema, { [field]: tooLong }, field), field).not.toHaveLength(0);
      }
    },
  );

  it('throws at once when a form field is not in the body', () => {
    expect(() =>
      contractForm('Stray', contract.zLoginBody, z.object({ username: z.string(), nickname: z.string() })),
    ).toThrow("Stray: form field(s) nickname not in the contract's request body");
  });

  it('uses the contract when the UI rule lets a value through', () => {
    const loose = contractForm(
      'Loose',
      contract.zRegisterBody,
      z.object({ first_name: z.string(), phone: z.string() }),
      { messages: { phone: 'Enter a valid phone number' } },
    );
    expect(issuesAt(loose, { first_name: 'a'.repeat(61), phone: '1' }, 'first_name')[0]?.message).toBe(
      'Must be at most 60 characters',
    );
    expect(issuesAt(loose, { first_name: 'Ada', phone: '12ab' }, 'phone')[0]?.message).toBe(
      'Enter a valid phone number',
    );
    expect(loose.safeParse({ first_name: 'Ada', phone: '+2348012345678' }).success).toBe(true);
  });
});

describe('RegisterForm schema and POST /auth/register', () => {
  const valid = {
    first_name: 'Ada',
    last_name: 'Obi',
    username: 'ada.obi',
    password: 'Demo-Password-2026',
    email: 'ada@example.com',
    phone: '+2348012345678',
    referrer: 'bola',
    placer: '',
    package_id: '2',
    terms: true,
  };

  it('accepts a registration the contract accepts', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
    const { terms: _terms, placer: _placer, ...body } = valid;
    expect(contract.zRegisterBody.safeParse({ ...body, package_id: 2 }).success).toBe(true);
  });

  it.each([
    ['first_name', 'a'.repeat(61), 'First name must be at most 60 characters'],
    ['last_name', 'a'.repeat(61), 'Last name must be at most 60 characters'],
    ['phone', '080-1234', 'Enter a valid phone number'],
    ['username', 'a!', 'Username must be 3 to 30 letters, digits, dots, dashes or underscores'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['package_id', '0', 'Must be at least 1'],
  ])('rejects %s = %j as the contract does, with the UI text', (field, value, message) => {
    expect(
      contract.zRegisterBody.shape[field as 'phone'].safeParse(field === 'package_id' ? 0 : value).success,
    ).toBe(false);
    expect(
      issuesAt(registerSchema, { ...valid, [field]: value }, field).map((issue) => issue.message),
    ).toEqual([message]);
  });
});
