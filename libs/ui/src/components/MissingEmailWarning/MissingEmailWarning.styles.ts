// MissingEmailWarning is an Alert (tone warning) and has no styles of its own.
export {};
