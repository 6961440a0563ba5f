'use client';

import type { ReactNode, SVGProps } from 'react';
import { icons, type IconName } from './drawings';

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

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Which drawing to show, from the package's icon set (`IconName`). */
  name: IconName;
  /** Pixel height of the icon (16 unless told); wide drawings keep their proportions. */
  size?: number;
}

/**
 * A decorative icon from the package's one set (see `drawings.tsx`), hidden from assistive
 * technology: the text beside it, or the control's own label, carries the meaning.
 */
export function Icon({ name, size = 16, ...rest }: IconProps) {
  const { grid, strokeWidth, paths } = icons[name];
  return (
    <SvgIcon size={size} grid={grid} strokeWidth={strokeWidth} {...rest}>
      {paths}
    </SvgIcon>
  );
}
