// Public exports of the tablesAndNetwork pieces (explicit named re-exports; owned by one work stream).
export {};
