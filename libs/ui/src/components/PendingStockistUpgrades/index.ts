export { NO_PENDING_UPGRADES_TEXT, PendingStockistUpgrades } from './PendingStockistUpgrades';
export type { PendingStockistUpgradesProps, StockistUpgradeRequest } from './PendingStockistUpgrades';
