import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormActions, StyledFormStack } from '../../form/Form.styles';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';
import { PasswordInput } from '../PasswordField/PasswordField';
import { StyledCode, StyledCodeBox, StyledCodeLabel, StyledCodeNote } from './OrderCodeModal.styles';

export const NO_ORDER_CODE_MESSAGE = 'You cannot proceed without a valid order code';

export const orderCodePasswordSchema = contractForm(
  'OrderCodeModal',
  contract.zRevealOrderCodeBody,
  z.object({ password: z.string().check(z.minLength(1, 'Password is required')) }),
);
export type OrderCodePasswordValues = z.infer<typeof orderCodePasswordSchema>;

/** "#01234": order numbers are shown with the prefix #0 (docs/screens/stockist.md#stockist-record). */
export const orderNumber = (id: number | string) => `#0${id}`;

export interface OrderCodeModalProps {
  orderId: number | string;
  /**
   * Asks the server for the code with the member's password (POST /purchases/order-code) and
   * resolves to the code. A rejection's message is shown; an empty answer shows
   * "You cannot proceed without a valid order code".
   */
  onReveal: (password: string) => Promise<string | null | undefined> | string | null | undefined;
  /** A message to show above the form (e.g. the server's answer). */
  error?: string | null;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Element that opens the modal, e.g. a "View code" button. */
  trigger?: ReactNode;
}

function OrderCodeContent({
  orderId,
  onReveal,
  error,
}: Pick<OrderCodeModalProps, 'orderId' | 'onReveal' | 'error'>) {
  const labelId = useId();
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<OrderCodePasswordValues>({
    resolver: zodResolver(orderCodePasswordSchema),
    defaultValues: { password: '' },
  });

  if (code) {
    return (
      <StyledFormStack as="div">
        <StyledCodeBox>
          <StyledCodeLabel id={labelId}>Order code of {orderNumber(orderId)}</StyledCodeLabel>
          <StyledCode aria-labelledby={labelId}>{code}</StyledCode>
        </StyledCodeBox>
        <StyledCodeNote>
          Show this code to the stockist to collect your products. It works once.
        </StyledCodeNote>
        <StyledFormActions>
          <span />
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </StyledFormActions>
      </StyledFormStack>
    );
  }

  return (
    <Form {...form}>
      <StyledFormStack
        noValidate
        aria-label="Reveal order code"
        onSubmit={form.handleSubmit(async ({ password }) => {
          setProblem(null);
          try {
            const answer = await onReveal(password);
            if (typeof answer === 'string' && answer.trim()) setCode(answer.trim());
            else setProblem(NO_ORDER_CODE_MESSAGE);
          } catch (caught) {
            setProblem(caught instanceof Error && caught.message ? caught.message : 'An error occurred');
          }
        })}
      >
        {error || problem ? <Alert tone="danger">{problem ?? error}</Alert> : null}
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <StyledFormActions>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Show order code
          </Button>
        </StyledFormActions>
      </StyledFormStack>
    </Form>
  );
}

/** Reveals an order's pickup code after the member re-enters the password; closing forgets the code. */
export function OrderCodeModal({
  orderId,
  onReveal,
  error,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
}: OrderCodeModalProps) {
  return (
    <Dialog
      title="Order code"
      description={`Enter your password to see the order code of order ${orderNumber(orderId)}.`}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      trigger={trigger}
    >
      <OrderCodeContent orderId={orderId} onReveal={onReveal} error={error ?? null} />
    </Dialog>
  );
}
