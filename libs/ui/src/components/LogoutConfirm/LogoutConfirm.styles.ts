// LogoutConfirm is composed from ConfirmDialog and Button and has no styles of its own.
export {};
