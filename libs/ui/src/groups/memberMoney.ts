// Public exports of the memberMoney pieces (explicit named re-exports; owned by one work stream).
export {};
