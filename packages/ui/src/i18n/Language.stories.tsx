import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { channelVideo, memberVideo } from '../VideoCard/fixtures';
import { VideoCard } from '../VideoCard/VideoCard';
import { useMessages } from './UiProvider';

function Formats() {
  const { locale, formatCount, formatDuration, plural } = useMessages();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: `${vars.space.xs} ${vars.space.lg}`,
        margin: 0,
      }}
    >
      <dt>locale</dt>
      <dd style={{ margin: 0 }} data-testid="locale">
        {locale}
      </dd>
      <dt>formatCount(1 500)</dt>
      <dd style={{ margin: 0 }}>{formatCount(1_500)}</dd>
      <dt>formatDuration(3 725)</dt>
      <dd style={{ margin: 0 }}>{formatDuration(3_725)}</dd>
      <dt>plural(video.views, 1 / 3 / 5)</dt>
      <dd style={{ margin: 0 }}>{[1, 3, 5].map((n) => plural('video.views', n)).join(' · ')}</dd>
    </dl>
  );
}

function LanguageSample() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl, maxWidth: 680 }}>
      <Formats />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
        <VideoCard video={{ ...memberVideo, is_trusted: 1 }} />
        <VideoCard video={{ ...channelVideo, video_viewed: 0 }} />
      </div>
      <div>
        <Button loading>Save changes</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Language',
  component: LanguageSample,
} satisfies Meta<typeof LanguageSample>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * English: the package's own messages. Switch the Language menu of the toolbar to see the sample
 * German and Russian messages (`.storybook/messages/`) and their `Intl` formats.
 */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15.3K views')).toBeVisible();
    await expect(canvas.getByText('Just added')).toBeVisible();
    await expect(canvas.getByText('1 view · 3 views · 5 views')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
  },
};

/** German: messages from `UiProvider`, decimal comma from `Intl.NumberFormat('de')`. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('locale')).toHaveTextContent('de');
    await expect(canvas.getByText('15,3 Tsd. Aufrufe')).toBeVisible();
    await expect(canvas.getByText('Gerade hinzugefügt')).toBeVisible();
    await expect(canvas.getByText('1,5 Tsd.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('link', { name: 'Mitglied Kestrel Vertrauenswürdiges Mitglied' }),
    ).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'de');
  },
};

/** Russian: the `few` and `many` plural categories English does not have. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 просмотр · 3 просмотра · 5 просмотров')).toBeVisible();
    await expect(canvas.getByText('15,3 тыс. просмотров')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'ru');
  },
};
