import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators } from '../support/calculators';
import { expectTexts, fillFields } from '../support/form';
import { dropChunkUntilReconnected } from '../support/network';

// A calculator's code arrives with its page (calculators/registry.ts). When the connection drops
// as it is fetched, the page says it waits, and loads the calculator once the connection is back:
// in every browser, including those that keep a failed module for the page's life (Chromium before
// whatwg/html#10327, such as Debian's Chromium 150), which are asked for it again under a query
// (`?retry=1`: retryableImport).

/** Text found only in the ventilation calculator's chunk: a phrase of its definition's intro. */
const VENTILATION_CODE = 'ventilation rate procedure for a zone';

test.describe('a calculator whose code fails to load', () => {
  test('says it waits for the connection, then loads the calculator', async ({ page, context }) => {
    const code = await dropChunkUntilReconnected(page, context, VENTILATION_CODE);

    await page.goto(`/calculators/${calculators.ventilation.segment}`);
    await expect(
      page.getByText('You are offline: the calculator loads as soon as the connection is back.'),
    ).toBeVisible();
    const failedRequests = code.requests();

    await code.reconnect();
    await expect(
      page.getByRole('heading', { level: 1, name: calculators.ventilation.title }),
    ).toBeVisible();
    // 20 × 15 × 10 ft = 3,000 ft³; 6 ACH → 3,000 × 6 / 60 = 300 cfm.
    await fillFields(page, 'ventilation', {
      roomWidth: '20',
      roomLength: '15',
      roomHeight: '10',
      airChangesPerHour: '6',
    });
    await expectTexts(page, { 'room-volume': '3,000 ft³', 'required-airflow': '300 cfm' });
    expect(code.requests()).toBeGreaterThan(failedRequests);
  });
});
