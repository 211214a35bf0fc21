import { describe, expect, it } from 'vitest';
import { labelBox, layoutLabels } from './label-layout';

const bounds = { x0: 0, y0: 0, x1: 500, y1: 500 };

describe('layoutLabels', () => {
  it('moves a label to its next position when the first collides, and drops it when none is free', () => {
    const placed = layoutLabels(
      [
        {
          key: 'a',
          text: '50 %',
          positions: [{ x: 100, y: 100, angle: 0 }],
          anchor: 'start',
          fontSize: 10,
        },
        {
          key: 'b',
          text: '60 %',
          positions: [
            { x: 102, y: 101, angle: 0 },
            { x: 100, y: 140, angle: 0 },
          ],
          anchor: 'start',
          fontSize: 10,
        },
        {
          key: 'c',
          text: '70 %',
          positions: [{ x: 101, y: 100, angle: 0 }],
          anchor: 'start',
          fontSize: 10,
        },
      ],
      bounds,
    );
    expect(placed.map((p) => [p.key, p.y])).toEqual([
      ['a', 100],
      ['b', 140],
    ]);
  });

  it('keeps labels inside the bounds and off reserved boxes', () => {
    const placed = layoutLabels(
      [
        {
          key: 'a',
          text: 'OA',
          positions: [
            { x: 495, y: 10, angle: 0 },
            { x: 200, y: 200, angle: 0 },
          ],
          anchor: 'start',
          fontSize: 12,
        },
      ],
      bounds,
      [{ x0: 190, y0: 180, x1: 230, y1: 210 }],
    );
    expect(placed).toEqual([]);
  });

  it('boxes rotated text by its corners', () => {
    const flat = labelBox('abcd', 0, 0, 0, 'start', 10);
    const upright = labelBox('abcd', 0, 0, -90, 'start', 10);
    expect(flat.x1 - flat.x0).toBeGreaterThan(flat.y1 - flat.y0);
    expect(upright.y1 - upright.y0).toBeGreaterThan(upright.x1 - upright.x0);
  });
});
