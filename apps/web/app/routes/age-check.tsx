import { sitePath } from '@site/api/display';
import { AgeGatePage } from '@site/ui';
import { redirect } from 'react-router';
import { AGE_VERIFY_PATH, ageGateMode, mustConfirmAge } from '../lib/age-gate.server';
import { metaT, pageMeta } from '../lib/head';
import { siteLoadContext } from '../lib/load-context';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/age-check';

/** The root layout renders this route alone: the gate shows nothing of the site behind it. */
export const handle = { chrome: false };

/**
 * §4 (#27): the age gate as a page of its own, where the root middleware sends a visitor who must confirm
 * their age (lib/age-gate.server.ts). Its form posts to the server (apps/server web/age-check.ts), which
 * keeps the confirmation and sends the visitor back; one who needs no gate (any more) goes back at once. In
 * a region whose age policy is `verified` the page offers the age-assurance provider's check instead (the
 * server's AGE_VERIFY_PATH, which comes back to the page asked for once passed); `refused=1`: the provider
 * did not confirm an adult.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const returnTo = sitePath(url.searchParams.get('return'));
  const back = new Request(new URL(returnTo, url), { headers: request.headers });
  if (!(await mustConfirmAge(back, context))) throw redirect(returnTo);
  // A region whose policy asks for a provider's check (#31): the page offers that check, not the question.
  const verifyHref =
    ageGateMode(context) === 'verified'
      ? `${AGE_VERIFY_PATH}?${new URLSearchParams({ return: returnTo })}`
      : null;
  return {
    returnTo,
    csrfToken: siteLoadContext(context).csrfToken ?? null,
    verifyHref,
    refused: verifyHref !== null && url.searchParams.get('refused') === '1',
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, { title: t('ageGate.title'), path: SECTION_URLS.ageCheck, noindex: true });
}

export default function AgeCheck({ loaderData }: Route.ComponentProps) {
  const { returnTo, csrfToken, verifyHref, refused } = loaderData;
  return (
    <main>
      <AgeGatePage
        action={SECTION_URLS.ageCheck}
        returnTo={returnTo}
        fields={csrfToken ? { _csrf: csrfToken } : {}}
        verifyHref={verifyHref ?? undefined}
        refused={refused}
      />
    </main>
  );
}
