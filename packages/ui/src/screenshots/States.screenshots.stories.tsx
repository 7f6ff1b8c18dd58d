import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { SubscribeButton } from '../SubscribeButton/SubscribeButton';
import { Tabs } from '../Tabs/Tabs';
import { brandNames } from '../theme/brands';
import { VoteButtons } from '../VoteButtons/VoteButtons';
import { BrandColumns, modeOf, screenshotParameters } from './BrandColumns';

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;
const ignore = () => {};

const meta = {
  title: 'Screenshots/States',
  parameters: screenshotParameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a listing shows with nothing in it, after a failed load, and for an address that finds nothing, in each brand. */
export const EmptyAndError: Story = {
  name: 'Empty and error states',
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {() => (
        <>
          <EmptyState
            headingLevel={3}
            title="No videos yet"
            description="Videos this member uploads will show here."
            action={<Button variant="secondary">Upload a video</Button>}
          />
          <ErrorState headingLevel={3} onRetry={ignore} />
          <ErrorState headingLevel={3} code="videos_not_found" homeHref="/" />
        </>
      )}
    </BrandColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'No videos yet', level: 3 })).toHaveLength(
      brandNames.length,
    );
  },
};

/** The video page's actions in their states (liked, a visitor's, subscribed or not) and tabs, in each brand. */
export const VideoActions: Story = {
  name: 'Video actions',
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {(brand) => (
        <>
          <div style={row}>
            <VoteButtons likes={1_181} dislikes={96} vote="like" onVote={ignore} onLoginRequired={ignore} />
            <VoteButtons likes={0} dislikes={0} canVote={false} onVote={ignore} onLoginRequired={ignore} />
          </div>
          <div style={row}>
            <SubscribeButton
              target="channel"
              name="North Studio"
              subscribers={125_400}
              subscribed={false}
              onSubscribe={ignore}
              onUnsubscribe={ignore}
              onLoginRequired={ignore}
            />
            <SubscribeButton
              target="model"
              name="Amber River"
              subscribers={4_210}
              subscribed
              onSubscribe={ignore}
              onUnsubscribe={ignore}
              onLoginRequired={ignore}
            />
          </div>
          <Tabs.Root defaultValue="about">
            <Tabs.List label={`Video sections (${brand})`}>
              <Tabs.Trigger value="about">About</Tabs.Trigger>
              <Tabs.Trigger value="comments">Comments</Tabs.Trigger>
              <Tabs.Trigger value="related" disabled>
                Related
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="about">
              <p style={{ margin: 0 }}>A slow timelapse of the harbour at sunset.</p>
            </Tabs.Content>
            <Tabs.Content value="comments">
              <p style={{ margin: 0 }}>24 comments.</p>
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </BrandColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(brandNames.length);
  },
};
