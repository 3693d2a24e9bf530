export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export {
  StatIconBox,
  StatIconGlobe,
  StatIconMoney,
  StatIconPoints,
  StatIconUsers,
  StatIconWallet,
} from './StatCardIcons';
