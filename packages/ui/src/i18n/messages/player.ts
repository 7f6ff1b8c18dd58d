/**
 * English defaults of the VideoPlayer. Not merged into `en`: the player brings them itself
 * (`useMessages(playerEn)`), so they load with the player, on the pages that show one, and not with
 * every page (#28). A site's translations of them come with its other texts (the provider's messages).
 */
export const playerEn = {
  'player.label': 'Video player',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'player.mute': 'Mute',
  'player.unmute': 'Unmute',
  'player.volume': 'Volume',
  'player.seek': 'Seek',
  'player.seekText': '{current} of {duration}',
  'player.time': 'Elapsed time',
  'player.fullscreen': 'Full screen',
  'player.exitFullscreen': 'Exit full screen',
  'player.quality': 'Quality',
  'player.qualityAuto': 'Auto',
  'player.qualityAutoLevel': 'Auto ({level})',
  'player.qualityLevel': '{height}p',
  'player.speed': 'Playback speed',
  'player.speedRate': '{rate}×',
  'player.speedNormal': 'Normal',
  'player.pip': 'Picture in picture',
  'player.exitPip': 'Exit picture in picture',
  'player.loading': 'Loading video',
  'player.error.title': 'This video cannot be played',
  'player.error.network': 'The connection was interrupted while loading the video.',
  'player.error.decode': 'The video file is damaged.',
  'player.error.unsupported': 'The video file is missing or its format is not supported.',
  'player.error.general': 'Something went wrong while playing the video.',
  'player.retry': 'Try again',
  'player.ended': 'Video ended',
  'player.replay': 'Replay',
  'player.watchNext': 'Watch next',
} as const;

export type PlayerMessageKey = keyof typeof playerEn;
