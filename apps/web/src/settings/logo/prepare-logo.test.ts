import { CompanyProfileInputSchema } from '@org/data';
import { describe, expect, it, vi } from 'vitest';
import {
  hasTransparency,
  LogoError,
  prepareLogo,
  type LogoCanvas,
  type LogoEnvironment,
} from './prepare-logo';

interface StubOptions {
  width?: number;
  height?: number;
  /** The alpha of every drawn pixel. */
  alpha?: number;
  /** The length of an encoded data URL's payload for a canvas of this size and quality. */
  payload?: (width: number, height: number, quality: number | undefined) => number;
  decodeFails?: boolean;
}

/** A canvas and decoder that record what was asked of them (jsdom has no canvas). */
function stubEnvironment({
  width = 1200,
  height = 600,
  alpha = 255,
  payload = () => 100,
  decodeFails = false,
}: StubOptions = {}) {
  const encodings: { type: string; quality: number | undefined; width: number; height: number }[] =
    [];
  const release = vi.fn();
  const canvas: LogoCanvas = {
    width: 0,
    height: 0,
    getContext: () => ({
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      clearRect: () => {},
      drawImage: () => {},
      getImageData: (_x, _y, w, h) => ({
        data: new Uint8ClampedArray(w * h * 4).map((_, index) => (index % 4 === 3 ? alpha : 0)),
      }),
    }),
    toDataURL(type, quality) {
      encodings.push({ type, quality, width: this.width, height: this.height });
      return `data:${type};base64,${'A'.repeat(payload(this.width, this.height, quality))}`;
    },
  };
  const environment: LogoEnvironment = {
    decode: () =>
      decodeFails
        ? Promise.reject(new Error('decode'))
        : Promise.resolve({ source: {} as CanvasImageSource, width, height, release }),
    createCanvas: () => canvas,
  };
  return { environment, encodings, release };
}

