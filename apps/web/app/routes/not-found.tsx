import { data } from 'react-router';
import { NotFoundRoute } from '../../src/routes/NotFoundRoute';

/** Every unknown path: the 404 screen, with a 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundRoute />;
}
