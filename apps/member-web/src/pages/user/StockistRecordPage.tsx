import { PlaceholderPage } from '@kola/app-shell';

/** /user/stockistrecord: the stockist record (02). */
export function StockistRecordPage() {
  return (
    <PlaceholderPage
      title="Stockist Record"
      comingSoon="Your processed orders, stock in hand, purchases and monthly rebate earnings."
    />
  );
}