const png = (name = 'logo.png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('prepareLogo', () => {
  it('downscales to fit 600 × 300 and stores an opaque image as JPEG', async () => {
    const { environment, encodings, release } = stubEnvironment({ width: 1200, height: 600 });
    const logo = await prepareLogo(png(), environment);
    expect(logo).toMatchObject({ format: 'jpeg', width: 600, height: 300 });
    expect(logo.dataUrl).toMatch(/^data:image\/jpeg;base64,A+$/);
    expect(encodings).toEqual([{ type: 'image/jpeg', quality: 0.92, width: 600, height: 300 }]);
    expect(release).toHaveBeenCalledOnce();
  });

  it('keeps transparency as PNG', async () => {
    const { environment } = stubEnvironment({ width: 300, height: 100, alpha: 0 });
    const logo = await prepareLogo(png(), environment);
    expect(logo).toMatchObject({ format: 'png', width: 300, height: 100 });
    expect(logo.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('does not enlarge a small raster logo', async () => {
    const { environment } = stubEnvironment({ width: 64, height: 32 });
    expect(await prepareLogo(png(), environment)).toMatchObject({ width: 64, height: 32 });
  });

  it('draws an SVG to fill the box', async () => {
    const { environment } = stubEnvironment({ width: 100, height: 100, alpha: 0 });
    const svg = new File(['<svg/>'], 'mark.svg', { type: 'image/svg+xml' });
    expect(await prepareLogo(svg, environment)).toMatchObject({
      format: 'png',
      width: 300,
      height: 300,
    });
  });

  // Issue 44: the store (and firestore.rules) accept only base64 PNG or JPEG data URLs as a logo.
  it.each([
    ['an SVG with transparency', 'mark.svg', 'image/svg+xml', 0],
    ['an opaque SVG', 'mark.svg', 'image/svg+xml', 255],
    ['a GIF', 'anim.gif', 'image/gif', 255],
    ['a WebP with transparency', 'logo.webp', 'image/webp', 0],
    ['a file with no type, known by its extension', 'mark.svg', '', 0],
  ])('stores %s redrawn as PNG or JPEG, which the store accepts', async (_, name, type, alpha) => {
    const { environment } = stubEnvironment({ width: 100, height: 100, alpha });
    const logo = await prepareLogo(new File(['<svg/>'], name, { type }), environment);
    expect(logo.dataUrl).toMatch(/^data:image\/(png|jpeg);base64,/);
    expect(CompanyProfileInputSchema.shape.logo.safeParse(logo.dataUrl).success).toBe(true);
  });

  it('refuses, with a message, a browser that hands back another type than the one asked for', async () => {
    const { environment } = stubEnvironment({ width: 100, height: 100, alpha: 0 });
    const canvas = environment.createCanvas();
    canvas.toDataURL = () => `data:image/svg+xml;base64,${btoa('<svg/>')}`;
    environment.createCanvas = () => canvas;
    const svg = new File(['<svg/>'], 'mark.svg', { type: 'image/svg+xml' });
    await expect(prepareLogo(svg, environment)).rejects.toThrow(
      'This browser could not convert the image. Try a PNG or JPEG file.',
    );
  });

  it('lowers JPEG quality, then the size, until the data URL fits', async () => {
    // Bytes grow with pixels and quality: 600 × 300 does not fit in 100_000 at any quality tried;
    // 450 × 225 does at the best one.
    const { environment, encodings } = stubEnvironment({
      payload: (width, height, quality = 1) => Math.round(width * height * quality),
    });
    const logo = await prepareLogo(png(), environment, 100_000);
    expect(logo).toMatchObject({ format: 'jpeg', width: 450, height: 225 });
    expect(logo.dataUrl.length).toBeLessThanOrEqual(100_000);
    expect(encodings.map(({ quality, width }) => [width, quality])).toEqual([
      [600, 0.92],
      [600, 0.85],
      [600, 0.75],
      [450, 0.92],
    ]);
  });

  it('shrinks a transparent PNG until it fits', async () => {
    const { environment } = stubEnvironment({
      alpha: 10,
      payload: (width, height) => width * height,
    });
    const logo = await prepareLogo(png(), environment, 60_000);
    expect(logo.format).toBe('png');
    expect(logo.width * logo.height).toBeLessThanOrEqual(60_000);
  });

  it('gives up with a message when even a tiny version is too large', async () => {
    const { environment, release } = stubEnvironment({ payload: () => 200 });
    await expect(prepareLogo(png('noise.png'), environment, 100)).rejects.toThrow(
      '“noise.png” has too much detail to store as a logo. Choose a simpler image.',
    );
    expect(release).toHaveBeenCalledOnce();
  });

  it('refuses a wrong type or too large a file before decoding it', async () => {
    const { environment } = stubEnvironment();
    const decode = vi.spyOn(environment, 'decode');
    await expect(
      prepareLogo(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), environment),
    ).rejects.toThrow(/“doc\.pdf” is not a PNG, JPEG, WebP, GIF or SVG image/);
    await expect(prepareLogo(png('big.png', 6 * 1024 * 1024), environment)).rejects.toThrow(
      /“big\.png” is 6\.0 MB: the logo can be at most 5\.0 MB/,
    );
    expect(decode).not.toHaveBeenCalled();
  });

  it('says so when the file is not really an image', async () => {
    const { environment } = stubEnvironment({ decodeFails: true });
    const failure = prepareLogo(png('fake.png'), environment);
    await expect(failure).rejects.toBeInstanceOf(LogoError);
    await expect(failure).rejects.toThrow(/“fake\.png” could not be read as an image/);
  });

  it('asks for a sized SVG when one has no intrinsic size', async () => {
    const { environment } = stubEnvironment({ width: 0, height: 0 });
    const svg = new File(['<svg/>'], 'mark.svg', { type: 'image/svg+xml' });
    await expect(prepareLogo(svg, environment)).rejects.toThrow(/has no width and height/);
  });
});

describe('hasTransparency', () => {
  it('is false when every alpha byte is 255', () => {
    expect(hasTransparency(new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 255]))).toBe(false);
  });
  it('is true when any pixel is partly transparent', () => {
    expect(hasTransparency(new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 254]))).toBe(true);
  });
});
