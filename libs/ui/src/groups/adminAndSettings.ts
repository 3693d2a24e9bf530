// Public exports of the adminAndSettings pieces (explicit named re-exports; owned by one work stream).
export {};
