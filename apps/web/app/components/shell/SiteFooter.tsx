import { Button, Dialog, Footer, useLinkComponent } from '@site/ui';
import { useT } from '../../lib/i18n';
import { footerBanners } from '../../lib/settings-banners';
import { informationUrl, SECTION_URLS } from '../../lib/urls';

/**
 * Links of the footer (§1) whose pages are not among the site's routes (§2): partner, content and
 * advertising enquiries go to the support section of the information page.
 */
const FOOTER_HREFS = {
  partner: informationUrl('support'),
  content: informationUrl('support'),
  advertising: informationUrl('support'),
} as const;

/** The footer (§1, §9): four banner slots, the information links, and the rating-label notice in a dialog. */
export function SiteFooter({ year }: { year: number }) {
  const { t } = useT();
  const Link = useLinkComponent();
  return (
    <Footer siteName={t('site.name')} year={year} hrefs={FOOTER_HREFS} banners={footerBanners()}>
      {/* A depicted person's removal appeal (#31), no account needed. */}
      <Link href={SECTION_URLS.appeal}>{t('appeal.footerLink')}</Link>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="sm">
            {t('rating.open')}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content title={t('rating.title')}>
          <p>{t('rating.body')}</p>
          <Dialog.Close asChild>
            <Button>{t('rating.close')}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>
    </Footer>
  );
}
