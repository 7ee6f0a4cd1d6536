import { expect, type APIRequestContext } from '@playwright/test';
import { signInUI, test } from './helpers';

const LEADER = { email: 'agent2@demo.test', password: 'Demo@1234' };

/** A valid MyKad number no one has yet: a real birth date, place code 14, four random digits. */
function freshIc(): string {
  const serial = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `900131-14-${serial}`;
}

/** The six digits of the newest verification e-mail to `email` in the dev outbox. */
async function verificationCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox');
        if (!res.ok()) return '';
        const article = (await res.text()).split('<article').find((a) => a.toLowerCase().includes(email.toLowerCase()));
        const m = article && /\b(\d{6})\b/.exec(article.replace(/<[^>]+>/g, ' '));
        code = m ? m[1] : '';
        return code;
      },
      { timeout: 15_000, message: `verification code for ${email} in /api/dev/outbox` },
    )
    .not.toBe('');
  return code;
}

test('an agent copies their link; a newcomer registers through it in a fresh browser, verifies, and appears in the leader\'s tree', async ({ page, browser, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInUI(page, LEADER);

  // The leader (Gold) copies the Silver link from the dashboard.
  const card = page.getByTestId('recruit-link').filter({ hasText: '/Silver/' });
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Copy the Silver link' }).click();
  await expect(page.getByTestId('recruit-item').filter({ hasText: '/Silver/' }).getByTestId('recruit-copy-status')).not.toBeEmpty();
  const shown = (await card.textContent())?.trim() ?? '';
  const copied = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
  const link = copied.includes('/new-registration/') ? copied : shown;
  expect(link).toContain('/new-registration/');

  // A newcomer, in a browser of their own.
  const stamp = Date.now().toString().slice(-7);
  const username = `newbie${stamp}`;
  const email = `${username}@example.com`;
  const fresh = await browser.newContext();
  const newcomer = await fresh.newPage();
  await newcomer.goto(new URL(link).pathname);
  await expect(newcomer.getByTestId('link-leader')).toContainText('Gold');
  await expect(newcomer.getByTestId('link-tier')).toContainText('Silver');
  await newcomer.getByLabel('First name').fill('Nadia');
  await newcomer.getByLabel('Last name').fill(`Newbie ${stamp}`);
  await newcomer.getByLabel('Username').fill(username);
  await newcomer.getByLabel('E-mail').fill(email);
  await newcomer.getByLabel('MyKad IC number').fill(freshIc());
  await newcomer.getByLabel('Phone number').fill('0123456789');
  await newcomer.getByLabel('Password', { exact: true }).fill('Secret#123');
  await newcomer.getByLabel('Confirm password').fill('Secret#123');
  await newcomer.getByTestId('register-submit').click();
  await expect(newcomer).toHaveURL(/\/register\/verify/);

  await newcomer.getByTestId('verify-code').fill(await verificationCode(request, email));
  await newcomer.getByTestId('verify-submit').click();
  await expect(newcomer).toHaveURL(/\/register\/verified|\/login|\/$/);
  await fresh.close();

  // The leader sees the newcomer in their tree.
  await page.goto('/agent-family-tree');
  await expect(page.getByTestId('tree-node').filter({ hasText: `Nadia Newbie ${stamp}` })).toBeVisible();
});
