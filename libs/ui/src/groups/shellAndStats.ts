// Public exports of the shellAndStats pieces (explicit named re-exports; owned by one work stream).
export {};
