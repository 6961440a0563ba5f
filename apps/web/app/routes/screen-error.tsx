import { paths } from '@brand/ui';
import { RouteError } from '../../src/app/RouteError';

/** A screen that crashes or fails to load keeps the shell around it. */
export function ScreenError() {
  return <RouteError variant="embedded" homeHref={paths.dashboard} />;
}
