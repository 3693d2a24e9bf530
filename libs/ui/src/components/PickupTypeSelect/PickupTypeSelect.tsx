import { Select } from '../Select/Select';

/** Member pick-ups (docs/pickups-and-stockists.md#pickup-types). */
export type MemberPickupType = 'upgrade_pickup' | 'registration_pickup' | 'repurchase_pickup';
/** Stockist stock purchases (docs/pickups-and-stockists.md#pickup-types). */
export type StockistPickupType = 'upgrade_pickup' | 'registration_pickup' | 're-stock';
export type PickupType = MemberPickupType | StockistPickupType;
/** Who is ordering: a member at a stockist, or a stockist buying stock. */
export type PickupMode = 'member' | 'stockist';

export const PICKUP_TYPE_LABELS: Record<PickupType, string> = {
  registration_pickup: 'Registration pickup',
  upgrade_pickup: 'Upgrade pickup',
  repurchase_pickup: 'Repurchase pickup',
  're-stock': 'Re-stock',
};

export const PICKUP_TYPES: Record<PickupMode, readonly PickupType[]> = {
  member: ['upgrade_pickup', 'registration_pickup', 'repurchase_pickup'],
  stockist: ['upgrade_pickup', 'registration_pickup', 're-stock'],
};

/** "Registration pickup" for registration_pickup; an unknown value is shown with spaces. */
export function pickupTypeLabel(value: string): string {
  return PICKUP_TYPE_LABELS[value as PickupType] ?? value.replace(/[_-]+/g, ' ');
}

export interface PickupTypeSelectProps {
  mode?: PickupMode;
  /** '' is "none" (no pick-up type chosen). */
  value: PickupType | '';
  onChange: (value: PickupType | '') => void;
  label?: string;
  disabled?: boolean;
  error?: string | undefined;
  hint?: string;
}

/** The pick-up type select: none plus the three types of the member or the stockist screen. */
export function PickupTypeSelect({
  mode = 'member',
  value,
  onChange,
  label = 'Pick-up type',
  disabled = false,
  error,
  hint,
}: PickupTypeSelectProps) {
  return (
    <Select
      label={label}
      value={value}
      placeholder="None"
      disabled={disabled}
      error={error}
      hint={hint}
      options={PICKUP_TYPES[mode].map((type) => ({ value: type, label: PICKUP_TYPE_LABELS[type] }))}
      onChange={(event) => onChange(event.target.value as PickupType | '')}
    />
  );
}
