// PickupTypeSelect is composed from Select and has no styles of its own.
export {};
