import { useMediaQuery } from '../../internal/useMediaQuery';
import { media } from '../../theme/media';

/** Whether the viewport is below the 768 px breakpoint, live; server rendering assumes a desktop. */
export function useIsMobile(): boolean {
  return useMediaQuery(media.phone) ?? false;
}
