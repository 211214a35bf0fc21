import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdEntryModule } from '../support/network';

// Issue 18: a prerendered public page is on screen before the app's JavaScript runs. Every character
// typed and every click made before, during or after React hydrates it must end up in the form. The
// app's entry module is held back (page.route) so the typing before hydration is certain, not a race
// the test may or may not win; it is then released while the test keeps typing, across the moment
// React takes over.

const interactive = (page: Page) => page.locator('html[data-interactive]');

/**
 * Types one character at a time into `field` until the app has taken the page over, then `after`
 * more: the typing spans the moment React hydrates. Returns everything typed.
 */
async function typeAcrossHydration(page: Page, input: Locator, after = 3): Promise<string> {
  let typed = '';
  let remaining = after;
  while (remaining > 0) {
    if ((await interactive(page).count()) > 0) remaining -= 1;
    const character = String.fromCharCode(97 + (typed.length % 26));
    await input.press(character);
    typed += character;
  }
  return typed;
}

for (const round of [1, 2, 3]) {
  test(`/heat-load keeps what is typed before, during and after hydration (round ${round})`, async ({
    page,
  }) => {
    const release = await holdEntryModule(page, '/heat-load');
    await page.goto('/heat-load', { waitUntil: 'commit' });
    const total = page.getByTestId('total-load');
    await expect(total).toHaveText(/Btu\/h$/);

    // Before the app runs: a click on Heating (held by the page) and a whole room typed in.
    await page.getByText('Heating', { exact: true }).click();
    const room: Record<string, string> = {
      outdoorTemp: '10',
      indoorTemp: '70',
      wallArea: '400',
      wallUValue: '0.08',
      windowArea: '60',
      windowUValue: '0.5',
      roofArea: '500',
      roofUValue: '0.04',
      ventilationRate: '100',
      numPeople: '0',
      lightingLoad: '0',
      equipmentLoad: '0',
      infiltrationAch: '0',
      safetyFactorPercent: '0',
    };
    for (const [field, value] of Object.entries(room)) {
      await page.locator(`#heat-load-${field}`).fill(value);
    }
    await page.locator('#heat-load-roomName').fill('Office ');
    expect(await interactive(page).count()).toBe(0);

    // The app arrives while the visitor goes on typing the room's name.
    release();
    const typed = await typeAcrossHydration(page, page.locator('#heat-load-roomName'));

    await expect(interactive(page)).toBeAttached();
    await expect(page.locator('#heat-load-roomName')).toHaveValue(`Office ${typed}`);
    for (const [field, value] of Object.entries(room)) {
      await expect(page.locator(`#heat-load-${field}`), field).toHaveValue(value);
    }
    await expect(page.getByRole('radio', { name: 'Heating' })).toBeChecked();
    // Computed from what was typed (the hand check of heat-load.spec.ts): ΔT = 60 °F; walls
    // 0.08·400·60 = 1,920; windows 0.5·60·60 = 1,800; roof 0.04·500·60 = 1,200; ventilation
    // 1.08·100·60 = 6,480; total 11,400 Btu/h.
    await expect(total).toHaveText('11,400 Btu/h');
    await expect(page.getByTestId('result-row-wallLoad')).toContainText('1,920 Btu/h');

    // And it is what the page keeps: a reload brings the same room back.
    await page.reload();
    await expect(page.getByText('Your last inputs in this browser are restored.')).toBeVisible();
    await expect(page.locator('#heat-load-roomName')).toHaveValue(`Office ${typed}`);
    await expect(total).toHaveText('11,400 Btu/h');
  });
}

test('/heat-load answers a first-time visitor’s edit of a number before the app runs; the app then takes the page over as shown', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The app cannot start: whatever the page answers meanwhile is the early answer's (issue 39 §8).
  const release = await holdEntryModule(page, '/heat-load');
  // Not 'networkidle': the page's idle prefetch of the held module stays open.
  await page.goto('/heat-load');
  const total = page.getByTestId('total-load');
  await expect(total).toHaveText('11,244 Btu/h');

  // A hand check: the default wall is U 0.08 Btu/h·ft²·°F, ΔT 95 − 75 = 20 °F, so 900 ft² gain
  // 0.08·900·20 = 1,440 Btu/h, 800 more than the default 400 ft² (no safety factor).
  await page.locator('#heat-load-wallArea').fill('900');
  await expect(page.getByTestId('result-row-wallLoad')).toContainText('1,440 Btu/h');
  await expect(total).toHaveText('12,044 Btu/h');
  await expect(page.getByTestId('result-summary')).toContainText('12,044 Btu/h');
  await expect(page.locator('g[data-key="wallLoad"] text').last()).toHaveText('1,440');
  expect(await interactive(page).count()).toBe(0);

  // The visitor pauses: the app starts, hydrates what the page shows, and keeps the answer.
  release();
  await expect(interactive(page)).toBeAttached();
  await expect(page.locator('#heat-load-wallArea')).toHaveValue('900');
  await expect(total).toHaveText('12,044 Btu/h');
  await expect(page.locator('g[data-key="wallLoad"] text').last()).toHaveText('1,440');
  // From now on the app answers: 0.08·1,000·20 = 1,600 Btu/h.
  await page.locator('#heat-load-wallArea').fill('1000');
  await expect(total).toHaveText('12,204 Btu/h');
  await expect(page.getByTestId('result-row-wallLoad')).toContainText('1,600 Btu/h');
  expect(errors).toEqual([]);
});

