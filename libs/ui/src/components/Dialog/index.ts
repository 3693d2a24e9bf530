export { Dialog, DialogClose } from './Dialog';
export type { DialogProps } from './Dialog';
export { DialogFrame } from './DialogFrame';
export type { DialogFrameProps } from './DialogFrame';
