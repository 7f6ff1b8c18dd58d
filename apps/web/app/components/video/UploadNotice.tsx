import type { VideoDetail } from '@site/api';
import { type UploadStage, uploadStage } from '@site/api/display';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { editUploadHref } from '../../lib/urls';
import type { SiteMessageKey } from '../../messages';
import * as styles from './video.css';

const NOTICES: Record<Exclude<UploadStage, 'deleted'>, SiteMessageKey> = {
  processing: 'video.owner.processing',
  review: 'video.owner.review',
  rejected: 'video.owner.rejected',
  failed: 'video.owner.failed',
};

/**
 * What the owner of an upload that is not live reads above its title (only they, and staff, see such a
 * page): that it is processing, awaits review, was rejected (with the moderator's reason and a way to edit
 * it and send it again), or could not be processed. Nothing for a live or deleted video.
 */
export function UploadNotice({ video }: { video: Pick<VideoDetail, 'status_id' | 'owner'> }) {
  const { t } = useT();
  const stage = uploadStage(video);
  if (stage === null || stage === 'deleted') return null;
  const reason = stage === 'rejected' ? video.owner?.reject_reason : null;
  const uploadId = video.owner?.upload_id;
  return (
    <div className={styles.ownerNotice} role="status" data-stage={stage}>
      <p className={styles.ownerNoticeText}>{t(NOTICES[stage])}</p>
      {reason && <p className={styles.ownerNoticeText}>{t('video.owner.reason', { reason })}</p>}
      {uploadId && stage !== 'failed' && (
        <Link className={styles.ownerNoticeLink} to={editUploadHref(uploadId)}>
          {t(stage === 'rejected' ? 'video.owner.resubmit' : 'video.owner.edit')}
        </Link>
      )}
    </div>
  );
}
