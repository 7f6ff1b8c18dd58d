import { data } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';

/** Renders the 404 page itself, with its status, for any path no route matches. */
export function loader() {
  return data({}, { status: 404 });
}

export default NotFoundPage;
