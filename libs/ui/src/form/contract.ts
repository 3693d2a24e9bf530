import * as z from 'zod/mini';

/**
 * Forms checked by the contract: a form's schema is its UI rules (the wording users see, and the
 * rules only a screen has, such as "confirm password matches" or the terms checkbox) joined to the
 * request body the contract generates (`contract.z…Body` from @kola/domain, made from
 * openapi/openapi.yaml). The contract supplies the structure and the limits: whatever a field's UI
 * rule lets through is checked against the body's schema for that field, so a limit the UI forgot
 * (or the contract tightened later) still stops the form, with the field's UI message.
 */

type AnyObject = z.ZodMiniObject;
type Keys<S extends AnyObject> = keyof S['shape'] & string;

export interface ContractFormOptions<Form extends AnyObject, Body extends AnyObject> {
  /** Form fields that are not sent in the body (a confirmation, the terms checkbox). */
  uiOnly?: readonly Keys<Form>[];
  /** Form fields sent under another name in the body (default: the same name). */
  bodyKeys?: Partial<Record<Keys<Form>, Keys<Body>>>;
  /**
   * Multipart file parts: in the body, but the contract's schema of a file is a binary string, so
   * the UI rule (type and size) is their only check.
   */
  files?: readonly Keys<Form>[];
  /**
   * Fields the contract leaves optional but the screen requires on purpose (say why beside the
   * call). Anything else the UI requires must be required by the contract too (checked by tests).
   */
  uiRequired?: readonly Keys<Form>[];
  /**
   * The UI's wording when a field breaks a contract rule (default: `contractMessage`): a text, or
   * a function of the zod issue (e.g. to name the contract's limit: `issue.maximum`).
   */
  messages?: Partial<Record<Keys<Form>, ContractMessage>>;
  /**
   * How a form value becomes the body's value, for fields typed differently in the form (a select's
   * string id that the body takes as a number). Default: strings trimmed, '' as absent.
   */
  toBody?: Partial<Record<Keys<Form>, (value: unknown) => unknown>>;
}

export interface ContractFormInfo {
  /** A name for messages and tests (the form's component). */
  name: string;
  /** The form's UI rules alone. */
  form: AnyObject;
  /** The form's schema: the UI rules checked against the body. */
  schema: z.ZodMiniType;
  body: AnyObject;
  /** Form field → body field, for every form field checked against the body. */
  fields: Readonly<Record<string, string>>;
  uiOnly: readonly string[];
  files: readonly string[];
  uiRequired: readonly string[];
}

const registry = new Map<string, ContractFormInfo>();

/** Every form schema built by `contractForm` so far (the last one per name), for the tests. */
export const contractForms = (): ContractFormInfo[] => [...registry.values()];

const defaultToBody = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** `toBody` for a number typed as text: '' is absent, anything else its number. */
export const asNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

type Issue = z.core.$ZodIssue;
export type ContractMessage = string | ((issue: Issue) => string);

/** "<Label> must be at most N characters", N from the contract. */
export const atMostChars =
  (label: string): ContractMessage =>
  (issue) =>
    issue.code === 'too_big'
      ? `${label} must be at most ${issue.maximum} characters`
      : contractMessage(issue);

/** A plain sentence for a contract rule, when the form gives no wording of its own. */
export function contractMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'This field is required'
        : 'Enter a valid value';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field is required'
          : `Must be at least ${issue.minimum} characters`;
      }
      return `Must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Must be at most ${issue.maximum} characters`
        : `Must be at most ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid email address' : 'Enter a valid value';
    case 'invalid_value':
      return 'Choose one of the options';
    default:
      return 'Enter a valid value';
  }
}

/**
 * The form's schema: `form` (its UI rules, with their messages) checked against `body`, the
 * contract's request body. Every form field must be in the body unless listed in `uiOnly`; a field
 * that is not throws at once, so the form's tests and stories fail.
 */
export function contractForm<Form extends AnyObject, Body extends AnyObject>(
  name: string,
  body: Body,
  form: Form,
  options: ContractFormOptions<Form, Body> = {},
): Form {
  const uiOnly: readonly string[] = options.uiOnly ?? [];
  const files: readonly string[] = options.files ?? [];
  const bodyKeys: Partial<Record<string, string>> = options.bodyKeys ?? {};
  const bodyShape = body.shape as Record<string, z.ZodMiniType>;
  const fields = Object.fromEntries(
    Object.keys(form.shape)
      .filter((key) => !uiOnly.includes(key))
      .map((key) => [key, bodyKeys[key] ?? key]),
  );
  const stray = Object.entries(fields).filter(([, bodyKey]) => !(bodyKey in bodyShape));
  if (stray.length > 0) {
    throw new Error(
      `${name}: form field(s) ${stray.map(([key]) => key).join(', ')} not in the contract's request body`,
    );
  }
  const messages: Partial<Record<string, ContractMessage>> = options.messages ?? {};
  const toBody: Partial<Record<string, (value: unknown) => unknown>> = options.toBody ?? {};
  const checked = Object.entries(fields).filter(([key]) => !files.includes(key));

  const schema = form.check(
    z.superRefine(
      (values, ctx) => {
        // Fields whose UI rule already failed keep that (friendlier) message.
        if (typeof values !== 'object' || values === null) return;
        const failed = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
        const record = values as Record<string, unknown>;
        for (const [key, bodyKey] of checked) {
          if (failed.has(key)) continue;
          const value = (toBody[key] ?? defaultToBody)(record[key]);
          const result = bodyShape[bodyKey]!.safeParse(value);
          if (!result.success) {
            const issue = result.error.issues[0]!;
            const message = messages[key] ?? contractMessage;
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: typeof message === 'string' ? message : message(issue),
            });
          }
        }
      },
      // Also when other fields failed, so every field shows its problem at once.
      { when: () => true },
    ),
  ) as Form;
  registry.set(name, {
    name,
    form,
    schema,
    body,
    fields,
    uiOnly,
    files,
    uiRequired: options.uiRequired ?? [],
  });
  return schema;
}
