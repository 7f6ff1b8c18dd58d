import { LineIcon } from '../icons/LineIcon';

/** The player's icons: decorative, the control around each one says what it does. */
type SvgProps = { className: string };

/** A filled shape on the player's 24 × 24 grid. */
const Filled = ({ className, d }: SvgProps & { d: string }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);

/** A line icon on the player's 24 × 24 grid, 1.8 wide unless said. */
const Line = ({ className, d, strokeWidth = '1.8' }: SvgProps & { d: string[]; strokeWidth?: string }) => (
  <LineIcon className={className} viewBox="0 0 24 24" strokeWidth={strokeWidth} d={d} />
);

export const PlayIcon = ({ className }: SvgProps) => <Filled className={className} d="M8 5.5v13l10.5-6.5z" />;

export const PauseIcon = ({ className }: SvgProps) => (
  <Filled className={className} d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
);

const speaker = 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z';
export const VolumeIcon = ({ className, muted }: SvgProps & { muted: boolean }) => (
  <Line
    className={className}
    d={
      muted
        ? [speaker, 'M16 9.5l5 5M21 9.5l-5 5']
        : [speaker, 'M15.5 9a4 4 0 0 1 0 6', 'M18 6.5a7.5 7.5 0 0 1 0 11']
    }
  />
);

export const FullscreenIcon = ({ className, exit }: SvgProps & { exit: boolean }) => (
  <Line
    className={className}
    d={
      exit
        ? ['M9 4v5H4', 'M15 4v5h5', 'M9 20v-5H4', 'M15 20v-5h5']
        : ['M4 9V4h5', 'M20 9V4h-5', 'M4 15v5h5', 'M20 15v5h-5']
    }
  />
);

export const QualityIcon = ({ className }: SvgProps) => (
  <Line className={className} d={['M4 7h10M18 7h2M4 17h2M10 17h10', 'M14 5v4h4V5zM6 15v4h4v-4z']} />
);

/** A small window in the corner of a screen. */
export const PipIcon = ({ className, exit }: SvgProps & { exit: boolean }) => (
  <Line
    className={className}
    d={
      exit
        ? ['M20 11V6H4v12h6', 'M13 14h7v5h-7z', 'M7 9l3 3M7 12V9h3']
        : ['M20 11V6H4v12h6', 'M13 14h7v5h-7z']
    }
  />
);

/** A circling arrow: play again from the start. */
export const ReplayIcon = ({ className }: SvgProps) => (
  <Line className={className} strokeWidth="2" d={['M5 12a7 7 0 1 0 2.05-4.95', 'M5 4v4h4']} />
);
