import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Comments } from '../Comments/Comments';
import { NOW, sampleComments, sampleThread, VIEWER_ID } from '../Comments/fixtures';
import { MemberFilters, ModelFilters } from '../FilterMenus/FilterMenus';
import { noMemberFilters, noModelFilters } from '../FilterMenus/fixtures';
import { FiltersBar } from '../FiltersBar/FiltersBar';
import { brandNames } from '../theme/brands';
import { BrandColumns, landmarkScreenshotParameters, modeOf, screenshotParameters } from './BrandColumns';

const ignore = () => {};
const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

const meta = {
  title: 'Screenshots/Lists',
  parameters: screenshotParameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The listings' filter bars in each brand: the video filters with nothing set and with three set (the
 * counter), the search page's (no sort), and the models' and members' menus.
 */
export const Filters: Story = {
  name: 'Filters',
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {() => (
        <>
          <FiltersBar
            value={{ sort: 'top-rated', type: 'all', date: 'all', duration: 'all' }}
            onChange={ignore}
          />
          <FiltersBar
            value={{ sort: 'most-popular', type: 'vr', date: 'month', duration: '1' }}
            onChange={ignore}
          />
          <FiltersBar
            search
            value={{ sort: 'top-rated', type: 'hd', date: 'all', duration: 'all' }}
            onChange={ignore}
          />
          <div style={row}>
            <ModelFilters value={{ ...noModelFilters, country: 'de' }} onChange={ignore} />
          </div>
          <div style={row}>
            <MemberFilters value={noMemberFilters} onChange={ignore} />
          </div>
        </>
      )}
    </BrandColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Filters 3 active' })).toHaveLength(brandNames.length);
  },
};

/**
 * The comments block in each brand: a member's view of a thread (the form, replies, a deleted comment,
 * their own vote and comments), and a visitor's (the sign-in prompt).
 */
export const CommentThreads: Story = {
  name: 'Comments',
  parameters: landmarkScreenshotParameters,
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {() => (
        <>
          <Comments
            comments={sampleThread()}
            viewerId={VIEWER_ID}
            now={NOW}
            signedIn
            onSignIn={ignore}
            onSubmit={ignore}
            onVote={ignore}
            onReply={ignore}
            onDelete={ignore}
          />
          <Comments
            comments={sampleComments(2)}
            now={NOW}
            signedIn={false}
            onSignIn={ignore}
            onSubmit={ignore}
          />
        </>
      )}
    </BrandColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('list', { name: 'Replies' })).toHaveLength(2 * brandNames.length);
  },
};
