import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { UploadContentType } from '../db/types';
import { fieldErrors } from '../contract/validation';
import { AppError, invalid } from './errors';
import { MAX_UPLOAD_BYTES, sniffContentType, UPLOAD_SIZE_MESSAGE } from './uploads';

/** A file part read into memory, its type found by content. */
export interface UploadedFile {
  data: Buffer;
  contentType: UploadContentType;
}

export interface MultipartForm {
  /** The text fields, trimmed, validated against the contract's form schema. */
  fields: Record<string, string>;
  /** The file fields that came with a file. */
  files: Record<string, UploadedFile>;
  /** The text fields with the `json` ones parsed: what the schema validated. */
  values: Record<string, unknown>;
}

export interface ReadMultipartOptions {
  /** The contract component the text fields must match, e.g. 'ProfileUpdateForm'. */
  schema: string;
  /** The fields that carry a file, with the types each may be (checked by content). */
  files: Record<string, { types: readonly UploadContentType[]; typeMessage: string }>;
  /**
   * Text fields that carry JSON (the contract's `encoding: contentType: application/json`): parsed
   * before validation (422 on the field when not JSON). With it, the files sent count as present
   * for the schema, which then describes the whole form (the request body's own schema).
   */
  json?: readonly string[];
}

/** The multipart limits of a form: one file of at most 500 kB, a handful of short fields. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 4096,
  fields: 20,
  files: 1,
  fileSize: MAX_UPLOAD_BYTES,
  parts: 21,
  headerPairs: 50,
};

const NOT_MULTIPART = 'The form must be sent as multipart/form-data.';
const TOO_MANY_PARTS = 'The form has too many fields or files.';

const label = (field: string) => field.replace(/_/g, ' ');

/** One compiled validator per schema name (Fastify caches by schema object). */
const schemaRefs = new Map<string, { $ref: string }>();

/**
 * Checks a value against one of the contract's schemas with the app's validator (422 naming the
 * field and reason): for a JSON body of an operation that also takes multipart, which the contract's
 * route schema cannot validate for both.
 */
export function validateBody(req: FastifyRequest, schema: string, value: unknown): void {
  check(req, schema, value);
}

function check(req: FastifyRequest, schema: string, value: unknown) {
  let ref = schemaRefs.get(schema);
  if (!ref) {
    ref = { $ref: `${schema}#` };
    schemaRefs.set(schema, ref);
  }
  // The app's validator with the contract's shared schemas: the same rules as a JSON body. A file
  // that came stands in as an empty string, so a required file left out is refused on its field.
  const validator = req.compileValidationSchema(ref);
  if (validator(value)) return;
  const errors = fieldErrors((validator.errors ?? []) as FastifySchemaValidationError[]);
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  throw new AppError(422, first, errors);
}

/** A form's fields with the files that came: the validator coerces (a number field becomes a number) in place. */
function validate(
  req: FastifyRequest,
  schema: string,
  fields: Record<string, unknown>,
  files: readonly string[],
) {
  // A file that came stands in as an empty string, so a required file left out is refused on its field.
  const form: Record<string, unknown> = { ...fields, ...Object.fromEntries(files.map((f) => [f, ''])) };
  try {
    check(req, schema, form);
  } finally {
    for (const name of Object.keys(fields)) fields[name] = form[name];
  }
}

/** Maps @fastify/multipart's limit errors to a 422 on the field concerned. */
function limitError(error: unknown, fileField: string | null): AppError | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalid(fileField ?? 'body', UPLOAD_SIZE_MESSAGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
    return invalid('body', TOO_MANY_PARTS);
  if (code === 'FST_PROTO_VIOLATION')
    return invalid('body', 'The form has a field name that is not allowed.');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR')
    return invalid('body', 'The form has a field that is not text.');
  return null;
}

/**
 * Reads a multipart form in memory within fixed limits, then checks it: text fields against the
 * contract's schema (422 with the field and reason), each file by content against its allowed
 * types and the 500 kB limit (422 on that field). Nothing is stored here; a refused form changes
 * nothing. An empty file part (a browser's file input left empty) counts as no file.
 */
export async function readMultipart(
  req: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<MultipartForm> {
  if (!req.isMultipart()) throw invalid('body', NOT_MULTIPART);
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const seen = new Set<string>();
  let currentFile: string | null = null;
  try {
    for await (const part of req.parts({ limits: MULTIPART_LIMITS }) as AsyncIterable<Multipart>) {
      const name = part.fieldname;
      if (seen.has(name)) {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        throw invalid(name, `The ${label(name)} field is given more than once.`);
      }
      seen.add(name);
      if (part.type === 'file') {
        const rule = options.files[name];
        if (!rule) {
          part.file.resume();
          throw invalid(name, `The ${label(name)} field is not allowed.`);
        }
        currentFile = name;
        const data = await part.toBuffer();
        currentFile = null;
        if (data.length === 0 && !part.filename) continue;
        const contentType = sniffContentType(data);
        if (!contentType || !rule.types.includes(contentType)) throw invalid(name, rule.typeMessage);
        files[name] = { data, contentType };
      } else {
        if (options.files[name]) throw invalid(name, `The ${label(name)} must be a file.`);
        if (part.valueTruncated || typeof part.value !== 'string')
          throw invalid(name, `The ${label(name)} is invalid.`);
        fields[name] = part.value.trim();
      }
    }
  } catch (error) {
    throw limitError(error, currentFile) ?? error;
  }
  const values: Record<string, unknown> = { ...fields };
  for (const name of options.json ?? []) {
    if (fields[name] === undefined) continue;
    try {
      values[name] = JSON.parse(fields[name]);
    } catch {
      throw invalid(name, `The ${label(name)} must be JSON.`);
    }
  }
  validate(req, options.schema, values, Object.keys(files));
  // The text fields keep the validator's coercions (a number field becomes a number).
  for (const name of Object.keys(fields))
    if (!options.json?.includes(name)) fields[name] = values[name] as string;
  return { fields, files, values };
}
