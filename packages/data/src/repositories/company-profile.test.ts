import { describe, expect, it, vi } from 'vitest';

import { companyProfilePath } from '../document-tree';
import { LOGO_MAX_CHARS } from '../schemas';
import { makeLocalStore } from '../test/local-context';
import { getCompanyProfile, saveCompanyProfile, subscribeCompanyProfile } from './company-profile';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('company profile', () => {
  it("reads the defaults (name '', location '', logo null) when none is stored", async () => {
    const { as } = makeLocalStore();
    expect(await getCompanyProfile(as('alice'))).toEqual({
      status: 'ok',
      exists: false,
      name: '',
      location: '',
      logo: null,
    });
  });

  it('saves and reads back name, location and logo, trimmed', async () => {
    const { port, as } = makeLocalStore();
    const ctx = as('alice');
    const saved = await saveCompanyProfile(ctx, {
      name: ' Acme HVAC ',
      location: 'Leeds ',
      logo: PNG,
    });
    expect(saved).toEqual({
      status: 'ok',
      exists: true,
      name: 'Acme HVAC',
      location: 'Leeds',
      logo: PNG,
    });
    expect(await getCompanyProfile(ctx)).toEqual(saved);
    expect(await port.get(companyProfilePath(ctx))).toEqual({
      name: 'Acme HVAC',
      location: 'Leeds',
      logo: PNG,
    });
  });

  it('fills fields missing from a stored profile with their defaults', async () => {
    const { port, as } = makeLocalStore();
    const ctx = as('alice');
    await port.set(companyProfilePath(ctx), { name: 'Acme' });
    expect(await getCompanyProfile(ctx)).toEqual({
      status: 'ok',
      exists: true,
      name: 'Acme',
      location: '',
      logo: null,
    });
  });

  it.each([
    [
      'a logo that is not an image data URL',
      { logo: 'https://example.com/logo.png' },
      'The logo must be a PNG or JPEG image.',
    ],
    [
      'an SVG logo (it may carry script; the app stores every logo as PNG or JPEG)',
      { logo: `data:image/svg+xml;base64,${btoa('<svg onload="alert(1)"/>')}` },
      'The logo must be a PNG or JPEG image.',
    ],
    [
      'a javascript: logo',
      { logo: 'javascript:alert(1)//data:image/png;base64,AAAA' },
      'The logo must be a PNG or JPEG image.',
    ],
    [
      'a GIF logo (the app redraws every image as PNG or JPEG)',
      { logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
      'The logo must be a PNG or JPEG image.',
    ],
    [
      'a logo that is too large',
      { logo: `data:image/png;base64,${'A'.repeat(LOGO_MAX_CHARS)}` },
      'The logo is too large: use an image of at most about 500 KB.',
    ],
    [
      'a name over 200 characters',
      { name: 'x'.repeat(201) },
      'Company name must be at most 200 characters.',
    ],
  ])('refuses %s with a message naming it', async (_, override, message) => {
    const { port, as } = makeLocalStore();
    const ctx = as('alice');
    await expect(
      saveCompanyProfile(ctx, { name: 'Acme', location: 'Leeds', logo: null, ...override }),
    ).rejects.toMatchObject({ code: 'validation', message });
    expect(await port.get(companyProfilePath(ctx))).toBeNull();
  });

  it('surfaces a damaged stored profile with its raw data', async () => {
    const { port, as } = makeLocalStore();
    const ctx = as('alice');
    const raw = { name: 7, location: 'Leeds', logo: null };
    await port.set(companyProfilePath(ctx), raw);
    expect(await getCompanyProfile(ctx)).toMatchObject({ status: 'damaged', id: 'profile', raw });
  });

  it('reads a stored SVG logo (never written by the app) as a damaged profile, to be replaced', async () => {
    const { port, as } = makeLocalStore();
    const ctx = as('alice');
    const raw = {
      name: 'Acme',
      location: 'Leeds',
      logo: `data:image/svg+xml;base64,${btoa('<svg onload="alert(1)"/>')}`,
    };
    await port.set(companyProfilePath(ctx), raw);
    expect(await getCompanyProfile(ctx)).toMatchObject({
      status: 'damaged',
      raw,
      issues: [{ path: 'logo', message: 'The logo must be a PNG or JPEG image.' }],
    });
    await saveCompanyProfile(ctx, { name: 'Acme', location: 'Leeds', logo: PNG });
    expect(await getCompanyProfile(ctx)).toMatchObject({ status: 'ok', logo: PNG });
  });

  it('reports changes to subscribers', async () => {
    const { as } = makeLocalStore();
    const ctx = as('alice');
    const names: string[] = [];
    const unsubscribe = subscribeCompanyProfile(ctx, (profile) =>
      names.push(profile.status === 'ok' ? profile.name : '?'),
    );
    await vi.waitFor(() => expect(names).toEqual(['']));
    await saveCompanyProfile(ctx, { name: 'Acme', location: '', logo: null });
    await vi.waitFor(() => expect(names.at(-1)).toBe('Acme'));
    unsubscribe();
  });
});
