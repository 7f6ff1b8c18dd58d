import { Button, Dialog } from '@site/ui';
import { tSite } from '../../lib/messages';
import * as styles from '../../styles/layout.css';

/** The footer, with the rating-label notice of §1 in a dialog. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <span>{tSite('site.tagline')}</span>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="sm">
            {tSite('footer.rating')}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content title={tSite('rating.title')}>
          <p>{tSite('rating.body')}</p>
          <Dialog.Close asChild>
            <Button>{tSite('rating.close')}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>
    </footer>
  );
}
