import { expect, type Page } from '@playwright/test';
import { HQ, signInUI, test, TOKEN_KEY } from './helpers';

const AGENT1 = { email: 'agent1@demo.test', password: 'Demo@1234' };

async function as(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY).catch(() => undefined);
  await signInUI(page, who);
}

/**
 * The demo closed last June with agent1 over the CP58 threshold (RM 5,450.00) and agent2 under it.
 * HQ issues last year's CP58s; agent1 downloads theirs as a PDF.
 */
test('HQ issues the CP58s of last year and an agent downloads theirs as a PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await as(page, HQ);
  await page.goto('/hqCP58');
  await expect(page.getByTestId('hq-cp58-page')).toBeVisible();
  await expect(page.getByTestId('cp58-counts')).toBeVisible();
  await page.getByTestId('cp58-issue-all').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('cp58-run')).toBeVisible();
  await page.getByTestId('cp58-run-close').click();
  const issued = page.getByTestId('cp58-cell-issued').filter({ visible: true }).first();
  await expect(issued).not.toHaveText('');

  await as(page, AGENT1);
  await page.goto('/cp58');
  const button = page.getByTestId('cp58-download').filter({ visible: true }).first();
  await expect(button).toBeVisible();
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^CP58-\d{4}-agent1\.pdf$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('5,450.00');
});
