import { createContext } from 'react';

/**
 * The element a DialogFrame renders its dialogs into (null outside a frame): Dialog reads it to
 * portal there, non-modal, instead of over the whole page.
 */
export const DialogFrameContext = createContext<HTMLElement | null>(null);
