// ConfirmDialog is composed from Dialog and Button and has no styles of its own.
export {};
