import { expect } from '@playwright/test';
import { test, apiGet, apiLogin, signInUI, HQ } from './helpers';

const AGENT = { email: 'agent1@demo.test', password: 'Demo@1234' };

interface NewsItem {
  id: number;
  subject: string;
  pinned: boolean;
}

test('HQ posts a pinned news item with a video; an agent reads it', async ({ page, browser, request }) => {
  const subject = `E2E news ${Date.now()}`;
  const token = await apiLogin(request, HQ);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInUI(page, HQ);
    await page.goto('/newsfeed');
    await expect(page.getByTestId('page-title')).toHaveText('News feed');

    await page.getByTestId('news-add').click();
    const dialog = page.getByTestId('news-dialog');
    // Client-side checks: required fields, a non-YouTube link and a disallowed file type.
    await dialog.getByTestId('news-video-input').fill('https://vimeo.com/123');
    await dialog.getByTestId('news-save').click();
    await expect(dialog.getByTestId('field-error')).toHaveCount(3);
    await dialog.getByTestId('news-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByText('This file type is not allowed.')).toBeVisible();

    await dialog.getByTestId('news-subject-input').fill(subject);
    await dialog.getByTestId('news-content-input').fill('Line one\nLine two');
    await dialog.getByTestId('news-video-input').fill('https://youtu.be/dQw4w9WgXcQ');
    await dialog.getByTestId('news-file-input').setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await dialog.getByTestId('news-pin-input').check();
    await dialog.getByTestId('news-save').click();
    await expect(dialog).toBeHidden();

    const item = page.getByTestId('news-item').filter({ hasText: subject });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('news-pinned')).toBeVisible();
    await expect(item.getByTestId('news-video')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(item.getByTestId('news-file')).toContainText('brochure.pdf');
    await expect(page.getByTestId('news-item').first()).toContainText(subject);

    // Unpin, then pin again.
    await item.getByTestId('news-pin').click();
    await expect(item.getByTestId('news-pinned')).toHaveCount(0);
    await item.getByTestId('news-pin').click();
    await expect(item.getByTestId('news-pinned')).toBeVisible();

    // The agent sees it, read only, with line breaks kept.
    const agentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
    const agentPage = await agentContext.newPage();
    try {
      await signInUI(agentPage, AGENT);
      await agentPage.goto('/newsfeed');
      const seen = agentPage.getByTestId('news-item').filter({ hasText: subject });
      await expect(seen).toHaveCount(1);
      await expect(seen.getByTestId('news-content')).toHaveText('Line one\nLine two');
      await expect(seen.getByTestId('news-video')).toBeVisible();
      await expect(agentPage.getByTestId('news-add')).toHaveCount(0);
      await expect(seen.getByTestId('news-delete')).toHaveCount(0);
    } finally {
      await agentContext.close();
    }

    // HQ deletes it through the confirm dialog.
    await item.getByTestId('news-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('news-item').filter({ hasText: subject })).toHaveCount(0);
  } finally {
    const left = await apiGet<NewsItem[]>(request, token, '/api/setup/news-feed');
    for (const n of left.filter((x) => x.subject === subject)) {
      await request.delete(`/api/setup/news-feed/delete?id=${n.id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  }
});

test('HQ adds, renames and deletes a product category', async ({ page, request }) => {
  const name = `E2E cat ${Date.now()}`;
  const token = await apiLogin(request, HQ);
  try {
    await signInUI(page, HQ);
    await page.goto('/category-products');
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-name-input').fill(name);
    await page.getByTestId('category-save').click();
    const row = page.getByTestId('category-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByTestId('category-edit').click();
    await page.getByTestId('category-name-input').fill(`${name} b`);
    await page.getByTestId('category-save').click();
    const renamed = page.getByTestId('category-row').filter({ hasText: `${name} b` });
    await expect(renamed).toHaveCount(1);
    await renamed.getByTestId('category-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('category-row').filter({ hasText: name })).toHaveCount(0);
  } finally {
    const left = await apiGet<{ id: number; name: string }[]>(request, token, '/api/setup/product/category');
    for (const c of left.filter((x) => x.name.startsWith(name))) {
      await request.delete(`/api/setup/product/category/delete?id=${c.id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  }
});

test('HQ adds a hall of fame entry with a photo; the date shows in Kuala Lumpur format', async ({ page, request }) => {
  const title = `E2E hof ${Date.now()}`;
  const token = await apiLogin(request, HQ);
  try {
    await signInUI(page, HQ);
    await page.goto('/score-ranking/hall-of-fame');
    await page.getByTestId('hof-add').click();
    const dialog = page.getByTestId('hof-dialog');
    await dialog.getByTestId('hof-title-input').fill(title);
    await dialog.getByTestId('hof-user-input').fill('Aminah');
    await dialog.getByTestId('hof-date-input').fill('2026-10-31');
    await dialog.getByTestId('hof-achievement-input').fill('Top seller');
    await dialog.getByTestId('hof-image-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(dialog.getByText('The file is larger than 5 MB.')).toBeVisible();
    await dialog.getByTestId('hof-save').click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('hof-card').filter({ hasText: title });
    await expect(card).toContainText('31 Oct 2026');
    await expect(card).toContainText('Aminah');
    await card.getByTestId('hof-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('hof-card').filter({ hasText: title })).toHaveCount(0);
  } finally {
    const left = await apiGet<{ id: number; title: string }[]>(request, token, '/api/setup/hof');
    for (const h of left.filter((x) => x.title === title)) {
      await request.delete(`/api/setup/hof/delete?id=${h.id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  }
});
