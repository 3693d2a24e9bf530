import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../form/Form';
import { StyledFormActions, StyledFormStack } from '../../form/Form.styles';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import {
  FileUploadField,
  RECEIPT_TYPE_MESSAGE,
  RECEIPT_TYPES,
  uploadRule,
} from '../FileUploadField/FileUploadField';
import { StyledRestockReceipt } from './RestockReceiptForm.styles';

export const RESTOCK_RECEIPT_REQUIRED = 'Payment receipt is required';

const schema = z.object({
  payment_receipt: uploadRule({
    requiredMessage: RESTOCK_RECEIPT_REQUIRED,
    types: RECEIPT_TYPES,
    typeMessage: RECEIPT_TYPE_MESSAGE,
  }),
});
type Fields = z.infer<typeof schema>;

export interface RestockReceiptFormProps {
  /** The cart total to transfer, in naira. */
  amount: number;
  /** Sends the re-stock with the receipt (docs/screens/stockist.md#stock-purchase). */
  onSubmit: (receipt: File) => Promise<unknown> | void;
  submitting?: boolean;
  disabled?: boolean;
  error?: string | null;
}

/**
 * A re-stock paid by bank transfer: the amount to pay into a company account and the receipt (image or PDF,
 * at most 500kB), sent with the cart.
 */
export function RestockReceiptForm({
  amount,
  onSubmit,
  submitting = false,
  disabled = false,
  error,
}: RestockReceiptFormProps) {
  const form = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { payment_receipt: null } });
  const busy = submitting || form.formState.isSubmitting;
  return (
    <StyledRestockReceipt>
      <Form {...form}>
        <StyledFormStack
          noValidate
          aria-label="Pay by bank transfer"
          onSubmit={form.handleSubmit(async (values) => {
            await onSubmit(values.payment_receipt as File);
          })}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <FormField
            control={form.control}
            name="payment_receipt"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Transfer receipt</FormLabel>
                <FormDescription>
                  Pay {formatNaira(amount)} into a company account, then upload the receipt (image or PDF, at
                  most 500kB).
                </FormDescription>
                <FormControl>
                  <FileUploadField
                    types={RECEIPT_TYPES}
                    removeLabel="Remove receipt"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    disabled={disabled || busy}
                    onChange={(file) => {
                      field.onChange(file);
                      if (file) void form.trigger('payment_receipt');
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormActions>
            <Button type="submit" variant="secondary" loading={busy} disabled={disabled}>
              Submit with receipt
            </Button>
          </StyledFormActions>
        </StyledFormStack>
      </Form>
    </StyledRestockReceipt>
  );
}
