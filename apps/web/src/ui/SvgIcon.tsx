import type { ReactNode } from 'react';

export interface SvgIconProps {
  /** Width and height in px (the drawing is on a 24×24 grid). */
  size?: number;
  /** One path drawn with the icon's paint; other shapes go in `children`. */
  path?: string;
  /** Painted with the text colour (a glyph); otherwise stroked (a line drawing). */
  filled?: boolean;
  strokeWidth?: number;
  children?: ReactNode;
}

/**
 * Every icon of the app: decorative (hidden from screen readers and never focused), since the
 * control or text beside it carries the meaning; drawn in the text colour on a 24×24 grid.
 */
export function SvgIcon({ size = 24, path, filled = false, strokeWidth = 2, children }: SvgIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {path && <path d={path} />}
      {children}
    </svg>
  );
}
