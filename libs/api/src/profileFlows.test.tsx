import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiProvider, useAuthUser } from './hooks';
import { profileFormData, useUpdateProfile } from './profileFlows';
import { fail, ok, stubFetch, type StubRoutes } from './testing';

const uuid = '9b2f7a7e-3d1c-4f6a-9d1e-2c9a8f1b0c11';

function renderFlow<T>(hook: () => T, stubs: StubRoutes) {
  const stub = stubFetch(stubs);
  const client = createApiClient({ baseUrl: 'http://localhost/api', fetch: stub.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  return { ...renderHook(hook, { wrapper }), ...stub };
}

describe('profileFormData', () => {
  it('holds the fields, and the photo only when one was chosen', () => {
    const photo = new Blob(['x'], { type: 'image/png' });
    const withPhoto = profileFormData({
      first_name: 'Ada',
      last_name: 'Okafor',
      phone: '+2348012345678',
      gender: 'female',
      address: '12 Allen Avenue',
      image: photo,
    });
    expect(withPhoto.get('first_name')).toBe('Ada');
    expect(withPhoto.get('gender')).toBe('female');
    expect(withPhoto.get('address')).toBe('12 Allen Avenue');
    expect(withPhoto.get('image')).toBeInstanceOf(Blob);
    const without = profileFormData({ first_name: 'Ada', last_name: 'Okafor', phone: '1', image: null });
    expect(without.has('image')).toBe(false);
    expect(without.has('address')).toBe(false);
  });
});

describe('useUpdateProfile', () => {
  it('posts multipart, resolves with the message and reads the member again', async () => {
    let firstName = 'Ada';
    let contentType: string | null = null;
    const flow = renderFlow(() => ({ update: useUpdateProfile(uuid), user: useAuthUser() }), {
      'GET /auth/user': () => ok({ uuid, first_name: firstName }),
      'POST /users/{uuid}/update-profile': async (request) => {
        contentType = request.headers.get('content-type');
        firstName = String((await request.formData()).get('first_name'));
        return ok({}, 'Profile updated successfully');
      },
    });
    await waitFor(() => expect(flow.result.current.user.data).toBeDefined());
    let message: unknown;
    await act(async () => {
      message = await flow.result.current.update.update({
        first_name: 'Adaeze',
        last_name: 'Okafor',
        phone: '1',
      });
    });
    expect(message).toBe('Profile updated successfully');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(flow.result.current.user.data).toMatchObject({ first_name: 'Adaeze' });
  });

  it('a refused photo (422) resolves null with the message', async () => {
    const flow = renderFlow(() => useUpdateProfile(uuid), {
      'POST /users/{uuid}/update-profile': fail(422, 'Invalid.', {
        image: ['Image size should not exceed 500kB'],
      }),
    });
    let message: unknown = 'unset';
    await act(async () => {
      message = await flow.result.current.update({ first_name: 'Ada', last_name: 'Okafor', phone: '1' });
    });
    expect(message).toBeNull();
    expect(flow.result.current.error).toBe('Image size should not exceed 500kB');
    expect(flow.result.current.saving).toBe(false);
  });
});
