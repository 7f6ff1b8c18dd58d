import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { IconButton } from '../IconButton/IconButton';
import { useMessages } from '../i18n/UiProvider';
import { useRequireAuth } from '../RequireAuth/RequireAuth';
import { DotsIcon } from './icons';

export interface VideoPageMenuProps {
  /** Download (members, §6): a visitor gets the sign-in modal. */
  onDownload?: () => void;
  /** Add to (members): a visitor gets the sign-in modal. */
  onAddTo?: () => void;
  onShare?: () => void;
  onCopyLink?: () => void;
  onReport?: () => void;
  defaultOpen?: boolean;
}

/** The video page's "more" menu (§2): download, add to, share, copy link and report. */
export function VideoPageMenu({
  onDownload,
  onAddTo,
  onShare,
  onCopyLink,
  onReport,
  defaultOpen,
}: VideoPageMenuProps) {
  const { t } = useMessages();
  const requireAuth = useRequireAuth();
  const items = [
    {
      key: 'download',
      label: t('videoPageMenu.download'),
      run: onDownload && (() => requireAuth(onDownload)),
    },
    { key: 'addTo', label: t('videoPageMenu.addTo'), run: onAddTo && (() => requireAuth(onAddTo)) },
    { key: 'share', label: t('videoPageMenu.share'), run: onShare },
    { key: 'copyLink', label: t('videoPageMenu.copyLink'), run: onCopyLink },
    { key: 'report', label: t('videoPageMenu.report'), run: onReport },
  ].filter((item) => item.run);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={t('videoPageMenu.trigger')} variant="secondary">
          <DotsIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {items.map((item) => (
          <DropdownMenu.Item key={item.key} onSelect={item.run}>
            {item.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
