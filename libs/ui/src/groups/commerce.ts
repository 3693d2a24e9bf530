// Public exports of the commerce pieces (explicit named re-exports; owned by one work stream).
export {};
