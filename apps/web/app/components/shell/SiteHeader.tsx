import { Link } from 'react-router';
import { tSite } from '../../lib/messages';
import * as styles from '../../styles/layout.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {tSite('site.name')}
      </Link>
      <nav aria-label={tSite('nav.videos')}>
        <Link to="/videos/" className={styles.pagerLink}>
          {tSite('nav.videos')}
        </Link>
      </nav>
    </header>
  );
}
