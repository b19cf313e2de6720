import type { TileType } from '@portal/domain';
import {
  Activity,
  BadgeCheck,
  CalendarCheck,
  FileCheck,
  HandCoins,
  IdCard,
  Info,
  Mail,
  MapPin,
  PiggyBank,
  Receipt,
  ShieldCheck,
  ThumbsUp,
  Umbrella,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** One icon per tile type (spec 01 §2 "Tile types"); decorative, the tile's heading names it. */
export const TILE_ICONS: Record<TileType, LucideIcon> = {
  'own-risk': PiggyBank,
  messages: Mail,
  'open-invoices': Receipt,
  'good-news': ThumbsUp,
  'payment-arrangement': HandCoins,
  ehic: IdCard,
  declaration: FileCheck,
  'insurance-right': BadgeCheck,
  'tile-info-title': Info,
  'arrange-immediately': Zap,
  'tile-info-title-and-paragraph': Info,
  'request-policy': CalendarCheck,
  'your-insurance': ShieldCheck,
  'fysio-self-check': Activity,
  'damage-insurance': Umbrella,
  'healthcare-contracts': MapPin,
};
