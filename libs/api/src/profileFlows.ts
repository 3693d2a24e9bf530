import { useCallback } from 'react';
import type { components } from './generated/schema';
import { useFlowError, useMutation } from './mutation';

/** The My Profile form's values; `image` null or absent keeps the current photo. */
export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  phone: string;
  gender?: components['schemas']['Gender'];
  address?: string | null;
  image?: Blob | null;
}

/** The multipart body of POST /users/{uuid}/update-profile. */
export function profileFormData(values: ProfileUpdate): FormData {
  const form = new FormData();
  form.set('first_name', values.first_name);
  form.set('last_name', values.last_name);
  form.set('phone', values.phone);
  if (values.gender !== undefined) form.set('gender', values.gender);
  if (values.address !== undefined && values.address !== null) form.set('address', values.address);
  if (values.image) form.set('image', values.image);
  return form;
}

/**
 * Profile edit (POST /users/{uuid}/update-profile, multipart, photo at most 500 kB): resolves with
 * "Profile updated successfully" once the member (/auth/user) and the profile were read again, or
 * null with `error` set.
 */
export function useUpdateProfile(uuid: string) {
  const { trigger, isMutating } = useMutation('post', '/users/{uuid}/update-profile', {
    revalidates: (path) =>
      path === '/auth/user' || path === '/users/{uuid}/profile' || path === '/users/{uuid}/profile-details',
  });
  const { error, run } = useFlowError();

  const update = useCallback(
    (values: ProfileUpdate): Promise<string | null> =>
      run(async () => {
        const answer = await trigger({
          params: { path: { uuid } },
          // The typed body says what the form holds; the serializer sends it as multipart.
          body: values as unknown as components['schemas']['ProfileUpdateForm'],
          bodySerializer: () => profileFormData(values),
        });
        return answer.message;
      }),
    [run, trigger, uuid],
  );

  return { error, saving: isMutating, update };
}
