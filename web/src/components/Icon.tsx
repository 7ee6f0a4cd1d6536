/** The icons of the navigation entries. */
export type IconName =
  | 'home' | 'box' | 'stack' | 'truck' | 'users' | 'cart' | 'megaphone' | 'flag' | 'ticket' | 'chart'
  | 'building' | 'plug' | 'card' | 'store' | 'tree' | 'coins' | 'gift' | 'folder' | 'help' | 'phone' | 'user' | 'star'
  | 'trophy' | 'target' | 'trend';


const PATHS: Record<IconName | 'menu' | 'close' | 'logout' | 'more' | 'wifi-off', string> = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  box: 'M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4 9-4V7M12 11v10',
  stack: 'M4 6h16M4 12h16M4 18h16',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
  users: 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3 3 0 100-6 3 3 0 000 6zM21 19v-1a4 4 0 00-3-3.9M16 4.1a3 3 0 010 5.8',
  cart: 'M3 4h2l2.4 11h11L21 7H6M9 20a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z',
  megaphone: 'M3 10v4h4l6 4V6L7 10H3zm13-2a5 5 0 010 8',
  flag: 'M5 21V4h11l-2 4 2 4H5',
  ticket: 'M4 7h16v3a2 2 0 000 4v3H4v-3a2 2 0 000-4V7z',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  building: 'M4 21V4h10v17M14 9h6v12M8 8h2M8 12h2M8 16h2',
  plug: 'M9 3v5M15 3v5M7 8h10v4a5 5 0 01-10 0V8zm5 9v4',
  card: 'M3 6h18v12H3zM3 10h18',
  store: 'M4 10v10h16V10M3 4h18l-1 6H4L3 4zm7 16v-5h4v5',
  tree: 'M12 3v6m0 0H6v4m6-4h6v4M4 13h4v4H4zm12 0h4v4h-4zm-6 4h4v4h-4zM12 13v4',
  coins: 'M12 6c4 0 7-1 7-2s-3-2-7-2-7 1-7 2 3 2 7 2zm-7-2v6c0 1 3 2 7 2s7-1 7-2V4M5 10v6c0 1 3 2 7 2s7-1 7-2v-6',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zm9 0v14M12 7S10 3 8 3a2 2 0 000 4h4zm0 0s2-4 4-4a2 2 0 010 4h-4z',
  folder: 'M3 6h6l2 2h10v11H3z',
  help: 'M12 22a10 10 0 100-20 10 10 0 000 20zm-2.5-13a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4m0 3h.01',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z',
  user: 'M20 21v-1a5 5 0 00-5-5H9a5 5 0 00-5 5v1M12 11a4 4 0 100-8 4 4 0 000 8z',
  star: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1-5.5-2.9-5.5 2.9 1-6.1L3 9.5l6.3-.9z',
  trophy: 'M8 4h8v5a4 4 0 01-8 0V4zm0 2H4v1a4 4 0 004 4m8-5h4v1a4 4 0 01-4 4m-4 2v4m-4 4h8m-6 0v-4h4v4',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-4a5 5 0 100-10 5 5 0 000 10zm0-4a1 1 0 100-2 1 1 0 000 2z',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  'wifi-off': 'M3 3l18 18M8.5 16.5a5 5 0 017 0M5 13a10 10 0 015.2-2.8M19 13a10 10 0 00-2.3-1.7M2 9a15 15 0 014.4-2.6M22 9a15 15 0 00-10-3.9M12 20h.01',
};

export type AnyIcon = keyof typeof PATHS;

export function Icon({ name, className = 'h-5 w-5' }: { name: AnyIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d={PATHS[name]} />
    </svg>
  );
}
