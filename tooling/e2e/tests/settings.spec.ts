import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { signInThroughUi } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/* ---------------------------------------------------------------- a PNG made here, byte by byte */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `width` × `height` whose pixel colour comes from `pixel(x, y)`. */
function png(width: number, height: number, pixel: (x: number, y: number) => number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small logo with a transparent background: kept as PNG, at its own size. */
const TRANSPARENT_LOGO = png(40, 20, (x) => (x < 20 ? [0, 90, 200, 255] : [0, 0, 0, 0]));
/** A large opaque banner: stored downscaled to 600 × 300 and as JPEG. */
const LARGE_BANNER = png(1200, 600, (x, y) => [(x * 7) % 256, (y * 5) % 256, 120, 255]);

/* ------------------------------------------------------------------------------------- helpers */

async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toBeVisible();
}

async function chooseLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Upload|Replace) logo$/ }).click();
  await (await chooser).setFiles(file);
}

const preview = (page: Page) => page.getByRole('img', { name: 'Company logo preview' });

/** The preview's data URL type and natural size. */
async function previewImage(page: Page) {
  await expect(preview(page)).toBeVisible();
  return preview(page).evaluate((image: HTMLImageElement) => ({
    type: image.src.slice(0, image.src.indexOf(';')),
    width: image.naturalWidth,
    height: image.naturalHeight,
  }));
}

const savedToast = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Company details saved.' });

/* --------------------------------------------------------------------------------------- tests */

test.describe('settings', () => {
  test('company name, location and logo are saved and still there after a reload', async ({
    page,
  }) => {
    await openSettings(page);
    await expect(page.getByText('No logo')).toBeVisible();

    await page.getByRole('textbox', { name: 'Company name' }).fill('Polar Air <Ltd>');
    await page.getByRole('textbox', { name: /^Location/ }).fill('Leeds, UK');
    await chooseLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: TRANSPARENT_LOGO });
    // Transparency is kept (PNG) and a small logo is not enlarged.
    expect(await previewImage(page)).toEqual({ type: 'data:image/png', width: 40, height: 20 });
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save company details' }).click();
    await expect(savedToast(page)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Polar Air <Ltd>',
    );
    await expect(page.getByRole('textbox', { name: /^Location/ })).toHaveValue('Leeds, UK');
    expect(await previewImage(page)).toEqual({ type: 'data:image/png', width: 40, height: 20 });

    // A large opaque image is stored smaller, as JPEG.
    await chooseLogo(page, { name: 'banner.png', mimeType: 'image/png', buffer: LARGE_BANNER });
    expect(await previewImage(page)).toEqual({ type: 'data:image/jpeg', width: 600, height: 300 });
    await page.getByRole('button', { name: 'Save company details' }).click();
    await expect(savedToast(page).first()).toBeVisible();
    await page.reload();
    expect(await previewImage(page)).toEqual({ type: 'data:image/jpeg', width: 600, height: 300 });

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('No logo')).toBeVisible();
    await page.getByRole('button', { name: 'Save company details' }).click();
    await expect(page.getByText('You have unsaved changes.')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Polar Air <Ltd>',
    );
    await expect(page.getByText('No logo')).toBeVisible();
  });

  test('a file of the wrong type or over 5 MB is refused with its message', async ({ page }) => {
    await openSettings(page);

    await chooseLogo(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    const logo = page.getByRole('group', { name: 'Logo' });
    await expect(logo.getByRole('alert')).toHaveText(
      '“notes.txt” is not a PNG, JPEG, WebP, GIF or SVG image. Choose an image file in one of these formats.',
    );

    await chooseLogo(page, {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await expect(logo.getByRole('alert')).toHaveText(
      '“huge.png” is 6.0 MB: the logo can be at most 5.0 MB. Choose a smaller image.',
    );

    // A file that claims to be a PNG but is not one.
    await chooseLogo(page, {
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>'),
    });
    await expect(logo.getByRole('alert')).toContainText('“fake.png” could not be read as an image');
    await expect(page.getByText('No logo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an SVG logo is stored as pixels, and its script never runs', async ({ page }) => {
    await openSettings(page);
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">',
      '<script>window.__svgScriptRan = true; parent.__svgScriptRan = true;</script>',
      '<rect width="100" height="100" fill="#0a5"/>',
      '</svg>',
    ].join('');
    await chooseLogo(page, {
      name: 'mark.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(svg),
    });
    // Drawn to fill the box (a vector scales cleanly), kept as PNG for its transparent half.
    expect(await previewImage(page)).toEqual({ type: 'data:image/png', width: 600, height: 300 });
    expect(
      await page.evaluate(() => (window as { __svgScriptRan?: boolean }).__svgScriptRan),
    ).toBeUndefined();
  });

  test('the default unit system and the colour scheme are kept', async ({ page }) => {
    await openSettings(page);

    const units = page.getByRole('radiogroup', { name: 'Default unit system' });
    await expect(units.getByRole('radio', { name: /^Imperial/ })).toBeChecked();
    await units.getByText(/^Metric/).click();
    await expect(units.getByRole('radio', { name: /^Metric/ })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('hvac:defaultUnitSystem'))).toBe(
      'Metric',
    );

    const scheme = page.getByRole('radiogroup', { name: 'Colour scheme' });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const stored = () => page.evaluate(() => localStorage.getItem('hvac:darkMode'));
    await scheme.getByText('Dark', { exact: true }).click();
    await expect.poll(isDark).toBe(true);
    expect(await stored()).toBe('true');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(scheme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await isDark()).toBe(true);
    await expect(units.getByRole('radio', { name: /^Metric/ })).toBeChecked();

    await scheme.getByText('Light', { exact: true }).click();
    await expect.poll(isDark).toBe(false);
    expect(await stored()).toBe('false');

    await scheme.getByText('Follow system', { exact: true }).click();
    await expect.poll(stored).toBeNull();
  });

  test('the password is changed after confirming the current one', async ({
    page,
    browser,
    account,
  }) => {
    await openSettings(page);
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
    const form = page.getByRole('form', { name: 'Change password' });

    await form.getByLabel('Current password').fill('Not-the-password-1');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Use at least 8 characters.')).toBeVisible();

    const newPassword = 'Chiller-Plant-77';
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('That password is incorrect.')).toBeVisible();

    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your password was changed.' }),
    ).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await signInThroughUi(other, { email: account.email, password: newPassword });
    await fresh.close();
  });

  test('deleting the account removes it, its data, and the ability to sign in', async ({
    page,
    account,
  }) => {
    await openSettings(page);
    await page.getByRole('textbox', { name: 'Company name' }).fill('Short-lived Ltd');
    await page.getByRole('button', { name: 'Save company details' }).click();
    await expect(savedToast(page)).toBeVisible();

    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog.getByLabel(/^Password/)).toBeFocused();
    await dialog.getByLabel(/^Password/).fill(account.password);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
    await expect(dialog.getByText('Type DELETE in capital letters to confirm.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    // The landing page knows nobody is signed in any more.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not sign you in' }),
    ).toContainText(/no account with this e-mail address|e-mail address or password is incorrect/);
  });
});
