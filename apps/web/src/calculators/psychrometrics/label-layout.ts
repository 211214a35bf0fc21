/** A label the chart would like to draw, in drawing coordinates (px of the SVG's viewBox). */
export interface LabelCandidate {
  readonly key: string;
  readonly text: string;
  /** Positions to try in order: the text's anchor point and rotation (degrees). */
  readonly positions: readonly { readonly x: number; readonly y: number; readonly angle: number }[];
  /** 'start', 'middle' or 'end', as SVG's text-anchor. */
  readonly anchor: 'start' | 'middle' | 'end';
  readonly fontSize: number;
}

/** A label that found room. */
export interface PlacedLabel {
  readonly key: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly fontSize: number;
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Approximate width of a text in the UI font: 0.6 em per character (digits are tabular). */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.6;
}

/** Axis-aligned box around a (possibly rotated) text, with a little padding. */
export function labelBox(
  text: string,
  x: number,
  y: number,
  angle: number,
  anchor: PlacedLabel['anchor'],
  fontSize: number,
): Box {
  const width = textWidth(text, fontSize);
  const start = anchor === 'start' ? 0 : anchor === 'middle' ? -width / 2 : -width;
  // Corners of the text box (baseline at y, ascent 0.8 em, descent 0.25 em) before rotation.
  const corners = [
    [start, -0.8 * fontSize],
    [start + width, -0.8 * fontSize],
    [start, 0.25 * fontSize],
    [start + width, 0.25 * fontSize],
  ] as const;
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [cx, cy] of corners) {
    const px = x + cx * cos - cy * sin;
    const py = y + cx * sin + cy * cos;
    x0 = Math.min(x0, px);
    y0 = Math.min(y0, py);
    x1 = Math.max(x1, px);
    y1 = Math.max(y1, py);
  }
  const pad = 1.5;
  return { x0: x0 - pad, y0: y0 - pad, x1: x1 + pad, y1: y1 + pad };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * Greedy label placement: candidates in priority order, each at the first of its positions that
 * overlaps no label placed before it and stays inside `bounds`; a label with no free position is
 * left out (its line stays readable from the others). `reserved` boxes (points, axes) are avoided too.
 */
export function layoutLabels(
  candidates: readonly LabelCandidate[],
  bounds: Box,
  reserved: readonly Box[] = [],
): PlacedLabel[] {
  const taken: Box[] = [...reserved];
  const placed: PlacedLabel[] = [];
  for (const candidate of candidates) {
    for (const position of candidate.positions) {
      const box = labelBox(
        candidate.text,
        position.x,
        position.y,
        position.angle,
        candidate.anchor,
        candidate.fontSize,
      );
      const inside =
        box.x0 >= bounds.x0 && box.y0 >= bounds.y0 && box.x1 <= bounds.x1 && box.y1 <= bounds.y1;
      if (!inside || taken.some((other) => overlaps(box, other))) continue;
      taken.push(box);
      placed.push({
        key: candidate.key,
        text: candidate.text,
        x: position.x,
        y: position.y,
        angle: position.angle,
        anchor: candidate.anchor,
        fontSize: candidate.fontSize,
      });
      break;
    }
  }
  return placed;
}
