import type { ApiClient, VideoDetail } from '@site/api';
import { createContext, useContext } from 'react';
import { browserApi } from '../../lib/api';
import type { StageState } from '../../lib/video-files';

/**
 * What the video page's parts take from the page besides their data: the browser's client and effects.
 * VideoPage provides them (tests pass fakes); a part hydrated as an island (app/islands) has the site's own.
 */
export interface VideoPageContextValue {
  /** The browser's client (the file list, the view call, member actions). */
  api: ApiClient;
  /** Called once when the page is shown, with the view call (the local watch history of §3). */
  onShown?: ((video: VideoDetail) => void) | undefined;
  /** Goes to the download file (§4 "redirects to the current player file with a download flag"). */
  startDownload: (href: string) => void;
  /** Copies text to the clipboard (share and the menu's copy link). */
  copyText?: ((text: string) => Promise<void>) | undefined;
}

/** The local watch history (a visitor's), loaded when the view counts, 5 s into the video: not a first script. */
const recordWatched = (video: VideoDetail) =>
  void import('../../lib/watch-history').then((m) => m.recordWatched(video)).catch(() => {});

const goTo = (href: string) => window.location.assign(href);

/** The site's own: what an island of the page has, and what VideoPage's props replace. */
export const SITE_VIDEO_PAGE: VideoPageContextValue = {
  api: browserApi,
  onShown: recordWatched,
  startDownload: goTo,
};

export const VideoPageContext = createContext<VideoPageContextValue>(SITE_VIDEO_PAGE);

export function useVideoPage(): VideoPageContextValue {
  return useContext(VideoPageContext);
}

/** A video its file list withholds (deleted, private, gone): the page shows no actions, details or comments. */
export function isWithheld(stage: StageState): boolean {
  return stage.kind === 'deleted' || stage.kind === 'private' || stage.kind === 'not_found';
}
