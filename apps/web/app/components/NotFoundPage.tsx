import { Button } from '@site/ui';
import { Link } from 'react-router';
import { tSite } from '../lib/messages';

/** The 404 page of §2: a title, an explanation and a go-to-main-page button; robots NOINDEX. */
export function NotFoundPage() {
  return (
    <section>
      <title>{`${tSite('notFound.title')} | ${tSite('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{tSite('notFound.title')}</h1>
      <p>{tSite('notFound.body')}</p>
      <Button asChild>
        <Link to="/">{tSite('notFound.home')}</Link>
      </Button>
    </section>
  );
}
