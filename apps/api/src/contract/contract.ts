import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../config';

export type Access = 'public' | 'member' | 'admin' | 'user' | 'webhook';
const ACCESS = new Set<Access>(['public', 'member', 'admin', 'user', 'webhook']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Json = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** As the contract writes it, e.g. /auth/{uuid}/change-user-password */
  path: string;
  /** As Fastify routes it, under the /api prefix, e.g. /auth/:uuid/change-user-password */
  url: string;
  access: Access;
  summary: string;
  /** JSON schemas with component references written as `Name#` (registered with addSchema). */
  params?: Json;
  querystring?: Json;
  body?: Json;
  /** multipart/form-data bodies are parsed by the handler, not by the schema. */
  multipart: boolean;
  responses: Record<string, Json>;
}

export interface Contract {
  document: Json;
  operations: ContractOperation[];
  /** Component schemas, each with `$id` = its name. */
  schemas: Json[];
}

/** The bounds of a request's whole numbers unless its schema says `format: int64`: PostgreSQL's `integer`. */
const INT32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 };

/**
 * A schema as requests are validated with it: every whole number (`type: integer`) without a
 * `maximum` (or `minimum`) of its own is bounded to 32 bits, so an id or a count beyond what the
 * database stores is a 422 on its field, never a database error. `format: int64` opts out.
 */
export function boundRequestIntegers<T>(node: T): T {
  if (Array.isArray(node)) return node.map(boundRequestIntegers) as T;
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(obj))
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, boundRequestIntegers(v)]))
        : boundRequestIntegers(value);
  const types = Array.isArray(obj.type) ? obj.type : [obj.type];
  if (types.includes('integer') && obj.format !== 'int64') {
    if (obj.maximum === undefined && obj.exclusiveMaximum === undefined) out.maximum = INT32.maximum;
    if (obj.minimum === undefined && obj.exclusiveMinimum === undefined) out.minimum = INT32.minimum;
  }
  return out as T;
}

export const CONTRACT_FILE = path.join(repoRoot, 'openapi/openapi.yaml');

/** Reads openapi.yaml and turns each operation into the schemas Fastify validates and serializes with. */
export function loadContract(file: string = CONTRACT_FILE): Contract {
  const document = parse(readFileSync(file, 'utf8')) as Json;
  const components = (document.components ?? {}) as Record<string, Json>;

  const resolve = (ref: string): unknown => {
    const parts = ref.replace(/^#\//, '').split('/');
    let node: unknown = document;
    for (const part of parts) node = (node as Json | undefined)?.[part];
    if (node === undefined) throw new Error(`Unresolved reference ${ref} in the contract`);
    return node;
  };

  // Component schemas become shared schemas (`Name#`); other references are inlined.
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    const obj = node as Json;
    if (typeof obj.$ref === 'string') {
      const ref = obj.$ref;
      const siblings = Object.fromEntries(
        Object.entries(obj).filter(([k]) => k !== '$ref' && !k.startsWith('x-')),
      );
      const target = ref.startsWith('#/components/schemas/')
        ? { $ref: `${ref.slice('#/components/schemas/'.length)}#` }
        : (convert(resolve(ref)) as Json);
      // OpenAPI 3.1 allows keywords beside $ref (e.g. a minimum on a Naira); keep them.
      return Object.keys(siblings).length > 0 ? { allOf: [target], ...(convert(siblings) as Json) } : target;
    }
    const out: Json = {};
    for (const [key, value] of Object.entries(obj)) {
      if (key.startsWith('x-')) continue;
      // properties/patternProperties hold names, not keywords: convert their values only.
      out[key] =
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, convert(v)]))
          : convert(value);
    }
    return out;
  };

  const schemas = Object.entries((components.schemas ?? {}) as Record<string, Json>).map(
    ([name, schema]) => ({
      $id: name,
      ...(convert(schema) as Json),
    }),
  );

  const operations: ContractOperation[] = [];
  const ids = new Set<string>();
  for (const [p, rawItem] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    const item = convert(rawItem) as Json;
    const shared = (item.parameters ?? []) as Json[];
    for (const method of METHODS) {
      const op = (rawItem as Json)[method] as Json | undefined;
      if (!op) continue;
      const converted = item[method] as Json;
      const operationId = String(op.operationId ?? '');
      if (!operationId || ids.has(operationId))
        throw new Error(`Missing or repeated operationId at ${method} ${p}`);
      ids.add(operationId);
      const access = op['x-access'] as Access;
      if (!ACCESS.has(access))
        throw new Error(`${operationId}: x-access must be one of ${[...ACCESS].join(', ')}`);

      const parameters = [...shared, ...((converted.parameters ?? []) as Json[])];
      const group = (where: string): Json | undefined => {
        const list = parameters.filter((x) => x.in === where);
        if (list.length === 0) return undefined;
        return {
          type: 'object',
          properties: Object.fromEntries(list.map((x) => [String(x.name), x.schema ?? {}])),
          required: list.filter((x) => x.required).map((x) => String(x.name)),
        };
      };

      const content = ((converted.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
      const json = content['application/json'];
      const multipart = Boolean(content['multipart/form-data']);

      const responses: Record<string, Json> = {};
      for (const [status, response] of Object.entries((converted.responses ?? {}) as Record<string, Json>)) {
        const schema = ((response.content as Json | undefined)?.['application/json'] as Json | undefined)
          ?.schema;
        if (schema) responses[status] = schema as Json;
      }

      operations.push({
        operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path: p,
        url: p.replace(/\{([^}]+)\}/g, ':$1'),
        access,
        summary: String(op.summary ?? ''),
        params: group('path'),
        querystring: group('query'),
        body: json?.schema as Json | undefined,
        multipart,
        responses,
      });
    }
  }
  return { document, operations, schemas };
}
