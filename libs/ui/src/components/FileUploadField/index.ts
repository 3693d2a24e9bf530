export {
  checkUpload,
  FileUploadField,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  RECEIPT_TYPE_MESSAGE,
  RECEIPT_TYPES,
  UPLOAD_SIZE_MESSAGE,
  uploadRule,
} from './FileUploadField';
export type { FileUploadFieldProps } from './FileUploadField';
