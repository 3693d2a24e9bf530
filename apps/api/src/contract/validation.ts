import type { FastifySchemaValidationError } from 'fastify';

const label = (field: string) => field.replace(/\./g, ' ').replace(/_/g, ' ');

function fieldOf(error: FastifySchemaValidationError): string {
  const path = (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    path.push(params.additionalProperty);
  return path.join('.') || 'body';
}

function reason(error: FastifySchemaValidationError, field: string): string {
  const p = error.params as Record<string, unknown>;
  const name = label(field);
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'type': {
      const t = String(p.type).split(',')[0];
      const what: Record<string, string> = {
        integer: 'a whole number',
        number: 'a number',
        string: 'text',
        boolean: 'true or false',
        array: 'a list',
        object: 'an object',
      };
      return `The ${name} must be ${what[t ?? ''] ?? t}.`;
    }
    case 'format':
      if (p.format === 'email') return `The ${name} must be a valid email address.`;
      if (p.format === 'uuid') return `The ${name} must be a valid uuid.`;
      return `The ${name} is not a valid ${String(p.format)}.`;
    case 'minLength':
      return Number(p.limit) === 1
        ? `The ${name} field is required.`
        : `The ${name} must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `The ${name} may not be greater than ${String(p.limit)} characters.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `The ${name} must be at least ${String(p.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `The ${name} may not be greater than ${String(p.limit)}.`;
    case 'pattern':
      return `The ${name} format is invalid.`;
    case 'enum':
    case 'const':
      return `The selected ${name} is invalid.`;
    case 'additionalProperties':
      return `The ${name} field is not allowed.`;
    case 'minItems':
      return `The ${name} must have at least ${String(p.limit)} items.`;
    default:
      return `The ${name} is invalid.`;
  }
}

/**
 * Ajv errors → `{field: [reason]}` in the order they were found. The map has no prototype: a field
 * named `constructor`, `toString` or `__proto__` is a field like any other.
 */
export function fieldErrors(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  for (const error of errors) {
    // anyOf/oneOf wrappers repeat what their branches already said.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error);
    const text = reason(error, field);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

/** The largest whole number a request may carry unless its schema says `format: int64` (PostgreSQL `integer`). */
export const INT32_MAX = 2_147_483_647;

/**
 * The first place in a parsed request (body, query or path) where text carries a NUL character,
 * which no field may hold (PostgreSQL text cannot store it): a field path such as `reason` or
 * `items.0.name`, or null.
 */
export function nulField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulField(item, [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (key.includes('\u0000')) return [...path, key.split('\u0000').join('')].join('.') || 'body';
      const found = nulField((value as Record<string, unknown>)[key], [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Whether a parsed request value carries a NUL character anywhere (a key or a text), without
 * building the field paths nulField names: the common answer, no, allocates nothing.
 */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasNul(item)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (key.includes('\u0000') || hasNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** The 422 reason of a NUL character in `field`. */
export function nulReason(field: string): string {
  return `The ${label(field)} may not contain a NUL character.`;
}
