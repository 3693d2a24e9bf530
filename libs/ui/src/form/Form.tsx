/**
 * shadcn/ui's form.tsx on react-hook-form: one wiring for every form in @kola/ui.
 *
 *   <Form {...form}>
 *     <form onSubmit={form.handleSubmit(onSubmit)}>
 *       <FormField control={form.control} name="username" render={({ field }) => (
 *         <FormItem>
 *           <FormLabel>Username</FormLabel>
 *           <FormControl><Input {...field} /></FormControl>
 *           <FormMessage />
 *         </FormItem>
 *       )} />
 */
import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type HTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { StyledError, StyledLabel } from '../components/TextField/TextField.styles';
import { StyledFormDescription, StyledFormItem } from './Form.styles';

/** The react-hook-form provider: `<Form {...form}>`. */
export const Form = FormProvider;

interface FormFieldContextValue {
  name: string;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

export type FormFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = ControllerProps<TFieldValues, TName, TTransformedValues>;

/** A react-hook-form Controller that also tells FormItem's parts which field they belong to. */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
}

const FormItemContext = createContext<FormItemContextValue | null>(null);

/** Ids and error state of the surrounding FormField/FormItem. */
export function useFormField() {
  const fieldContext = useContext(FormFieldContext);
  const itemContext = useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  if (!fieldContext) {
    throw new Error('useFormField should be used within <FormField>');
  }
  if (!itemContext) {
    throw new Error('useFormField should be used within <FormItem>');
  }
  const formState = useFormState({ name: fieldContext.name });
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id, hasDescription, setHasDescription } = itemContext;
  return {
    id,
    hasDescription,
    setHasDescription,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  };
}

export type FormItemProps = HTMLAttributes<HTMLDivElement>;

export const FormItem = forwardRef<HTMLDivElement, FormItemProps>(function FormItem(props, ref) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <FormItemContext.Provider value={{ id, hasDescription, setHasDescription }}>
      <StyledFormItem ref={ref} {...props} />
    </FormItemContext.Provider>
  );
});

export type FormLabelProps = LabelHTMLAttributes<HTMLLabelElement>;

export const FormLabel = forwardRef<HTMLLabelElement, FormLabelProps>(function FormLabel(props, ref) {
  const { error, formItemId } = useFormField();
  return <StyledLabel ref={ref} htmlFor={formItemId} data-error={error ? 'true' : undefined} {...props} />;
});

export type FormControlProps = ComponentPropsWithoutRef<typeof Slot>;

/** Slot that gives its child the id, aria-describedby and aria-invalid of the field. */
export const FormControl = forwardRef<ElementRef<typeof Slot>, FormControlProps>(
  function FormControl(props, ref) {
    const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
    const describedBy = [hasDescription ? formDescriptionId : null, error ? formMessageId : null]
      .filter(Boolean)
      .join(' ');
    return (
      <Slot
        ref={ref}
        id={formItemId}
        aria-describedby={describedBy || undefined}
        aria-invalid={!!error}
        {...props}
      />
    );
  },
);

export type FormDescriptionProps = HTMLAttributes<HTMLParagraphElement>;

export const FormDescription = forwardRef<HTMLParagraphElement, FormDescriptionProps>(
  function FormDescription(props, ref) {
    const { formDescriptionId, setHasDescription } = useFormField();
    useLayoutEffect(() => {
      setHasDescription(true);
      return () => setHasDescription(false);
    }, [setHasDescription]);
    return <StyledFormDescription ref={ref} id={formDescriptionId} {...props} />;
  },
);

export interface FormMessageProps extends HTMLAttributes<HTMLParagraphElement> {
  children?: ReactNode;
}

/** The field's validation message (or children when there is none). */
export const FormMessage = forwardRef<HTMLParagraphElement, FormMessageProps>(function FormMessage(
  { children, ...props },
  ref,
) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) {
    return null;
  }
  return (
    <StyledError ref={ref} id={formMessageId} {...props}>
      {body}
    </StyledError>
  );
});
