import { forwardRef, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import * as z from 'zod/mini';
import { Button } from '../Button/Button';
import {
  StyledUpload,
  StyledUploadChosen,
  StyledUploadInput,
  StyledUploadThumb,
} from './FileUploadField.styles';

/** Upload limit of every photo, picture and receipt (docs/security.md#uploads): 500 kB. */
export const MAX_UPLOAD_BYTES = 500 * 1024;
export const UPLOAD_SIZE_MESSAGE = 'Image size should not exceed 500kB';
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RECEIPT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export const IMAGE_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP image';
export const RECEIPT_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP image or a PDF';

/** The message for a file that breaks the rules, or null when it is fine. */
export function checkUpload(
  file: File,
  types: readonly string[] = IMAGE_TYPES,
  typeMessage = IMAGE_TYPE_MESSAGE,
): string | null {
  if (types.length > 0 && !types.includes(file.type)) return typeMessage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * zod rule for a file field holding `File | null`: required (with `requiredMessage`) or
 * optional, then type and the 500 kB limit.
 */
export function uploadRule({
  requiredMessage,
  types = IMAGE_TYPES,
  typeMessage = IMAGE_TYPE_MESSAGE,
}: { requiredMessage?: string; types?: readonly string[]; typeMessage?: string } = {}) {
  return z
    .custom<File | null>((value) => value === null || value === undefined || isFile(value))
    .check(
      z.superRefine((value, ctx) => {
        if (!isFile(value)) {
          if (requiredMessage) ctx.addIssue({ code: 'custom', message: requiredMessage });
          return;
        }
        const problem = checkUpload(value, types, typeMessage);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    );
}

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} kB`;

export interface FileUploadFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'accept'
> {
  /** The chosen file (controlled); null when none. */
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  /** Accepted MIME types (also the `accept` attribute). */
  types?: readonly string[];
  /** Show a small thumbnail of a chosen image. */
  preview?: boolean;
  /** Accessible name of the remove button, e.g. "Remove receipt". */
  removeLabel?: string;
}

/**
 * A native file input (inside FormControl, which supplies id and aria attributes) with the chosen
 * file's name, size, an optional thumbnail and a remove button. It only reports the file; the
 * form's zod rule (`uploadRule`) checks type and size.
 */
export const FileUploadField = forwardRef<HTMLInputElement, FileUploadFieldProps>(function FileUploadField(
  { value, onChange, types = IMAGE_TYPES, preview = true, removeLabel = 'Remove file', disabled, ...rest },
  ref,
) {
  const innerRef = useRef<HTMLInputElement | null>(null);
  const [thumb, setThumb] = useState<string | null>(null);
  const file = isFile(value) ? value : null;

  useEffect(() => {
    if (!file || !preview || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setThumb(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setThumb(url);
    return () => URL.revokeObjectURL(url);
  }, [file, preview]);

  useEffect(() => {
    // A reset form (value null) also clears the native input.
    if (!file && innerRef.current) innerRef.current.value = '';
  }, [file]);

  return (
    <StyledUpload>
      <StyledUploadInput
        ref={(node) => {
          innerRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        type="file"
        accept={types.join(',')}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        {...rest}
      />
      {file ? (
        <StyledUploadChosen data-testid="upload-chosen">
          {thumb ? <StyledUploadThumb src={thumb} alt="" /> : null}
          <span>
            {file.name} ({formatSize(file.size)})
          </span>
          <Button variant="link" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        </StyledUploadChosen>
      ) : null}
    </StyledUpload>
  );
});
