/**
 * The job handlers the worker process runs (worker-main.ts), and the server when it runs its workers
 * in-process (main.ts): add a feature's `jobHandler(queue, handler)` registrations here. It sits beside
 * the entry points, above jobs/ and the features, so the queue stays generic and knows no feature.
 */
import type { Db } from './db/database.js';
import type { JobRegistration } from './jobs/registry.js';
import type { Mailer } from './mail/index.js';
import { demoMediaJob } from './media/demo.js';
import { transcodeJob } from './media/pipeline.js';
import type { MediaSettings } from './media/settings.js';
import type { MediaStorage } from './media/storage/index.js';
import { publishIfTrusted } from './moderation/settings.js';
import { newVideoJob } from './notifications/notify.js';
import { accountDeletionJob } from './settings/deletion.js';
import { accountExportJob } from './settings/export.js';

/** What handlers need: the database, the media storage and the media settings. */
export interface JobHandlerContext {
  db: Db;
  storage: MediaStorage;
  media: MediaSettings;
  /** Trusted uploads skip review only with their performers' consent records (verification/env.ts). */
  consentRequired?: boolean | undefined;
  /** Sends the data export's link (settings/export.ts). */
  mailer: Mailer;
  /** The site's public origin, for links in mail. */
  siteUrl: string;
}

/**
 * Every handler; without `mediaTools` (no runnable ffmpeg) only those that need none, so media jobs stay
 * queued until a process that has ffmpeg takes them.
 */
export function registeredJobHandlers(
  context: JobHandlerContext,
  { mediaTools = true }: { mediaTools?: boolean } = {},
): JobRegistration[] {
  const media = [
    transcodeJob({
      ...context,
      reachedReview: (tx, videoId) => publishIfTrusted(tx, videoId, context.consentRequired ?? false),
    }),
    demoMediaJob(context),
  ];
  // The notifications' fan-out and the account's deletion and export need no ffmpeg: they always run.
  return [
    ...(mediaTools ? media : []),
    newVideoJob(context),
    accountDeletionJob(context),
    accountExportJob(context),
  ];
}
