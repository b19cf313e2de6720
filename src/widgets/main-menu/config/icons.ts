import { Gift, Headset, House, LayoutGrid, Mail, ShieldCheck, Stethoscope, UserRound, Wallet, type LucideIcon } from 'lucide-react';

/**
 * One icon per menu group of the content host's menu (and the overview
 * entry), by the entry's name; a group the portal does not know yet gets
 * the neutral one. Decorative: the group's name is its label.
 */
export const MENU_ICONS: Partial<Record<string, LucideIcon>> = {
  home: House,
  'mijn-verzekering': ShieldCheck,
  zorgkosten: Stethoscope,
  rekeningen: Wallet,
  berichten: Mail,
  'mijn-gegevens': UserRound,
  contact: Headset,
  ledenvoordeel: Gift,
};

export const FALLBACK_MENU_ICON: LucideIcon = LayoutGrid;
