import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** A developer opens /graphql in a browser: GraphiQL from the shop's own bundle, under the shop's CSP. */
test('the API explorer at /graphql runs an example query, loading nothing from elsewhere @phone', async ({
  page,
  baseURL,
}, info) => {
  const foreign: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== new URL(baseURL!).host)
      foreign.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  const res = await page.goto('/graphql');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');

  await expect(page.locator('.graphiql-container')).toBeVisible();
  await expect(page.getByText('query FirstPage').first()).toBeVisible();
  const answer = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/graphql' &&
      r.request().method() === 'POST' &&
      r.request().postData()?.includes('FirstPage') === true,
  );
  await page.getByRole('button', { name: /Execute query/i }).click();
  const body = (await (await answer).json()) as { extensions?: { cost?: unknown } };
  expect(body.extensions?.cost).toMatchObject({ requestedQueryCost: expect.any(Number) });
  await expect(page.locator('.result-window')).toContainText('"totalCount"');
  await page.screenshot({ path: `/tmp/api-shots/explorer-${info.project.name}.png` });

  expect(foreign).toEqual([]);
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // GraphiQL's own markup is patched where it fell short (main.tsx, explorer.css): named editors,
  // syntax colours at 4.5:1, operations as a list of buttons rather than tabs holding buttons.
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  // The operations still switch, and the open one is marked for assistive technology.
  const operations = page.getByRole('list', { name: 'Select active operation' });
  await operations.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(operations.getByRole('button', { name: 'Search', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(operations.getByRole('button', { name: 'FirstPage', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Search');
});

test('a client asking for JSON at GET /graphql still gets the API, not the explorer', async ({ request }) => {
  const res = await request.get('/graphql?query=%7BproductCategories%7D', {
    headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { data: unknown }).data).toBeTruthy();
});
