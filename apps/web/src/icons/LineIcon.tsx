import type { ReactNode, SVGProps } from 'react';

export interface LineIconProps extends Omit<SVGProps<SVGSVGElement>, 'width' | 'height'> {
  /** Width and height, px; default 16. */
  size?: number;
  /** The shapes, drawn on a 24 × 24 grid; required. */
  children: ReactNode;
}

/**
 * A decorative line icon (hidden from screen readers): strokes of the text colour, 2 units wide with
 * round ends, on a 24 × 24 grid. Props override any of these (a thinner stroke, another colour).
 */
export function LineIcon({ size = 16, children, ...svg }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...svg}
    >
      {children}
    </svg>
  );
}
