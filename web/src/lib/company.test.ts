import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_COMPANY, applyTheme, readInjectedCompany } from './company';

describe('company theme', () => {
  afterEach(() => {
    document.getElementById('rk-company')?.remove();
    document.documentElement.removeAttribute('style');
  });

  it('reads the company the server injected into index.html', () => {
    const el = document.createElement('script');
    el.id = 'rk-company';
    el.type = 'application/json';
    el.textContent = JSON.stringify({ ...FALLBACK_COMPANY, name: 'Demo Sdn Bhd', primary_color: '#123456' });
    document.head.appendChild(el);
    expect(readInjectedCompany()?.name).toBe('Demo Sdn Bhd');
  });

  it('returns null when nothing (or garbage) was injected', () => {
    expect(readInjectedCompany()).toBeNull();
    const el = document.createElement('script');
    el.id = 'rk-company';
    el.type = 'application/json';
    el.textContent = '{not json';
    document.head.appendChild(el);
    expect(readInjectedCompany()).toBeNull();
  });

  it('binds the CSS variables and the title', () => {
    applyTheme({ ...FALLBACK_COMPANY, name: 'Acme', primary_color: '#0f766e', secondary_color: '#f59e0b' });
    expect(document.documentElement.style.getPropertyValue('--rk-primary')).toBe('#0f766e');
    expect(document.documentElement.style.getPropertyValue('--rk-secondary')).toBe('#f59e0b');
    expect(document.title).toBe('Acme');
  });

  it('ignores a colour that is not a hex colour', () => {
    applyTheme({ ...FALLBACK_COMPANY, primary_color: 'red;}body{display:none' });
    expect(document.documentElement.style.getPropertyValue('--rk-primary')).toBe(FALLBACK_COMPANY.primary_color);
  });
});
