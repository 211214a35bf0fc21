import { LOGO_MAX_CHARS } from '@org/data';
import { fitWithin, type Size } from './fit-within';
import { LOGO_BOX, LOGO_FORMATS_TEXT, logoFileError, logoFileType } from './logo-rules';

/** Why a chosen file did not become a logo, in words for the user. */
export class LogoError extends Error {
  override readonly name = 'LogoError';
}

/** A decoded image, ready to draw. */
export interface DecodedImage extends Size {
  readonly source: CanvasImageSource;
  /** Frees what decoding held (an object URL). */
  release(): void;
}

/** The part of a 2D context the logo needs (a stub in tests). */
export interface LogoCanvasContext {
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: ImageSmoothingQuality;
  clearRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: CanvasImageSource, dx: number, dy: number, dw: number, dh: number): void;
  getImageData(sx: number, sy: number, sw: number, sh: number): { data: Uint8ClampedArray };
}

/** The part of a canvas the logo needs (a stub in tests). */
export interface LogoCanvas {
  width: number;
  height: number;
  getContext(contextId: '2d'): LogoCanvasContext | null;
  toDataURL(type: string, quality?: number): string;
}

/** Where images are decoded and drawn: the browser's, or a stub in tests. */
export interface LogoEnvironment {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(): LogoCanvas;
}

/** The logo as stored on the company profile. */
export interface PreparedLogo extends Size {
  /** A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL. */
  readonly dataUrl: string;
  readonly format: 'png' | 'jpeg';
}

/** Beyond this many pixels decoding alone needs hundreds of megabytes; no logo is that large. */
export const LOGO_MAX_SOURCE_PIXELS = 40_000_000;

/** JPEG qualities tried, best first, before the image is made smaller. */
const JPEG_QUALITIES = [0.92, 0.85, 0.75] as const;
/** Each further try draws the image this much smaller. */
const SHRINK = 0.75;
/** Below this the logo would be unreadable; give up instead. */
const MIN_SIDE = 24;

/** True when any pixel is not fully opaque (RGBA bytes, as `getImageData` returns them). */
export function hasTransparency(rgba: Uint8ClampedArray): boolean {
  for (let index = 3; index < rgba.length; index += 4) {
    if ((rgba[index] ?? 255) < 255) return true;
  }
  return false;
}

/** Decodes through an <img>: an SVG drawn this way runs no script and loads nothing else. */
async function decodeInBrowser(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

export const browserLogoEnvironment: LogoEnvironment = {
  decode: decodeInBrowser,
  createCanvas: () => document.createElement('canvas'),
};

function draw(canvas: LogoCanvas, image: DecodedImage, size: Size): LogoCanvasContext {
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context)
    throw new LogoError('This browser cannot process images here. Try another browser.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, size.width, size.height);
  context.drawImage(image.source, 0, 0, size.width, size.height);
  return context;
}

function encode(canvas: LogoCanvas, format: PreparedLogo['format'], quality?: number): string {
  const dataUrl = canvas.toDataURL(`image/${format}`, quality);
  // A browser that cannot encode the format silently returns PNG, or "data:," for an empty canvas.
  if (!dataUrl.startsWith(`data:image/${format};base64,`)) {
    throw new LogoError('This browser could not convert the image. Try a PNG or JPEG file.');
  }
  return dataUrl;
}

/**
 * Turns a chosen file into the logo to store: checks its type and size, decodes it, draws it to fit
 * {@link LOGO_BOX} and re-encodes it — PNG when it has transparency (kept), JPEG otherwise (smaller)
 * — lowering JPEG quality, then the size, until the data URL is at most `maxChars` long, so the
 * profile stays a small Firestore document. PNG and JPEG are what PDF reports (pdfmake) can embed.
 *
 * @throws {LogoError} With a message for the user when the file cannot be used.
 */
export async function prepareLogo(
  file: File,
  environment: LogoEnvironment = browserLogoEnvironment,
  maxChars: number = LOGO_MAX_CHARS,
): Promise<PreparedLogo> {
  const problem = logoFileError(file);
  if (problem) throw new LogoError(problem);
  const name = file.name || 'The file';
  const isSvg = logoFileType(file) === 'image/svg+xml';

  let image: DecodedImage;
  try {
    image = await environment.decode(file);
  } catch {
    throw new LogoError(
      `“${name}” could not be read as an image: it may be damaged, or not really a ${LOGO_FORMATS_TEXT} file. Choose another file.`,
    );
  }
  try {
    if (!(image.width > 0 && image.height > 0)) {
      throw new LogoError(
        isSvg
          ? `“${name}” has no width and height of its own. Save the SVG with a width and height, or export it as PNG.`
          : `“${name}” has no pixels. Choose another image.`,
      );
    }
    if (image.width * image.height > LOGO_MAX_SOURCE_PIXELS) {
      throw new LogoError(
        `“${name}” is ${image.width} × ${image.height} pixels, too large to process. Use an image under 6000 × 6000 pixels.`,
      );
    }

    const canvas = environment.createCanvas();
    let size = fitWithin(image, LOGO_BOX, { enlarge: isSvg });
    let transparent: boolean | undefined;
    for (;;) {
      const context = draw(canvas, image, size);
      try {
        // Decided once, at the first size: shrinking does not make an image opaque or transparent.
        transparent ??= hasTransparency(context.getImageData(0, 0, size.width, size.height).data);
      } catch (error) {
        if (error instanceof LogoError) throw error;
        // A canvas the browser marks unsafe (some SVGs) cannot be read back.
        throw new LogoError(`“${name}” could not be converted. Export it as PNG and try again.`);
      }
      const tries = transparent
        ? [{ format: 'png' as const, quality: undefined }]
        : JPEG_QUALITIES.map((quality) => ({ format: 'jpeg' as const, quality }));
      for (const { format, quality } of tries) {
        const dataUrl = encode(canvas, format, quality);
        if (dataUrl.length <= maxChars) return { dataUrl, format, ...size };
      }
      size = {
        width: Math.max(1, Math.round(size.width * SHRINK)),
        height: Math.max(1, Math.round(size.height * SHRINK)),
      };
      if (Math.max(size.width, size.height) < MIN_SIDE) break;
    }
    throw new LogoError(
      `“${name}” has too much detail to store as a logo. Choose a simpler image.`,
    );
  } finally {
    image.release();
  }
}
