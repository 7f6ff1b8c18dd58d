import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { playerEn } from '../i18n/messages/player';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './VideoPlayer.css';

/** The playback speeds the menu offers. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const SESSION_KEY = 'player.playbackRate';

const isRate = (value: number) => (PLAYBACK_RATES as readonly number[]).includes(value);

/** The speed chosen earlier in this browser session (1 when none, or storage is off). */
export function sessionRate(): number {
  try {
    const saved = Number(window.sessionStorage.getItem(SESSION_KEY));
    return isRate(saved) ? saved : 1;
  } catch {
    return 1;
  }
}

/** Keeps the chosen speed for the session's next videos. */
export function rememberRate(rate: number): void {
  try {
    if (isRate(rate)) window.sessionStorage.setItem(SESSION_KEY, String(rate));
  } catch {
    // Storage off: the speed holds for this video only.
  }
}

export interface SpeedMenuProps {
  rate: number;
  onRateChange: (rate: number) => void;
  /** Where the menu opens: the player itself while it is in full screen (else the page's body). */
  container?: HTMLElement | null;
}

/** The playback speed: a menu button showing the speed ("1.5×"), the six speeds as radio items. */
export function SpeedMenu({ rate, onRateChange, container }: SpeedMenuProps) {
  const { t, formatNumber } = useMessages(playerEn);
  const short = (value: number) => t('player.speedRate', { rate: formatNumber(value) });
  const label = (value: number) => (value === 1 ? t('player.speedNormal') : short(value));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={styles.button}
          // The visible speed is part of the name ("Playback speed: 1×").
          aria-label={`${t('player.speed')}: ${short(rate)}`}
          data-control="speed"
        >
          <span className={styles.menuValue}>{short(rate)}</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content side="top" align="end" container={container}>
        <DropdownMenu.Label>{t('player.speed')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={String(rate)} onValueChange={(value) => onRateChange(Number(value))}>
          {PLAYBACK_RATES.map((value) => (
            <DropdownMenu.RadioItem key={value} value={String(value)}>
              {label(value)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
