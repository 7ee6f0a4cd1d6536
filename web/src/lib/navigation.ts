/** The navigation entries each role sees (who may open which area is ./access). */
import type { IconName } from '@/components/Icon';
import { canAccess, type Area } from '@/lib/access';
import type { Currency } from '@/lib/format';
import type { Role, UserDetail } from '@/lib/types';

export interface NavItem {
  to: string;
  /** key under `nav.` */
  label: string;
  icon: IconName;
  area: Area;
  /** Active on this path only, not on the paths below it (the score ranking, not its hall of fame). */
  end?: boolean;
  /** Shown only while this company switch of the user's `control` is on (a store program HQ offers). */
  control?: string;
  /** Shown only to a company trading in this currency (the Malaysian tax documents: ringgit). */
  currency?: Currency;
}

const HQ_NAV: readonly NavItem[] = [
  { to: '/', label: 'dashboard', icon: 'home', area: 'dashboard' },
  { to: '/products', label: 'products', icon: 'box', area: 'products' },
  { to: '/inventory', label: 'inventory', icon: 'stack', area: 'inventory' },
  { to: '/courier', label: 'courier', icon: 'truck', area: 'courier' },
  { to: '/agent-database', label: 'agents', icon: 'users', area: 'agents' },
  { to: '/go-affiliate/account', label: 'storePrograms', icon: 'store', area: 'stores' },
  { to: '/manage-orders', label: 'orders', icon: 'cart', area: 'orders' },
  { to: '/commission-payout', label: 'commission', icon: 'coins', area: 'commission' },
  { to: '/newsfeed', label: 'marketing', icon: 'megaphone', area: 'newsfeed' },
  { to: '/files', label: 'files', icon: 'folder', area: 'files' },
  { to: '/campaign', label: 'campaigns', icon: 'flag', area: 'campaigns' },
  { to: '/voucher', label: 'vouchers', icon: 'ticket', area: 'vouchers' },
  { to: '/reporting', label: 'reports', icon: 'chart', area: 'reports' },
  { to: '/analytics', label: 'analytics', icon: 'trend', area: 'reports' },
  { to: '/settlement-report', label: 'settlement', icon: 'coins', area: 'reports' },
  { to: '/hqCP58', label: 'cp58', icon: 'ticket', area: 'reports', currency: 'MYR' },
  { to: '/e-invoicing', label: 'eInvoicing', icon: 'card', area: 'reports', currency: 'MYR' },
  { to: '/score-ranking', label: 'scoreRanking', icon: 'trophy', area: 'rankings', end: true },
  { to: '/gameplan', label: 'gameplan', icon: 'target', area: 'rankings' },
  { to: '/score-ranking/hall-of-fame', label: 'hallOfFame', icon: 'star', area: 'hall_of_fame' },
  { to: '/company', label: 'company', icon: 'building', area: 'company' },
  { to: '/integration', label: 'integrations', icon: 'plug', area: 'integrations' },
  { to: '/plan-rewards', label: 'plan', icon: 'star', area: 'subscription' },
  { to: '/subscription', label: 'subscription', icon: 'card', area: 'subscription' },
];

const AGENT_NAV: readonly NavItem[] = [
  { to: '/', label: 'dashboard', icon: 'home', area: 'dashboard' },
  { to: '/my-shop', label: 'myShop', icon: 'store', area: 'shop' },
  { to: '/manage-orders', label: 'myOrders', icon: 'cart', area: 'orders' },
  { to: '/agent-family-tree', label: 'myTeam', icon: 'tree', area: 'team' },
  { to: '/commission', label: 'commission', icon: 'coins', area: 'commission' },
  { to: '/cp58', label: 'cp58', icon: 'ticket', area: 'commission', currency: 'MYR' },
  { to: '/score-ranking', label: 'scoreRanking', icon: 'trophy', area: 'rankings', end: true },
  { to: '/gameplan', label: 'gameplan', icon: 'target', area: 'rankings' },
  { to: '/point-rewards', label: 'rewards', icon: 'gift', area: 'rewards' },
  // "My stores": one entry per store program, shown only while the company offers it (see navigationFor).
  { to: '/go-affiliate/account', label: 'goAffiliate', icon: 'megaphone', area: 'stores', control: 'go_affiliate_status' },
  { to: '/ejen-store/account', label: 'ejenStore', icon: 'store', area: 'stores', control: 'ejen_store_status' },
  { to: '/e-koop/account', label: 'eKoop', icon: 'building', area: 'stores', control: 'e_koop_status' },
  { to: '/files', label: 'files', icon: 'folder', area: 'files' },
  { to: '/faqs', label: 'faq', icon: 'help', area: 'common' },
  { to: '/helpline', label: 'helpline', icon: 'phone', area: 'common' },
  { to: '/profile', label: 'profile', icon: 'user', area: 'profile' },
];

/**
 * The entries the user sees. `currency` is the company's (by default the one of the user's company): an
 * entry for one currency shows only to companies trading in it, and not while it is unknown.
 */
export function navigationFor(
  user: Pick<UserDetail, 'role' | 'permissions'> & { control?: UserDetail['control']; company?: Pick<NonNullable<UserDetail['company']>, 'currency'> | null },
  currency: string | null | undefined = user.company?.currency,
): NavItem[] {
  const role: Role = user.role;
  const forCurrency = (item: NavItem) => !item.currency || item.currency === currency;
  if (role === 'agent') return AGENT_NAV.filter((item) => (!item.control || user.control?.[item.control] === true) && forCurrency(item));
  const items = HQ_NAV.filter((item) => canAccess(user, item.area) && forCurrency(item));
  // The hall of fame is part of Reports for HQ; staff with only that permission get it as its own entry.
  return role === 'hq' ? items.filter((i) => i.area !== 'hall_of_fame') : items;
}
