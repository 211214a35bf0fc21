import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  LOGO_ACCEPT,
  LOGO_INPUT_MAX_BYTES,
  logoFileError,
  logoFileType,
} from './logo-rules';

const file = (name: string, type: string, size = 10_000) => ({ name, type, size });

describe('logoFileType', () => {
  it.each([
    ['logo.png', 'image/png', 'image/png'],
    ['logo.jpg', 'image/jpeg', 'image/jpeg'],
    ['logo.webp', 'image/webp', 'image/webp'],
    ['logo.gif', 'image/gif', 'image/gif'],
    ['logo.svg', 'image/svg+xml', 'image/svg+xml'],
    ['LOGO.JPEG', '', 'image/jpeg'],
    ['logo.svg', '', 'image/svg+xml'],
  ])('%s (%s) is %s', (name, type, expected) => {
    expect(logoFileType({ name, type })).toBe(expected);
  });

  it.each([
    ['logo.pdf', 'application/pdf'],
    ['logo.bmp', 'image/bmp'],
    ['logo.tiff', 'image/tiff'],
    ['notes.txt', ''],
    ['logo', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(logoFileType({ name, type })).toBeNull();
  });

  it('trusts a reported type over the extension', () => {
    expect(logoFileType({ name: 'logo.png', type: 'text/html' })).toBeNull();
  });
});

describe('logoFileError', () => {
  it('accepts an image of an accepted type within the size limit', () => {
    expect(logoFileError(file('logo.png', 'image/png', LOGO_INPUT_MAX_BYTES))).toBeNull();
  });

  it('names the file and the accepted formats for a wrong type', () => {
    expect(logoFileError(file('brochure.pdf', 'application/pdf'))).toBe(
      '“brochure.pdf” is not a PNG, JPEG, WebP, GIF or SVG image. Choose an image file in one of these formats.',
    );
  });

  it('gives the size and the limit for a file over 5 MB', () => {
    expect(logoFileError(file('huge.png', 'image/png', 7.25 * 1024 * 1024))).toBe(
      '“huge.png” is 7.3 MB: the logo can be at most 5.0 MB. Choose a smaller image.',
    );
  });

  it('refuses an empty file', () => {
    expect(logoFileError(file('blank.png', 'image/png', 0))).toBe(
      '“blank.png” is empty. Choose another image.',
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [1, '1 KB'],
    [820 * 1024, '820 KB'],
    [1.44 * 1024 * 1024, '1.4 MB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('LOGO_ACCEPT', () => {
  it('lists the types and extensions for the file picker', () => {
    expect(LOGO_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/png', '.png', 'image/jpeg', '.jpg', 'image/svg+xml', '.svg']),
    );
  });
});
