/**
 * The transcoding stage of the media pipeline (#7): probe a source by content, plan its HLS ladder, and
 * encode the renditions, master playlist, download, posters, hover preview and storyboard. See README.md.
 */
export { isMediaError, MEDIA_ERROR_CODES, MediaError, type MediaErrorCode } from './errors.js';
export {
  AAC_CODEC,
  avc1Codec,
  BITS_PER_PIXEL,
  BUFSIZE_FACTOR,
  h264Level,
  type LadderRow,
  ladderFor,
  MAX_FRAME_RATE,
  MAXRATE_FACTOR,
  outputFrameRate,
  type Rung,
} from './ladder.js';
export {
  type RungResult,
  rungResultSchema,
  type TranscodeManifest,
  transcodeManifestSchema,
} from './manifest.js';
export { type MasterEntry, masterPlaylist, measureRendition, readMediaPlaylist } from './playlists.js';
export {
  ACCEPTED_CONTAINERS,
  isAcceptedFormat,
  isHd,
  isVr,
  type ProbeOptions,
  type ProbeResult,
  probe,
  probeResultSchema,
  readProbe,
  VR_MIN_WIDTH,
} from './probe.js';
export {
  STORYBOARD_COLUMNS,
  STORYBOARD_MAX_TILES,
  STORYBOARD_MIN_INTERVAL,
  STORYBOARD_TILE_LONG_SIDE,
  type StoryboardPlan,
  storyboardPlan,
  storyboardVtt,
} from './storyboard.js';
export { type SyntheticClip, type SyntheticSource, synthesizeClip } from './synthetic.js';
export { type FfmpegPaths, ffmpegPaths, mediaToolsCheck, progressSeconds, runTool } from './tools.js';
export {
  DOWNLOAD_MAX_SIZE,
  KEYFRAME_SECONDS,
  PREVIEW_LONG_SIDE,
  type ProgressListener,
  posterTimes,
  previewWindows,
  SEGMENT_SECONDS,
  type TranscodeOptions,
  transcode,
} from './transcode.js';
