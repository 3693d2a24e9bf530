import { useCallback, useState } from 'react';
import type { components } from './generated/schema';
import { errorMessage } from './errors';
import { useApiClient } from './hooks';
import { useRevalidateReads } from './moneyFlows';

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
  const api = useApiClient();
  const revalidate = useRevalidateReads();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const update = useCallback(
    async (values: ProfileUpdate): Promise<string | null> => {
      setError(null);
      setSaving(true);
      try {
        const { data } = await api.POST('/users/{uuid}/update-profile', {
          params: { path: { uuid } },
          // The typed body says what the form holds; the serializer sends it as multipart.
          body: values as unknown as components['schemas']['ProfileUpdateForm'],
          bodySerializer: () => profileFormData(values),
        });
        await revalidate(
          (path) =>
            path === '/auth/user' ||
            path === '/users/{uuid}/profile' ||
            path === '/users/{uuid}/profile-details',
        );
        return data!.message;
      } catch (err) {
        setError(errorMessage(err));
        return null;
      } finally {
        setSaving(false);
      }
    },
    [api, revalidate, uuid],
  );

  return { error, saving, update };
}
