import type { ApiClient } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { AgePolicySettings, HiddenChannels, ModerationSettings } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { actError, useConsoleAct } from './acts';
import { useConsoleViewer } from './ConsolePage';
import { loadState } from './lists';
import '../../messages/use-moderation';

/**
 * /moderation/settings/: the console's settings, which admins change and moderators see read-only, and
 * the hidden channels (#33 item 3), which moderators and admins edit.
 */
export function SettingsSection({ api = browserApi }: { api?: ApiClient }) {
  return (
    <>
      <SettingsForm api={api} />
      <HiddenChannelsList api={api} />
    </>
  );
}

function HiddenChannelsList({ api }: { api: ApiClient }) {
  const query = useQuery(moderationQueries.hiddenChannels(api));
  const invalidate = [moderationQueries.hiddenChannels(api).queryKey, moderationQueries.auditLists()];
  const hide = useConsoleAct(
    {
      run: (a, dir: string) => a.moderation.hideChannel({ dir }),
      invalidate,
      success: () => 'console.notify.channelHide',
    },
    api,
  );
  const show = useConsoleAct(
    {
      run: (a, dir: string) => a.moderation.showChannel({ dir }),
      invalidate,
      success: () => 'console.notify.channelShow',
    },
    api,
  );
  const channels = query.data?.channels ?? [];
  return (
    <HiddenChannels
      {...loadState(query)}
      channels={channels}
      busy={hide.isPending || show.isPending}
      actionError={actError(show.submittedAt > hide.submittedAt ? show : hide)}
      onChannelHide={(dir) => hide.mutate(dir)}
      onChannelShow={(dir) => show.mutate(dir)}
      addResetKey={channels.length}
    />
  );
}

function SettingsForm({ api }: { api: ApiClient }) {
  const viewer = useConsoleViewer();
  const query = useQuery(moderationQueries.settings(api));
  const change = useConsoleAct(
    {
      run: (
        a,
        input: {
          name: 'trusted_skip_review' | 'complaint_days' | 'appeal_hides_video';
          value: boolean | number;
        },
      ) => a.moderation.setting({ name: input.name, value: Number(input.value) }),
      invalidate: [moderationQueries.settings(api).queryKey, moderationQueries.auditLists()],
      success: () => 'console.notify.setting',
    },
    api,
  );
  const agePolicy = useConsoleAct(
    {
      run: (a, input: { region: string; mode: 'none' | 'self' | 'verified' | 'default' }) =>
        a.moderation.agePolicy(input),
      invalidate: [moderationQueries.settings(api).queryKey, moderationQueries.auditLists()],
      success: () => 'console.notify.setting',
    },
    api,
  );
  const settings = query.data?.settings;
  return (
    <>
      <ModerationSettings
        {...loadState(query)}
        settings={
          settings
            ? {
                trusted_skip_review: settings.trusted_skip_review === 1,
                complaint_days: settings.complaint_days,
                appeal_hides_video: settings.appeal_hides_video === 1,
              }
            : null
        }
        viewerRole={viewer.role}
        busy={change.isPending}
        actionError={actError(change) ?? actError(agePolicy)}
        onSettingChange={(name, value) => change.mutate({ name, value })}
      />
      {settings && (
        // #31 item 5: the gate each region meets before any content (the server's age/policy.ts).
        <AgePolicySettings
          regions={settings.age_policy}
          viewerRole={viewer.role}
          busy={agePolicy.isPending}
          onChange={(region, mode) => agePolicy.mutate({ region, mode })}
        />
      )}
    </>
  );
}
