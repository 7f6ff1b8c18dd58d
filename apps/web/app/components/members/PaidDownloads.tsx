import type { ApiClient } from '@site/api';
import { callQuery } from '@site/api/query';
import { PaidPeriod } from '@site/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { trackGoal } from '../../lib/analytics-lazy';
import { retryOf } from '../../lib/refusals';

// The payment step of the download's modal, loaded when the member renews (#28).
const PayDownloadModal = lazy(() =>
  import('../video/DownloadModals').then((m) => ({ default: m.PayDownloadModal })),
);

/**
 * The member's paid period on their own page (#32 item 8): when it ends or ended (cb.php act status,
 * `paid_until`), and Renew, which opens the download modal's payment step (mode 2) for a renewal
 * (`renew`: a charge even while the period runs). Paid, the period's new end shows behind the modal: its
 * re-poll waits until the end has moved on.
 */
export function PaidDownloads({ api }: { api: ApiClient }) {
  const qc = useQueryClient();
  const status = useQuery(callQuery(api, 'payments.status', {}));
  // While the payment is open: the end the period had when the member pressed Renew.
  const [paying, setPaying] = useState<{ before: string | null } | null>(null);
  const until = status.data?.paid_until ?? null;

  return (
    <>
      <PaidPeriod
        status={status.data ? 'success' : status.isError ? 'error' : 'loading'}
        until={until}
        onRenew={() => setPaying({ before: until })}
        renewing={paying !== null}
        {...retryOf(status)}
      />
      {paying && (
        <Suspense fallback={null}>
          <PayDownloadModal
            open
            onOpenChange={(open) => {
              if (!open) setPaying(null);
            }}
            payOnly
            signedIn
            onDescribe={() => undefined}
            onPay={async ({ email }) => {
              const answer = await api.payments.charge({ email, renew: true });
              if (!answer.data) throw Object.assign(new Error(answer.code), { code: answer.code });
              return answer.data;
            }}
            // Paid once the period's end has moved on (a running period stays `paid` all along).
            onCheckStatus={async () => {
              const now = await api.payments.status();
              return now.paid && (now.paid_until ?? null) !== paying.before;
            }}
            // The modal says the payment came; behind it the panel shows the period's new end.
            onPaid={() => {
              trackGoal('payment');
              void qc.invalidateQueries({ queryKey: ['payments'] });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
