/** The back office's product-claim texts (the member's are in orders.messages.ts). */
export const PCM = {
  all: 'Product claims',
  approved: 'Product approved successfully',
  declined: 'Product declined successfully',
  notFound: 'Product claim not found.',
  notProcessing: (status: string) =>
    `This claim is already ${status}; only a processing claim can be decided.`,
} as const;
