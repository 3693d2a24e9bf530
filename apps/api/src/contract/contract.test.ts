import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract } from './contract';
import { fieldErrors } from './validation';

describe('loadContract', () => {
  const contract = loadContract();

  it('reads every operation with its access rule and a Fastify URL', () => {
    expect(contract.operations).toHaveLength(201);
    const op = contract.operations.find((o) => o.operationId === 'changeUserPassword')!;
    expect(op).toMatchObject({
      method: 'PUT',
      path: '/auth/{uuid}/change-user-password',
      url: '/auth/:uuid/change-user-password',
      access: 'admin',
    });
    expect(op.params).toEqual({
      type: 'object',
      properties: { uuid: { type: 'string', format: 'uuid' } },
      required: ['uuid'],
    });
  });

  it('turns component references into shared-schema references', () => {
    const login = contract.operations.find((o) => o.operationId === 'login')!;
    expect(login.body).toEqual({ $ref: 'LoginRequest#' });
    expect(contract.schemas.find((s) => s.$id === 'AuthUser')).toBeTruthy();
  });

  function write(doc: string) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'contract-')), 'openapi.yaml');
    writeFileSync(file, doc);
    return file;
  }

  it('keeps keywords written beside a $ref', () => {
    const file = write(`openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /x:
    post:
      operationId: x
      x-access: public
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                amount: { $ref: '#/components/schemas/Naira', minimum: 1 }
      responses: {}
components:
  schemas:
    Naira: { type: number }
`);
    const [op] = loadContract(file).operations;
    expect(op!.body).toEqual({
      type: 'object',
      properties: { amount: { allOf: [{ $ref: 'Naira#' }], minimum: 1 } },
    });
  });

  it('refuses an operation without a known x-access', () => {
    const file = write(`openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /x:
    get:
      operationId: x
      responses: {}
`);
    expect(() => loadContract(file)).toThrow(/x-access/);
  });
});

describe('fieldErrors', () => {
  it.each([
    [
      { keyword: 'required', instancePath: '', params: { missingProperty: 'first_name' } },
      { first_name: ['The first name field is required.'] },
    ],
    [
      { keyword: 'format', instancePath: '/email', params: { format: 'email' } },
      { email: ['The email must be a valid email address.'] },
    ],
    [
      { keyword: 'minLength', instancePath: '/password', params: { limit: 8 } },
      { password: ['The password must be at least 8 characters.'] },
    ],
    [
      { keyword: 'type', instancePath: '/package_id', params: { type: 'integer' } },
      { package_id: ['The package id must be a whole number.'] },
    ],
    [
      { keyword: 'enum', instancePath: '/user_type', params: {} },
      { user_type: ['The selected user type is invalid.'] },
    ],
    [
      { keyword: 'minimum', instancePath: '/products/0/qty', params: { limit: 1 } },
      { 'products.0.qty': ['The products 0 qty must be at least 1.'] },
    ],
  ])('%j → %j', (error, expected) => {
    expect(fieldErrors([error as never])).toEqual(expected);
  });
});
