import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { asNumber, atMostChars, contractForm } from '../../form/contract';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../form/Form';
import { StyledFormStack } from '../../form/Form.styles';
import { requiredText } from '../../form/rules';
import { applyServerErrors, serverErrorOf } from '../../form/serverErrors';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FileUploadField, IMAGE_TYPES, uploadRule } from '../FileUploadField/FileUploadField';
import { ProductImage } from '../ProductImage/ProductImage';
import { checkNumber, numberText } from '../SettingCard/SettingCardRules';
import { Spinner } from '../Spinner/Spinner';
import { Input } from '../TextField/TextField';
import { StyledSwitchInput, StyledSwitchLabel } from '../TwoFactorToggle/TwoFactorToggle.styles';
import {
  StyledProductActions,
  StyledProductCurrent,
  StyledProductDescription,
  StyledProductFields,
  StyledProductPicture,
} from './ProductForm.styles';

/** A product as the back office lists it (docs/screens/back-office.md#records). */
export interface AdminProduct {
  id: number;
  name: string;
  description: string | null;
  /** Storage path of the image; null shows the fallback image. */
  image: string | null;
  /** The price in naira. */
  worth: number;
  points: number;
  is_active: boolean;
  in_stock?: boolean;
  stock_qty?: number;
}

/** The multipart fields of POST /products/create and /products/{id}/update. */
export interface ProductValues {
  name: string;
  worth: number;
  description: string;
  points: number;
  /** Left out when no image was chosen (the current image stays). */
  image?: File;
}

export const productSchema = contractForm(
  'ProductForm',
  contract.zCreateProductBody,
  z.object({
    name: requiredText('Product name is required'),
    worth: z.string().check(
      z.superRefine((raw, ctx) => {
        if (raw.trim() === '') {
          ctx.addIssue({ code: 'custom', message: 'Price is required' });
          return;
        }
        const problem = checkNumber(raw, { decimals: 2, max: 100000000 });
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        else if (Number(raw) <= 0) ctx.addIssue({ code: 'custom', message: 'Price must be more than 0' });
      }),
    ),
    points: numberText({ min: 0, optional: true }),
    description: z.string(),
    image: uploadRule(),
  }),
  {
    messages: { name: atMostChars('Product name'), description: atMostChars('Description') },
    files: ['image'],
    toBody: { worth: asNumber, points: asNumber },
  },
);

type ProductFields = z.infer<typeof productSchema>;

export const PRODUCT_ENABLED = 'Enabled';
export const PRODUCT_DISABLED = 'Disabled';

export interface ProductFormProps {
  /** The product to edit; null or undefined for the Add Product form. */
  product?: AdminProduct | null;
  onSubmit: (values: ProductValues, product: AdminProduct | null) => Promise<unknown> | void;
  /** Edit mode: shows the Enabled/Disabled switch, which saves at once (PUT /products/{id}/toggle-status). */
  onToggleActive?: (isActive: boolean, product: AdminProduct) => Promise<unknown> | void;
  /** Shows a Cancel button (e.g. in a modal). */
  onCancel?: () => void;
  /** Builds the image URL from the stored path. */
  imageUrl?: (path: string) => string;
  submitting?: boolean;
  toggling?: boolean;
  error?: string | null | undefined;
}

const EMPTY: ProductFields = { name: '', worth: '', points: '', description: '', image: null };

/**
 * Add Product and Edit Product (docs/screens/back-office.md#registration-products): name and price required,
 * points, description and an image (at most 500kB). In edit mode a switch enables or disables the product.
 * The Add form empties itself after a successful save.
 */
export function ProductForm({
  product = null,
  onSubmit,
  onToggleActive,
  onCancel,
  imageUrl,
  submitting = false,
  toggling = false,
  error,
}: ProductFormProps) {
  const form = useForm<ProductFields>({
    resolver: zodResolver(productSchema),
    defaultValues: product
      ? {
          name: product.name,
          worth: String(product.worth),
          points: String(product.points ?? ''),
          description: product.description ?? '',
          image: null,
        }
      : EMPTY,
  });
  const [pendingToggle, setPendingToggle] = useState(false);
  const busy = submitting || form.formState.isSubmitting;
  // The page's message, or the last refused save's (applyServerErrors).
  const shownError = error ?? serverErrorOf(form.formState.errors);
  const switchBusy = toggling || pendingToggle;

  return (
    <Form {...form}>
      <StyledFormStack
        noValidate
        aria-label={product ? `Edit ${product.name}` : 'Add Product'}
        onSubmit={form.handleSubmit(async (fields) => {
          const values: ProductValues = {
            name: fields.name.trim(),
            worth: Number(fields.worth),
            description: fields.description.trim(),
            points: fields.points.trim() === '' ? 0 : Number(fields.points),
            ...(fields.image ? { image: fields.image } : {}),
          };
          try {
            await onSubmit(values, product);
          } catch (err) {
            // A 422's messages go on their fields; the page's message shows above them.
            applyServerErrors(form, err);
            return;
          }
          if (!product) form.reset(EMPTY);
        })}
      >
        {shownError ? <Alert tone="danger">{shownError}</Alert> : null}
        {product ? (
          <StyledProductCurrent>
            <StyledProductPicture>
              <ProductImage
                name={product.name}
                src={product.image ? (imageUrl ? imageUrl(product.image) : product.image) : null}
                size={56}
              />
              Current image
            </StyledProductPicture>
            {onToggleActive ? (
              <StyledSwitchLabel data-disabled={switchBusy ? 'true' : undefined}>
                <StyledSwitchInput
                  type="checkbox"
                  role="switch"
                  checked={product.is_active}
                  aria-checked={product.is_active}
                  aria-busy={switchBusy || undefined}
                  disabled={switchBusy}
                  onChange={async (event) => {
                    setPendingToggle(true);
                    try {
                      await onToggleActive(event.target.checked, product);
                    } catch {
                      // The page reports it; the switch keeps the saved state.
                    } finally {
                      setPendingToggle(false);
                    }
                  }}
                />
                {product.is_active ? PRODUCT_ENABLED : PRODUCT_DISABLED}
                {switchBusy ? <Spinner size="sm" label="Saving" /> : null}
              </StyledSwitchLabel>
            ) : null}
          </StyledProductCurrent>
        ) : null}
        <StyledProductFields>
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Product name</FormLabel>
                <FormControl>
                  <Input autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="worth"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Price (₦)</FormLabel>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="points"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Points (PV)</FormLabel>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" {...field} />
                </FormControl>
                <FormDescription>Empty means 0.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="image"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{product ? 'New image (optional)' : 'Image (optional)'}</FormLabel>
                <FormControl>
                  <FileUploadField
                    types={IMAGE_TYPES}
                    removeLabel="Remove image"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(file) => {
                      field.onChange(file);
                      if (file) void form.trigger('image');
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </StyledProductFields>
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <StyledProductDescription rows={3} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <StyledProductActions>
          {onCancel ? (
            <Button variant="secondary" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {product ? 'Save changes' : 'Add Product'}
          </Button>
        </StyledProductActions>
      </StyledFormStack>
    </Form>
  );
}
