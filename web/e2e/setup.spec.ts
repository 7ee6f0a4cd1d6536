import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test, apiGet, apiLogin, apiPost, hexToRgb, signInUI } from './helpers';

/** A small solid-colour PNG, built byte by byte (signature, IHDR, IDAT, IEND). */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function background(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).first().evaluate((el) => getComputedStyle(el).backgroundColor);
}

/** The newest invitation link for `email` in the dev outbox page (HTML, newest first). */
async function invitationToken(request: APIRequestContext, email: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox');
        if (!res.ok()) return '';
        const html = await res.text();
        const article = html.split('<article').find((a) => a.toLowerCase().includes(email.toLowerCase()));
        const m = article && /https?:\/\/demo\.localhost(?::\d+)?\/reset-password\?token=([^\s"'<>&]+)/.exec(article);
        token = m ? m[1] : '';
        return token;
      },
      { timeout: 15_000, message: `invitation e-mail to ${email} in /api/dev/outbox` },
    )
    .not.toBe('');
  return token;
}

interface Theme {
  primary_color: string;
  secondary_color: string;
}

test.beforeEach(async ({ request }) => {
  // Each test starts from HQ in English, whatever an earlier run left behind.
  const token = await apiLogin(request);
  await apiPost(request, token, '/api/attribute/language', { lang: 'en' });
});

test.describe('company setup', () => {
  test('HQ changes the primary colour and logo; login page and dashboard wear the new colour', async ({ page, request }) => {
    const token = await apiLogin(request);
    const original = await apiGet<Theme>(request, token, '/api/setup/company-theme');
    const next = original.primary_color.toLowerCase() === '#7c3aed' ? '#be123c' : '#7c3aed';
    try {
      await signInUI(page);
      await page.goto('/company?tab=theme');
      await expect(page.getByTestId('tab-theme')).toHaveAttribute('aria-selected', 'true');

      // A malformed colour is refused on the client, and what was typed stays.
      await page.getByTestId('theme-primary').fill('#12345');
      await page.getByTestId('theme-save').click();
      await expect(page.getByText('Enter a colour as #RRGGBB.')).toBeVisible();
      await expect(page.getByTestId('theme-primary')).toHaveValue('#12345');

      await page.getByTestId('theme-primary').fill(next);
      await page.getByTestId('theme-save').click();
      await expect(page.getByTestId('theme-success')).toBeVisible();
      // The whole app re-themes at once.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rk-primary').trim())).toBe(next);

      // Logo upload with preview.
      await page.getByTestId('theme-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(24, 24, [124, 58, 237]) });
      await expect(page.getByTestId('theme-logo-preview')).toBeVisible();
      await page.getByTestId('theme-upload').click();
      await expect(page.getByTestId('theme-images-success')).toBeVisible();

      // Sign out: the login page wears the new colour, also when loaded afresh from the server.
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByTestId('login-form')).toBeVisible();
      expect(await background(page, 'login-submit')).toBe(hexToRgb(next));
      await page.reload();
      await expect(page.getByTestId('login-form')).toBeVisible();
      expect(await background(page, 'login-submit')).toBe(hexToRgb(next));

      await signInUI(page);
      expect(await background(page, 'brand-primary')).toBe(hexToRgb(next));
    } finally {
      const restore = await apiLogin(request);
      await apiPost(request, restore, '/api/setup/company-theme/store', {
        primaryColor: original.primary_color,
        secondaryColor: original.secondary_color,
      });
    }
  });

  test('HQ invites a staff member with only "manage inventory"; they see Dashboard + Inventory and no company setup', async ({ page, request }) => {
    const email = `staff.${Date.now()}@demo.test`;
    const password = 'Staff@12345';
    try {
      await signInUI(page);
      await page.goto('/company?tab=users');
      await page.getByTestId('staff-invite').click();
      const dialog = page.getByTestId('staff-dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('staff-email').fill(email);
      await dialog.getByTestId('staff-first-name').fill('Nurul');
      await dialog.getByTestId('staff-last-name').fill('Inventory');
      await expect(dialog.getByTestId('perm-manage_inventory')).toBeVisible();
      await expect(dialog.locator('[data-testid^="perm-"]')).toHaveCount(9);
      await dialog.getByTestId('perm-manage_inventory').check();
      await dialog.getByTestId('staff-save').click();
      await expect(page.getByTestId('staff-success')).toBeVisible();
      await expect(page.getByTestId('staff-list')).toContainText(email);

      const token = await invitationToken(request, email);

      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login/);
      await page.goto(`/reset-password?token=${token}`);
      await page.getByTestId('reset-password').fill(password);
      await page.getByTestId('reset-confirm').fill(password);
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('reset-done')).toBeVisible();

      await page.goto('/login');
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto('/');
      await expect(page.getByTestId('welcome')).toBeVisible();

      const navLinks = page.getByTestId('sidebar').getByRole('navigation').locator('a[data-testid^="nav-"]');
      await expect(navLinks).toHaveCount(2);
      expect(await navLinks.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual(['nav-dashboard', 'nav-inventory']);

      await page.goto('/company');
      await expect(page.getByTestId('no-access')).toBeVisible();
      await expect(page.getByTestId('company-setup')).toHaveCount(0);
    } finally {
      // Leave no active test staff behind.
      const hq = await apiLogin(request);
      const staff = await apiGet<{ id: number; email: string }[]>(request, hq, '/api/setup/users');
      const created = staff.find((s) => s.email.toLowerCase() === email.toLowerCase());
      if (created) await apiPost(request, hq, '/api/setup/users/status', { id: created.id, active: false });
    }
  });
});
