/**
 * What the company logo upload accepts, and the words for what it refuses. Pure, so the rules are
 * tested without a browser.
 *
 * Every accepted file is decoded and redrawn on a canvas before it is stored (see prepare-logo.ts), so
 * the stored logo is always a PNG or JPEG that pdfmake can place on a report, and an SVG never keeps
 * its markup (an SVG may carry script; drawn through an <img> it runs none, and only pixels are kept).
 */

/** The largest file the picker takes: enough for any real logo, small enough to decode quickly. */
export const LOGO_INPUT_MAX_BYTES = 5 * 1024 * 1024;

/** The stored logo fits inside this box (a report header needs no more), never enlarged if raster. */
export const LOGO_BOX = { width: 600, height: 300 } as const;

/** Accepted types with the extensions that imply them when the browser reports no type. */
const ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
};

export type AcceptedLogoType = keyof typeof ACCEPTED;

/** For the file input's `accept`: the MIME types and extensions together. */
export const LOGO_ACCEPT = Object.entries(ACCEPTED)
  .flatMap(([type, extensions]) => [type, ...extensions.map((extension) => `.${extension}`)])
  .join(',');

/** The accepted formats as the form describes them. */
export const LOGO_FORMATS_TEXT = 'PNG, JPEG, WebP, GIF or SVG';

/** A file as the rules see it (a `File` is one). */
export interface LogoFileInfo {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** The accepted type of `file` from its MIME type, or from its extension when it has none. */
export function logoFileType(file: Pick<LogoFileInfo, 'name' | 'type'>): AcceptedLogoType | null {
  const type = file.type.toLowerCase();
  if (type) return type in ACCEPTED ? type : null;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return Object.keys(ACCEPTED).find((key) => ACCEPTED[key]?.includes(extension)) ?? null;
}

/** "1.4 MB" / "820 KB": sizes the way a file manager shows them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why `file` cannot be a logo, naming it; null when it may be tried. */
export function logoFileError(file: LogoFileInfo): string | null {
  const name = file.name || 'The file';
  if (logoFileType(file) === null) {
    return `“${name}” is not a ${LOGO_FORMATS_TEXT} image. Choose an image file in one of these formats.`;
  }
  if (file.size === 0) return `“${name}” is empty. Choose another image.`;
  if (file.size > LOGO_INPUT_MAX_BYTES) {
    return `“${name}” is ${formatFileSize(file.size)}: the logo can be at most ${formatFileSize(LOGO_INPUT_MAX_BYTES)}. Choose a smaller image.`;
  }
  return null;
}