test('/heat-load: an edit the early answer does not answer starts the app, which shows it', async ({
  page,
}) => {
  const release = await holdEntryModule(page, '/heat-load');
  await page.clock.install();
  // Not 'networkidle': the page's idle prefetch of the held module stays open.
  await page.goto('/heat-load');
  await page.waitForFunction(() => document.readyState === 'complete');
  // The page's clock stands still from here: the visitor never pauses, however busy the machine
  // (the page starts the app after a second's pause in typing).
  await page.clock.pauseAt(Date.now() + 1_000);
  const appScript = page.locator('script[type="module"]');
  await page.locator('#heat-load-wallArea').fill('900');
  await expect(page.getByTestId('total-load')).toHaveText('12,044 Btu/h');
  expect(await appScript.count()).toBe(0);
  // A negative area: the early answer leaves the page as it is and starts the app at once.
  await page.locator('#heat-load-wallArea').fill('-5');
  await expect(appScript).toHaveCount(1);
  await page.clock.resume();
  release();
  await expect(interactive(page)).toBeAttached();
  await expect(page.locator('#heat-load-wallArea')).toHaveValue('-5');
  await expect(page.getByText(/Wall area must be/).first()).toBeVisible();
  // The last valid result is the one the visitor saw (900 ft²), not the page's defaults (11,244).
  await expect(page.getByText('Showing the last valid result')).toBeVisible();
  await expect(page.getByTestId('total-load')).toHaveText('12,044 Btu/h');
});

test('/login keeps the address typed before and during hydration, and signs in with it', async ({
  page,
}) => {
  const release = await holdEntryModule(page, '/login');
  await page.goto('/login', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in' });
  const emailField = form.getByLabel('Email', { exact: true });
  await emailField.fill('nobody-');
  expect(await interactive(page).count()).toBe(0);
  release();
  const typed = await typeAcrossHydration(page, emailField);
  await emailField.pressSequentially('@example.com');
  const email = `nobody-${typed}@example.com`;
  await expect(emailField).toHaveValue(email);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The app sent what was typed: the emulator knows no such account (an address the app had lost
  // would be refused before sending, "Enter your e-mail address.").
  await expect(page.getByRole('alert').filter({ hasText: 'Could not sign you in' })).toBeVisible();
  await expect(emailField).toHaveValue(email);
});

test('/login keeps the address typed before hydration across a click on the other tab and back', async ({
  page,
}) => {
  const release = await holdEntryModule(page, '/login');
  await page.goto('/login', { waitUntil: 'commit' });
  const email = 'tabs@example.com';
  await page
    .getByRole('form', { name: 'Sign in' })
    .getByLabel('Email', { exact: true })
    .fill(email);
  // Held until the app runs: the page goes on showing the sign-in form meanwhile.
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByRole('tab', { name: 'Sign in' }).click();
  expect(await interactive(page).count()).toBe(0);
  release();
  await expect(interactive(page)).toBeAttached();
  // Replayed in order: the address, then Create account, then Sign in; both tabs share the address.
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(
    page.getByRole('form', { name: 'Create account' }).getByLabel('Email', { exact: true }),
  ).toHaveValue(email);
});

test('/login: a click on Create account before hydration, then the form filled in, opens that form with what was typed', async ({
  page,
}) => {
  const release = await holdEntryModule(page, '/login');
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('tab', { name: 'Create account' }).click();
  // The page still shows the sign-in form (the click is held): the visitor types into it.
  await page.getByLabel('Email', { exact: true }).fill('new-account@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Duct-Work-2026');
  expect(await interactive(page).count()).toBe(0);
  release();
  await expect(interactive(page)).toBeAttached();
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('new-account@example.com');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('Duct-Work-2026');
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
});

test('/login: "Forgot password?" followed before hydration opens /reset-password in the app with the typed address', async ({
  page,
}) => {
  const release = await holdEntryModule(page, '/login');
  await page.goto('/login', { waitUntil: 'commit' });
  const email = 'forgot@example.com';
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // Held: no full-page navigation to the prerendered href (which carries no address).
  await expect(page).toHaveURL(/\/login$/);
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  release();
  // As the hydrated app does: the link carries the address, and the app navigates itself.
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.locator('html[data-same-document]')).toBeAttached();
});
