import type { ReactNode } from 'react';

/** One drawing of the icon set: its grid, its stroke and its paths. */
export interface IconDrawing {
  /** Width and height of the grid the drawing is made on (its viewBox). */
  grid: readonly [number, number];
  /** Stroke width, in grid units. */
  strokeWidth: number;
  paths: ReactNode;
}

/** A drawing of the line set: a 24 × 24 grid, 2 px strokes. */
export const line = (paths: ReactNode): IconDrawing => ({
  grid: [24, 24],
  strokeWidth: 2,
  paths,
});

/** A drawing of the small set: a 16 × 16 grid, finer strokes. */
export const small = (paths: ReactNode, strokeWidth = 1.5): IconDrawing => ({
  grid: [16, 16],
  strokeWidth,
  paths,
});
