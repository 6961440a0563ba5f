'use client';

import type { SVGProps } from 'react';
import { icons, type IconName } from './drawings';
import { DrawnIcon } from './SvgIcon';

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
  return <DrawnIcon drawing={icons[name]} size={size} {...rest} />;
}
