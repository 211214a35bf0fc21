export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The largest size with the same proportions as `size` that fits in `box`, in whole pixels (at
 * least 1). A raster image is never enlarged (that only blurs it); a vector one (`enlarge`) is.
 */
export function fitWithin(size: Size, box: Size, { enlarge = false } = {}): Size {
  const scale = Math.min(box.width / size.width, box.height / size.height);
  const factor = enlarge ? scale : Math.min(1, scale);
  return {
    width: Math.max(1, Math.round(size.width * factor)),
    height: Math.max(1, Math.round(size.height * factor)),
  };
}
