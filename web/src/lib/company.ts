/** The company (tenant) this host belongs to, and its theme. */
import { createContext, useContext } from 'react';
import { api } from '@/lib/api';
import type { CompanyPublic } from './types';

export const DEFAULT_PRIMARY = '#0f766e';
export const DEFAULT_SECONDARY = '#f59e0b';

export const FALLBACK_COMPANY: CompanyPublic = {
  id: 0,
  slug: '',
  name: 'Rangkai',
  currency: 'MYR',
  language: 'en',
  logo_url: null,
  logo_dark_url: null,
  login_image_url: null,
  primary_color: DEFAULT_PRIMARY,
  secondary_color: DEFAULT_SECONDARY,
  features: {},
};

/** The company the server injected into index.html (`<script id="rk-company" type="application/json">`). */
export function readInjectedCompany(doc: Document = document): CompanyPublic | null {
  const el = doc.getElementById('rk-company');
  if (!el?.textContent) return null;
  try {
    const parsed = JSON.parse(el.textContent) as unknown;
    if (parsed && typeof parsed === 'object' && 'name' in parsed) return parsed as CompanyPublic;
  } catch {
    /* ignore a malformed injection and ask the API */
  }
  return null;
}

export async function loadCompany(): Promise<CompanyPublic> {
  const injected = readInjectedCompany();
  if (injected) return injected;
  return api.get<CompanyPublic>('/api/attribute/data-company', { domain: window.location.hostname }, { silent: true });
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Sets the CSS variables Tailwind's `primary`/`secondary` colours are bound to, the title and favicon. */
export function applyTheme(company: CompanyPublic, doc: Document = document): void {
  const root = doc.documentElement;
  root.style.setProperty('--rk-primary', HEX.test(company.primary_color) ? company.primary_color : DEFAULT_PRIMARY);
  root.style.setProperty('--rk-secondary', HEX.test(company.secondary_color) ? company.secondary_color : DEFAULT_SECONDARY);
  doc.title = company.name;
  if (company.logo_url) {
    let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.appendChild(link);
    }
    link.href = company.logo_url;
  }
}

/** Page titles: "Profile · Demo Sdn Bhd". */
export function setPageTitle(title: string, company: CompanyPublic): void {
  document.title = title ? `${title} · ${company.name}` : company.name;
}

export const CompanyContext = createContext<CompanyPublic>(FALLBACK_COMPANY);

export function useCompany(): CompanyPublic {
  return useContext(CompanyContext);
}

/** Replaces fields of the current company (e.g. new theme colours) and re-applies the theme everywhere. */
export type CompanyUpdater = (patch: Partial<CompanyPublic>) => void;
export const CompanyUpdateContext = createContext<CompanyUpdater>(() => undefined);

export function useUpdateCompany(): CompanyUpdater {
  return useContext(CompanyUpdateContext);
}

/** Sets only the colour CSS variables (used right after HQ saves new theme colours). */
export function applyColours(primary: string, secondary: string, doc: Document = document): void {
  if (HEX.test(primary)) doc.documentElement.style.setProperty('--rk-primary', primary);
  if (HEX.test(secondary)) doc.documentElement.style.setProperty('--rk-secondary', secondary);
}
