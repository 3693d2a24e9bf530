import { PlaceholderPage } from '@kola/app-shell';

/** /user/stockistrecord: the stockist record (docs/screens/stockist.md#stockist-record). */
export function StockistRecordPage() {
  return (
    <PlaceholderPage
      title="Stockist Record"
      comingSoon="Your processed orders, stock in hand, purchases and monthly rebate earnings."
    />
  );
}
