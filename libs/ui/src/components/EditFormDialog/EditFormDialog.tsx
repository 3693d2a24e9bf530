import { createContext, useContext, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '../../form/Form';
import { applyServerErrors, serverErrorOf } from '../../form/serverErrors';
import { FormDialog, FormDialogBody, submitThenClose } from '../FormDialog/FormDialog';

interface EditFormDialogContextValue {
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  error: string | null | undefined;
}

const EditFormDialogContext = createContext<EditFormDialogContextValue | null>(null);

export interface EditFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the dialog edits, for its title: "Edit {noun}", or "Add {noun}" when creating. */
  noun: string;
  /** The record being edited (its name describes the dialog); null to create one. */
  record: { name: string } | null;
  /** The description when creating. */
  createDescription: string;
  /** The page is saving: the form is busy and the dialog cannot be closed. */
  submitting?: boolean;
  /** The page's last failure, shown above the fields. */
  error?: string | null | undefined;
  /** The form, mounted only while open: a component that calls useForm and renders EditFormDialogBody. */
  children: ReactNode;
}

/**
 * The admin "Edit X" / "Add X" modal: a FormDialog whose EditFormDialogBody picks up the
 * dialog's close, busy and error state, so the form component only handles its fields.
 */
export function EditFormDialog({
  open,
  onOpenChange,
  noun,
  record,
  createDescription,
  submitting = false,
  error,
  children,
}: EditFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={submitting}
      title={record ? `Edit ${noun}` : `Add ${noun}`}
      description={record ? record.name : createDescription}
    >
      <EditFormDialogContext.Provider value={{ onOpenChange, submitting, error }}>
        {children}
      </EditFormDialogContext.Provider>
    </FormDialog>
  );
}

export interface EditFormDialogBodyProps<TFieldValues extends FieldValues> {
  form: UseFormReturn<TFieldValues>;
  submitLabel: string;
  /**
   * Gets the valid fields; the dialog closes when it resolves and stays open when it rejects (a
   * rejection carrying a 422's `fieldErrors` puts each message on its field).
   */
  onValid: (fields: TFieldValues) => Promise<unknown> | void;
  children: ReactNode;
}

/** The form of an EditFormDialog: the fields, Cancel (closes) and submit (validates, sends, closes). */
export function EditFormDialogBody<TFieldValues extends FieldValues>({
  form,
  submitLabel,
  onValid,
  children,
}: EditFormDialogBodyProps<TFieldValues>) {
  const dialog = useContext(EditFormDialogContext);
  if (!dialog) {
    throw new Error('EditFormDialogBody should be used within <EditFormDialog>');
  }
  const { onOpenChange, submitting, error } = dialog;
  const close = () => onOpenChange(false);
  return (
    <Form {...form}>
      <FormDialogBody
        busy={submitting || form.formState.isSubmitting}
        error={error ?? serverErrorOf(form.formState.errors)}
        submitLabel={submitLabel}
        onCancel={close}
        onSubmit={form.handleSubmit((fields) =>
          submitThenClose(async () => {
            try {
              await onValid(fields);
            } catch (err) {
              applyServerErrors(form, err);
              throw err;
            }
          }, close),
        )}
      >
        {children}
      </FormDialogBody>
    </Form>
  );
}
