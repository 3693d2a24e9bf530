import * as z from 'zod/mini';

/**
 * Field rules shared by the auth forms: the wording users see. The contract's limits are applied
 * after them by `contractForm` (./contract.ts), from the schemas generated into @kola/domain.
 */
export const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const emailRule = z
  .string()
  .check(z.trim(), z.minLength(1, 'Email is required'), z.email('Enter a valid email address'));

export const loginPasswordRule = z.string().check(z.minLength(1, 'Password is required'));

export const newPasswordRule = z
  .string()
  .check(
    z.minLength(1, 'Password is required'),
    z.minLength(8, 'Password must be at least 8 characters'),
    z.maxLength(128, 'Password must be at most 128 characters'),
  );

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
export const PHONE_PATTERN = /^\+?[0-9]{7,15}$/;
export const CODE_PATTERN = /^[0-9]{6}$/;

export const usernameRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Username is required'),
    z.regex(USERNAME_PATTERN, 'Username must be 3 to 30 letters, digits, dots, dashes or underscores'),
  );

export const codeRule = z
  .string()
  .check(z.trim(), z.minLength(1, 'Code is required'), z.regex(CODE_PATTERN, 'Enter the 6-digit code'));
