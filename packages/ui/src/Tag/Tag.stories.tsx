import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type LinkComponent, UiProvider } from '../i18n/UiProvider';
import { Tag, TagList, type TagListItem } from './Tag';

const searchHref = (keyword: string) => `/search/?s=${encodeURIComponent(keyword)}`;

const keywords: TagListItem[] = [
  'timelapse',
  'harbour',
  'night city',
  'rain',
  'forest',
  'drone',
  'sunset',
  'pottery',
  'library',
  'river walk',
  'autumn',
  'birdsong',
  'snow',
  'morning stretch',
  'ocean waves',
  'old town',
  'fog',
  'mountains',
  'street food',
  'lighthouse',
].map((label) => ({ label, href: searchHref(label) }));

/** The site passes its router's link; this one keeps the story in place when a tag is clicked. */
const StayLink: LinkComponent = ({ href, children, onClick, ...rest }) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { href: searchHref('timelapse'), children: 'timelapse' },
  argTypes: { ref: { table: { disable: true } } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A keyword chip is a link named by the keyword. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'timelapse' })).toHaveAttribute(
      'href',
      '/search/?s=timelapse',
    );
  },
};

/** §2 top-keywords strip: a named list of links that wraps; Tab walks through them in order. */
export const TopKeywords: Story = {
  render: () => (
    <UiProvider linkComponent={StayLink}>
      <div style={{ maxWidth: 560 }}>
        <TagList tags={keywords} label="Top keywords" />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('group', { name: 'Top keywords' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(keywords.map((k) => k.label));
    await expect(within(list).getByRole('link', { name: 'night city' })).toHaveAttribute(
      'href',
      '/search/?s=night%20city',
    );
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/** A long keyword ends in an ellipsis; its link keeps the whole keyword as its name. */
export const LongKeyword: Story = {
  render: () => (
    <div style={{ maxWidth: 240 }}>
      <TagList
        label="Keywords"
        tags={[
          { label: 'short', href: searchHref('short') },
          {
            label: 'a very long keyword that does not fit on one line of the sidebar',
            href: searchHref('long'),
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'a very long keyword that does not fit on one line of the sidebar',
      }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: TopKeywords.render,
};
