'use client';

import type { ReactNode, SVGProps } from 'react';
import type { IconDrawing } from './drawing';

export interface SvgIconProps extends SVGProps<SVGSVGElement> {
  /** Pixel height of the icon; the width follows the grid's proportions (square by default). */
  size?: number;
  /** Edge of the drawing grid (the viewBox), or its width and height; 24 unless told. */
  grid?: number | readonly [number, number];
  children: ReactNode;
}

/** The decorative stroke-icon frame every icon renders in. */
export function SvgIcon({
  size = 16,
  grid = 24,
  strokeWidth = 2,
  children,
  ...rest
}: SvgIconProps) {
  const [gridWidth, gridHeight] = typeof grid === 'number' ? [grid, grid] : grid;
  return (
    <svg
      width={(size * gridWidth) / gridHeight}
      height={size}
      viewBox={`0 0 ${gridWidth} ${gridHeight}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-slot="icon"
      {...rest}
    >
      {children}
    </svg>
  );
}

export interface DrawnIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The drawing to render (one of the set's, from ./drawings or ./landingDrawings). */
  drawing: IconDrawing;
  /** Pixel height of the icon (16 unless told); wide drawings keep their proportions. */
  size?: number;
}

/**
 * One drawing, rendered in the icon frame. Inside the package, sections that must stay light
 * (the landing page) render their own drawings with it instead of `Icon`, whose lookup by name
 * brings the whole set.
 */
export function DrawnIcon({ drawing, size = 16, ...rest }: DrawnIconProps) {
  const { grid, strokeWidth, paths } = drawing;
  return (
    <SvgIcon size={size} grid={grid} strokeWidth={strokeWidth} {...rest}>
      {paths}
    </SvgIcon>
  );
}
