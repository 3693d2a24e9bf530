export {
  HIGHEST_STOCKIST_PACKAGE_TEXT,
  RECEIPT_REQUIRED_MESSAGE,
  StockistUpgradeForm,
  stockistUpgradePrice,
  stockistUpgradeSchema,
} from './StockistUpgradeForm';
export type {
  StockistUpgradeFormProps,
  StockistUpgradePackage,
  StockistUpgradeQuote,
  StockistUpgradeValues,
} from './StockistUpgradeForm';
