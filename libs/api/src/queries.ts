// More SWR reads, one per screen need, built on useApiQuery. Keep keys ['api', path, ...args].
export {};
