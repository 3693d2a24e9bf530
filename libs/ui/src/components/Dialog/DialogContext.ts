import { createContext } from 'react';

/** Closes the surrounding Dialog (null outside one); DialogBody provides it, DialogClose calls it. */
export const DialogCloseContext = createContext<(() => void) | null>(null);
