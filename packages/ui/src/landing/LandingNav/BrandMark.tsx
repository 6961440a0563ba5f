import type { SVGProps } from 'react';
import * as styles from './LandingNav.css';

/** The brand's mark: a teal tile with a rising 'f' stroke. Decorative. */
export function BrandMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M20.5 8.5h-3a4 4 0 0 0-4 4v11M10 15h8.5"
        className={styles.markStroke}
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
