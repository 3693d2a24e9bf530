import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { atMostChars, contractForm } from '../../form/contract';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../form/Form';
import { StyledFormGrid, StyledFormItem } from '../../form/Form.styles';
import { PHONE_PATTERN, requiredText } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { checkUpload, FileUploadField, IMAGE_TYPES, uploadRule } from '../FileUploadField/FileUploadField';
import { SelectInput } from '../Select/Select';
import { Input } from '../TextField/TextField';
import { StyledLabel } from '../TextField/TextField.styles';
import {
  StyledAddressInput,
  StyledProfileActions,
  StyledProfileForm,
  StyledProfilePhoto,
} from './ProfileEditForm.styles';

export const profileEditSchema = contractForm(
  'ProfileEditForm',
  contract.zUpdateProfileBody,
  z.object({
    first_name: requiredText('First name is required'),
    last_name: requiredText('Last name is required'),
    phone: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Phone number is required'),
        z.regex(PHONE_PATTERN, 'Enter a valid phone number'),
      ),
    gender: z.enum(['male', 'female', '']),
    address: z.string().check(z.trim()),
    image: uploadRule(),
  }),
  {
    messages: {
      first_name: atMostChars('First name'),
      last_name: atMostChars('Last name'),
      address: atMostChars('Residential address'),
    },
    files: ['image'],
  },
);

/** The multipart fields of POST /users/{id}/update-profile; `image` is null to keep the photo. */
export type ProfileEditValues = z.infer<typeof profileEditSchema>;

export interface ProfileEditFormProps {
  defaultValues: {
    first_name: string;
    last_name: string;
    phone: string;
    /** Shown read-only. */
    email: string;
    gender?: 'male' | 'female' | '' | null;
    address?: string | null;
  };
  /** The current photo (the page resolves photo_path); a placeholder shows without one. */
  photoUrl?: string | null;
  onSubmit: (values: ProfileEditValues) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
  /** E.g. "Profile updated successfully". */
  success?: string | null | undefined;
}

/** The My Profile edit form: names, phone, read-only email, gender, photo (≤ 500kB, previewed) and address. */
export function ProfileEditForm({
  defaultValues,
  photoUrl,
  onSubmit,
  submitting = false,
  error,
  success,
}: ProfileEditFormProps) {
  const emailId = useId();
  const form = useForm<ProfileEditValues>({
    resolver: zodResolver(profileEditSchema),
    defaultValues: {
      first_name: defaultValues.first_name,
      last_name: defaultValues.last_name,
      phone: defaultValues.phone,
      gender: defaultValues.gender ?? '',
      address: defaultValues.address ?? '',
      image: null,
    },
  });
  const busy = submitting || form.formState.isSubmitting;
  const image = useWatch({ control: form.control, name: 'image' });
  const firstName = useWatch({ control: form.control, name: 'first_name' });
  const lastName = useWatch({ control: form.control, name: 'last_name' });

  // Preview a chosen photo only when it passes the checks; otherwise keep the current one.
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image || checkUpload(image) !== null || typeof URL.createObjectURL !== 'function') {
      setPreviewUrl(null);
      return undefined;
    }
    const url = URL.createObjectURL(image);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const fullName = `${firstName ?? ''} ${lastName ?? ''}`.trim() || 'Member';

  return (
    <Form {...form}>
      <StyledProfileForm
        noValidate
        aria-label="Edit profile"
        onSubmit={form.handleSubmit(async (values) => {
          await onSubmit(values);
        })}
      >
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {success ? <Alert tone="success">{success}</Alert> : null}
        <StyledFormGrid>
          <FormField
            control={form.control}
            name="first_name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>First name</FormLabel>
                <FormControl>
                  <Input autoComplete="given-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="last_name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Last name</FormLabel>
                <FormControl>
                  <Input autoComplete="family-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="phone"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Phone number</FormLabel>
                <FormControl>
                  <Input type="tel" autoComplete="tel" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormItem>
            <StyledLabel htmlFor={emailId}>Email</StyledLabel>
            <Input id={emailId} type="email" value={defaultValues.email} readOnly />
          </StyledFormItem>
          <FormField
            control={form.control}
            name="gender"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Gender</FormLabel>
                <FormControl>
                  <SelectInput
                    placeholder="Not specified"
                    options={[
                      { value: 'male', label: 'Male' },
                      { value: 'female', label: 'Female' },
                    ]}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </StyledFormGrid>
        <FormField
          control={form.control}
          name="image"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Photo</FormLabel>
              <StyledProfilePhoto>
                <Avatar name={fullName} photoUrl={previewUrl ?? photoUrl} size={72} />
                <FormControl>
                  <FileUploadField
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    types={IMAGE_TYPES}
                    preview={false}
                    removeLabel="Remove photo"
                    onBlur={field.onBlur}
                    onChange={(file) => {
                      field.onChange(file);
                      void form.trigger('image');
                    }}
                  />
                </FormControl>
              </StyledProfilePhoto>
              <FormDescription>JPEG, PNG or WebP, at most 500kB.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="address"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Residential address</FormLabel>
              <FormControl>
                <StyledAddressInput rows={3} autoComplete="street-address" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <StyledProfileActions>
          <Button type="submit" loading={busy}>
            Update Data
          </Button>
        </StyledProfileActions>
      </StyledProfileForm>
    </Form>
  );
}
