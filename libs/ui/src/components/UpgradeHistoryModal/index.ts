export { NO_UPGRADE_HISTORY_TEXT, UpgradeHistoryModal } from './UpgradeHistoryModal';
export type { UpgradeHistoryEntry, UpgradeHistoryModalProps } from './UpgradeHistoryModal';
