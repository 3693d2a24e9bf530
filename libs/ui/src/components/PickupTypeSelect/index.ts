export { PICKUP_TYPE_LABELS, PICKUP_TYPES, PickupTypeSelect, pickupTypeLabel } from './PickupTypeSelect';
export type {
  MemberPickupType,
  PickupMode,
  PickupType,
  PickupTypeSelectProps,
  StockistPickupType,
} from './PickupTypeSelect';
