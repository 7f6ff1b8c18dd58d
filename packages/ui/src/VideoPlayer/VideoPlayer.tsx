import { assignInlineVars } from '@vanilla-extract/dynamic';
import type HlsType from 'hls.js';
import { type KeyboardEvent, type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { type PlayerMessageKey, playerEn } from '../i18n/messages/player';
import { useMessages } from '../i18n/UiProvider';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../theme/a11y.css';
import { EndScreen, type EndScreenVideo } from './EndScreen';
import { FullscreenIcon, PauseIcon, PipIcon, PlayIcon, QualityIcon, VolumeIcon } from './icons';
import { SeekBar } from './SeekBar';
import { rememberRate, SpeedMenu, sessionRate } from './SpeedMenu';
import { parseStoryboardVtt, type StoryboardCue } from './storyboard';
import { usePictureInPicture } from './usePictureInPicture';
import * as styles from './VideoPlayer.css';

export { END_SCREEN_VIDEOS, type EndScreenVideo } from './EndScreen';
export { PLAYBACK_RATES } from './SpeedMenu';
export { parseStoryboardVtt, parseVttTime, type StoryboardCue, storyboardCueAt } from './storyboard';

export const playerErrorKinds = ['network', 'decode', 'unsupported', 'general'] as const;
/** Why playback failed: the connection, a damaged file, a missing or unsupported file, anything else. */
export type PlayerErrorKind = (typeof playerErrorKinds)[number];

export type VideoSourceType = 'hls' | 'mp4';

/** A rung of an HLS ladder, as the quality menu lists it. */
export interface QualityLevel {
  /** hls.js's level index. */
  index: number;
  height: number;
  bitrate: number;
}

export interface VideoPlayerProps {
  /**
   * The file to play: an HLS playlist (`.m3u8`) or a plain file (MP4). Without it the player shows the
   * poster and a loading spinner (the page is still asking for the file, §7 videofile).
   */
  src?: string;
  /** The source's kind; by default `.m3u8` addresses are HLS and anything else a plain file. */
  type?: VideoSourceType;
  /** The still shown before playback, in the player's box (the video's thumbnail). */
  poster?: string;
  /** The video's title: names the player for assistive technology. */
  title: string;
  /** Seconds, shown until the file's own duration is known (the video's `duration`). */
  duration?: number;
  /**
   * The storyboard: a WebVTT address whose cues point into a sprite (`sprite.jpg#xywh=x,y,w,h`), or its
   * cues already parsed. Hovering the timeline, or dragging a finger along it, shows the thumbnail of
   * that moment.
   */
  storyboard?: string | readonly StoryboardCue[];
  /**
   * Related videos the end screen offers when playback ends, beside Replay (the first few: see
   * `END_SCREEN_VIDEOS`). Without them the end screen offers Replay alone.
   */
  related?: readonly EndScreenVideo[];
  /** Where the end screen's links open: `_blank` in an embed, so the site opens out of the frame. */
  relatedTarget?: '_blank';
  /** What the browser loads before playback. Defaults to `metadata`. */
  preload?: 'none' | 'metadata' | 'auto';
  /**
   * Play HLS with hls.js even where the browser plays it natively, so the quality menu gets the levels.
   * By default native HLS (Safari, iOS, recent Chromium) is used where there is one, and hls.js is
   * loaded (on demand, as its own chunk) only where there is not.
   */
  preferHlsJs?: boolean;
  /**
   * Where to start (s): where the viewer stopped last time (continue watching). Applied once per source,
   * before playback starts; a value that arrives after the viewer started playing is ignored.
   */
  startAt?: number | null | undefined;
  /** Where playback stands (s) and the media's length (NaN while unknown), as it plays and on a seek. */
  onTimeUpdate?: ((position: number, duration: number) => void) | undefined;
  onPlay?: () => void;
  onPause?: (() => void) | undefined;
  onEnded?: () => void;
  onError?: (kind: PlayerErrorKind) => void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const HLS_URL = /\.m3u8(?:[?#]|$)/i;
/** §: arrows seek this many seconds. */
export const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

const errorMessages: Record<PlayerErrorKind, PlayerMessageKey> = {
  network: 'player.error.network',
  decode: 'player.error.decode',
  unsupported: 'player.error.unsupported',
  general: 'player.error.general',
};

/** Whether a source is HLS: by its declared type, else by its address. */
export function isHlsSource(src: string, type?: VideoSourceType): boolean {
  return type ? type === 'hls' : HLS_URL.test(src);
}

function mediaErrorKind(error: MediaError | null): PlayerErrorKind {
  switch (error?.code) {
    case 2:
      return 'network';
    case 3:
      return 'decode';
    case 4:
      return 'unsupported';
    default:
      return 'general';
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The video page's player (§2): HLS (native where the browser has it, else hls.js loaded on demand) or a
 * plain MP4, with a poster, accessible custom controls (play, seek slider with storyboard thumbnails on
 * mouse hover and finger drag, time, mute and volume, playback speed, quality for HLS levels,
 * picture-in-picture where the browser offers it, full screen), an end screen (Replay and related videos)
 * and keyboard shortcuts while focus is in it: Space/K play and pause, ←/→ seek 5 s, ↑/↓ volume, M mute,
 * F full screen. It never plays by itself.
 */
export function VideoPlayer({
  src,
  type,
  poster,
  title,
  duration: knownDuration,
  storyboard,
  related = [],
  relatedTarget,
  preload = 'metadata',
  preferHlsJs = false,
  startAt,
  onTimeUpdate,
  onPlay,
  onPause,
  onEnded,
  onError,
}: VideoPlayerProps) {
  const { t, formatDuration, formatPercent } = useMessages(playerEn);
  const rootRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const replayRef = useRef<HTMLButtonElement>(null);
  const hlsRef = useRef<HlsType | null>(null);
  const hlsStarted = useRef(false);
  /** Play was asked for before hls.js was ready (its chunk still loading): start loading once it is. */
  const playRequested = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [current, setCurrent] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [error, setError] = useState<PlayerErrorKind | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevel] = useState(-1);
  const [activeLevel, setActiveLevel] = useState(-1);
  const [cues, setCues] = useState<readonly StoryboardCue[]>([]);
  const [rate, setRate] = useState(1);
  const [ended, setEnded] = useState(false);
  /** The focus was in the player when it ended: it moves to Replay. */
  const focusReplay = useRef(false);
  const pip = usePictureInPicture(videoRef);

  /** The start position of the current source (startAt), for hls.js. */
  const resumeAt = useRef<number | null>(null);

  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const fail = useCallback((kind: PlayerErrorKind) => {
    setError(kind);
    setPlaying(false);
    setWaiting(false);
    onErrorRef.current?.(kind);
  }, []);

  // Attach the source: a plain file, native HLS, or hls.js (imported only when needed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-attaches the source on retry
  useEffect(() => {
    const video = videoRef.current;
    setError(null);
    setLevels([]);
    setLevel(-1);
    setActiveLevel(-1);
    setCurrent(0);
    setMediaDuration(0);
    setPlaying(false);
    setWaiting(false);
    setEnded(false);
    if (!video || !src) return;
    let cancelled = false;
    let hls: HlsType | null = null;
    const plain = () => {
      video.src = src;
      video.load();
    };
    if (!isHlsSource(src, type) || (!preferHlsJs && video.canPlayType(HLS_TYPE) !== '')) {
      plain();
    } else {
      import('hls.js').then(
        ({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            if (video.canPlayType(HLS_TYPE) !== '') plain();
            else fail('unsupported');
            return;
          }
          const autoStart = preload === 'auto' || playRequested.current;
          const instance = new Hls({ autoStartLoad: autoStart, startPosition: resumeAt.current ?? -1 });
          hls = instance;
          hlsRef.current = instance;
          hlsStarted.current = autoStart;
          instance.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
            setLevels(
              data.levels.map((item, index) => ({ index, height: item.height, bitrate: item.bitrate })),
            );
          });
          instance.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setActiveLevel(data.level));
          instance.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            instance.destroy();
            hlsRef.current = null;
            fail(
              data.type === Hls.ErrorTypes.NETWORK_ERROR
                ? 'network'
                : data.type === Hls.ErrorTypes.MEDIA_ERROR
                  ? 'decode'
                  : 'general',
            );
          });
          instance.loadSource(src);
          instance.attachMedia(video);
        },
        () => {
          if (!cancelled) fail('network');
        },
      );
    }
    return () => {
      cancelled = true;
      hls?.destroy();
      hlsRef.current = null;
      hlsStarted.current = false;
      playRequested.current = false;
      video.removeAttribute('src');
      video.load();
    };
  }, [src, type, preferHlsJs, preload, attempt, fail]);

  // A start position (continue watching): shown on the timeline at once, applied when the media can seek.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source takes the position again
  useEffect(() => {
    const video = videoRef.current;
    // A position of its own (the viewer played or sought) is kept; the one this effect set before the source
    // came (read back as the element's default start position) is set again, as the new source reset the
    // timeline to 0.
    if (!startAt || !video?.paused || (video.currentTime > 0 && video.currentTime !== resumeAt.current))
      return;
    setCurrent(startAt);
    // Before the metadata this is where the file starts (its default playback start position); hls.js
    // is told on its own (`startPosition`, `startLoad`), as attaching it reloads the element.
    video.currentTime = resumeAt.current = startAt;
  }, [startAt, src, attempt]);

  // The storyboard: parsed cues as given, or fetched and parsed from the VTT address.
  useEffect(() => {
    if (!storyboard) {
      setCues([]);
      return;
    }
    if (typeof storyboard !== 'string') {
      setCues(storyboard);
      return;
    }
    const controller = new AbortController();
    const base = new URL(storyboard, document.baseURI).href;
    fetch(base, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setCues(parseStoryboardVtt(text, base)))
      .catch(() => {
        // No thumbnails is not an error of the video: the timeline still works.
      });
    return () => controller.abort();
  }, [storyboard]);

  // The speed chosen earlier in the session. `defaultPlaybackRate` too: loading a source resets the rate to it.
  useEffect(() => {
    const saved = sessionRate();
    const video = videoRef.current;
    if (saved === 1 || !video) return;
    video.defaultPlaybackRate = saved;
    video.playbackRate = saved;
    setRate(saved);
  }, []);

  // Ended with the focus in the player (a keyboard user, or a click on it): Replay takes it.
  useEffect(() => {
    if (!ended || !focusReplay.current) return;
    focusReplay.current = false;
    replayRef.current?.focus({ preventScroll: true });
  }, [ended]);

  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const duration = mediaDuration > 0 ? mediaDuration : (knownDuration ?? 0);
  const ready = Boolean(src) && error === null;

  const startHls = () => {
    playRequested.current = true;
    if (hlsRef.current && !hlsStarted.current) {
      hlsStarted.current = true;
      hlsRef.current.startLoad(resumeAt.current ?? -1);
    }
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || !ready) return;
    if (playing) {
      video.pause();
      return;
    }
    startHls();
    video.play()?.catch(() => {
      // Refused (e.g. no user gesture) or interrupted by a pause: the state follows the media events.
    });
  };

  const seekTo = (time: number) => {
    const video = videoRef.current;
    if (!video || !ready) return;
    const next = clamp(time, 0, duration || 0);
    video.currentTime = next;
    setCurrent(next);
    // Back into the video: the end screen steps aside (the end itself brings it back).
    if (next < duration) setEnded(false);
  };

  const replay = () => {
    const video = videoRef.current;
    if (!video || !ready) return;
    video.currentTime = 0;
    setCurrent(0);
    setEnded(false);
    // Replay leaves with the end screen: the focus goes to the play button, which now says Pause.
    playButtonRef.current?.focus({ preventScroll: true });
    startHls();
    video.play()?.catch(() => {
      // Refused or interrupted: the state follows the media events.
    });
  };

  const changeRate = (next: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = next;
    video.playbackRate = next;
    setRate(next);
    rememberRate(next);
  };

  const changeVolume = (next: number) => {
    const video = videoRef.current;
    if (!video) return;
    const value = clamp(Math.round(next * 100) / 100, 0, 1);
    video.volume = value;
    video.muted = value === 0;
    setVolume(value);
    setMuted(value === 0);
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    const next = !muted;
    video.muted = next;
    setMuted(next);
    if (!next && volume === 0) changeVolume(0.5);
  };

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) {
      document.exitFullscreen?.().catch(() => undefined);
      return;
    }
    if (typeof root.requestFullscreen === 'function') {
      root.requestFullscreen().catch(() => undefined);
      return;
    }
    // iPhone Safari has no element full screen, only the video's own.
    const video = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    video?.webkitEnterFullscreen?.();
  };

  const chooseLevel = (index: number) => {
    setLevel(index);
    const hls = hlsRef.current;
    if (!hls) return;
    if (hlsStarted.current) hls.currentLevel = index;
    else hls.loadLevel = index;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as Node;
    // Keys inside portalled parts (the quality menu) bubble here through React: they are not ours.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !ready) return;
    if (!rootRef.current?.contains(target)) return;
    // A button's or a link's own key (Space presses a button; the end screen's links).
    const onButton = target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;
    const onVolume = target instanceof HTMLInputElement && target.dataset.control === 'volume';
    const video = videoRef.current;
    switch (event.key) {
      case ' ':
        if (onButton) return; // the button's own action
        togglePlay();
        break;
      case 'k':
      case 'K':
        togglePlay();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (onVolume) return;
        seekTo((video?.currentTime ?? current) + (event.key === 'ArrowLeft' ? -SEEK_STEP : SEEK_STEP));
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        if (onVolume) return;
        changeVolume((muted ? 0 : volume) + (event.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP));
        break;
      case 'm':
      case 'M':
        toggleMute();
        break;
      case 'f':
      case 'F':
        toggleFullscreen();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const media = {
    onPlay: () => {
      startHls();
      setPlaying(true);
      // Played again from the end screen by a key: its Replay leaves, the focus goes to the play button.
      if (ended && document.activeElement === replayRef.current) {
        playButtonRef.current?.focus({ preventScroll: true });
      }
      setEnded(false);
      onPlay?.();
    },
    onPause: () => {
      setPlaying(false);
      onPause?.();
    },
    onEnded: () => {
      const root = rootRef.current;
      focusReplay.current = Boolean(root && document.activeElement && root.contains(document.activeElement));
      setPlaying(false);
      setEnded(true);
      onEnded?.();
    },
    onWaiting: () => setWaiting(true),
    onPlaying: () => setWaiting(false),
    onCanPlay: () => setWaiting(false),
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      setCurrent(video.currentTime);
      onTimeUpdate?.(video.currentTime, video.duration);
    },
    onRateChange: (event: SyntheticEvent<HTMLVideoElement>) => setRate(event.currentTarget.playbackRate),
    onDurationChange: (event: SyntheticEvent<HTMLVideoElement>) => {
      const value = event.currentTarget.duration;
      setMediaDuration(Number.isFinite(value) ? value : 0);
    },
    onVolumeChange: (event: SyntheticEvent<HTMLVideoElement>) => {
      setVolume(event.currentTarget.volume);
      setMuted(event.currentTarget.muted);
    },
    onError: (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      // Errors after the source was detached (unmount, new source) are not this video's.
      if (!video.error || !video.getAttribute('src')) return;
      fail(mediaErrorKind(video.error));
    },
  };

  const shownVolume = muted ? 0 : volume;
  const levelLabel = (index: number) => {
    const item = levels.find((l) => l.index === index);
    return item ? t('player.qualityLevel', { height: item.height }) : t('player.qualityAuto');
  };
  const qualityValue =
    level === -1
      ? activeLevel === -1
        ? t('player.qualityAuto')
        : t('player.qualityAutoLevel', { level: levelLabel(activeLevel) })
      : levelLabel(level);
  const sortedLevels = [...levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  // In full screen only the player shows: its menus open inside it.
  const menuContainer = fullscreen ? rootRef.current : null;

  return (
    // A region of controls; keys typed inside it are the player's shortcuts.
    <section
      ref={rootRef}
      className={styles.root}
      aria-label={title ? `${t('player.label')}: ${title}` : t('player.label')}
      tabIndex={-1}
      data-playing={playing}
      data-state={error ? 'error' : !src ? 'loading' : playing ? 'playing' : ended ? 'ended' : 'paused'}
      onKeyDown={onKeyDown}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the play button and the Space/K keys do the same */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the picture is a pointer shortcut */}
      <div
        className={styles.surface}
        onClick={() => {
          rootRef.current?.focus({ preventScroll: true });
          togglePlay();
        }}
        onDoubleClick={toggleFullscreen}
      >
        <video
          ref={videoRef}
          className={styles.video}
          poster={poster}
          preload={preload}
          playsInline
          {...media}
        />
        {!playing && !ended && ready && (
          <span className={styles.bigPlay} aria-hidden="true">
            <PlayIcon className={styles.icon} />
          </span>
        )}
      </div>

      {(!src || (waiting && !error)) && (
        <div className={styles.center}>
          <span className={styles.spinnerBox}>
            <Spinner size="lg" label={t('player.loading')} />
          </span>
        </div>
      )}

      {ended && ready && (
        <EndScreen
          videos={related}
          onReplay={replay}
          replayRef={replayRef}
          {...(relatedTarget ? { linkTarget: relatedTarget } : {})}
        />
      )}

      {error && (
        <div className={styles.center}>
          <div className={styles.errorPanel} role="alert">
            <p className={styles.errorTitle}>{t('player.error.title')}</p>
            <p className={styles.errorText}>{t(errorMessages[error])}</p>
            <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('player.retry')}
            </Button>
          </div>
        </div>
      )}

      {ready && (
        <div className={styles.controls}>
          <SeekBar current={current} duration={duration} cues={cues} onSeek={seekTo} />
          <div className={styles.row}>
            <button
              ref={playButtonRef}
              type="button"
              className={styles.button}
              aria-label={playing ? t('player.pause') : t('player.play')}
              onClick={togglePlay}
            >
              {playing ? <PauseIcon className={styles.icon} /> : <PlayIcon className={styles.icon} />}
            </button>
            <button
              type="button"
              className={styles.button}
              aria-label={muted || volume === 0 ? t('player.unmute') : t('player.mute')}
              onClick={toggleMute}
            >
              <VolumeIcon className={styles.icon} muted={muted || volume === 0} />
            </button>
            <input
              type="range"
              className={styles.volume}
              style={assignInlineVars({ [styles.fill]: `${shownVolume * 100}%` })}
              aria-label={t('player.volume')}
              aria-valuetext={formatPercent(shownVolume)}
              min={0}
              max={100}
              step={5}
              value={Math.round(shownVolume * 100)}
              onChange={(event) => changeVolume(Number(event.currentTarget.value) / 100)}
              data-control="volume"
            />
            <span className={styles.time}>
              <span className={visuallyHidden}>{`${t('player.time')} `}</span>
              {`${formatDuration(current)} / ${formatDuration(duration)}`}
            </span>
            <span className={styles.spacer} />
            <SpeedMenu rate={rate} onRateChange={changeRate} container={menuContainer} />
            {levels.length > 1 && (
              <DropdownMenu.Root>
                <DropdownMenu.Trigger asChild>
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={`${t('player.quality')}: ${qualityValue}`}
                  >
                    <QualityIcon className={styles.icon} />
                    <span className={styles.qualityValue}>{qualityValue}</span>
                  </button>
                </DropdownMenu.Trigger>
                <DropdownMenu.Content side="top" align="end" container={menuContainer}>
                  <DropdownMenu.Label>{t('player.quality')}</DropdownMenu.Label>
                  <DropdownMenu.RadioGroup
                    value={String(level)}
                    onValueChange={(value) => chooseLevel(Number(value))}
                  >
                    <DropdownMenu.RadioItem value="-1">{t('player.qualityAuto')}</DropdownMenu.RadioItem>
                    {sortedLevels.map((item) => (
                      <DropdownMenu.RadioItem key={item.index} value={String(item.index)}>
                        {t('player.qualityLevel', { height: item.height })}
                      </DropdownMenu.RadioItem>
                    ))}
                  </DropdownMenu.RadioGroup>
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            )}
            {pip.supported && (
              <button
                type="button"
                className={styles.button}
                aria-label={pip.active ? t('player.exitPip') : t('player.pip')}
                onClick={pip.toggle}
              >
                <PipIcon className={styles.icon} exit={pip.active} />
              </button>
            )}
            <button
              type="button"
              className={styles.button}
              aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
              onClick={toggleFullscreen}
            >
              <FullscreenIcon className={styles.icon} exit={fullscreen} />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
