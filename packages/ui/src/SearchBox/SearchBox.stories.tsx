import type { Suggestion } from '@site/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const suggestions: Suggestion[] = [
  { type: 'search', title: 'harbour at sunset', dir: null },
  { type: 'search', title: 'harbour lights', dir: null },
  { type: 'category', title: 'Harbours', dir: 'harbours' },
  { type: 'model', title: 'Harper Lane', dir: 'harper-lane' },
  { type: 'channel', title: 'Harbour Studio', dir: 'harbour-studio' },
];

const recent = ['city lights', 'old bridge', 'rain on the window'];

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: {
    onSubmit: fn(),
    onSelectSuggestion: fn(),
    onSuggest: fn(async (query: string) =>
      suggestions.filter((s) => s.title.toLowerCase().includes(query.toLowerCase())),
    ),
    recent,
  },
  // Room below the field for the list.
  render: (args) => (
    <div style={{ minHeight: 380 }}>
      <SearchBox {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header search box at rest. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search videos' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Focused while empty: the last three searches; the arrow keys and Enter choose one. */
export const RecentSearches: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search videos' });
    await userEvent.click(input);
    const list = canvas.getByRole('listbox', { name: 'Recent searches' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'old bridge' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('old bridge');
    await expect(input).toHaveValue('old bridge');
    await expect(input).toHaveFocus();
  },
};

/** Suggestions after a 300 ms pause in typing; ↓ highlights the first. */
export const Suggestions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search videos' });
    await userEvent.type(input, 'har');
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' });
    await expect(args.onSuggest).toHaveBeenCalledTimes(1);
    await expect(args.onSuggest).toHaveBeenCalledWith('har', expect.anything());
    await expect(within(list).getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}');
    const first = within(list).getByRole('option', { name: 'harbour at sunset' });
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
  },
};

/** A category suggestion goes to its page through onSelectSuggestion. */
export const ChooseCategory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'harb');
    await userEvent.click(await canvas.findByRole('option', { name: 'Harbours Category' }));
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(suggestions[2]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Escape closes the list and keeps the text; a second Escape clears it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'har');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('har');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** While the suggestions load. */
export const Loading: Story = {
  args: { onSuggest: fn((_query: string) => new Promise<Suggestion[]>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'sun');
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getAllByText('Loading suggestions').length).toBeGreaterThan(0);
  },
};

/** The suggester failed: the box still searches. */
export const SuggestError: Story = {
  args: { onSuggest: fn((_query: string): Promise<Suggestion[]> => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'sun');
    await waitFor(() =>
      expect(canvas.getAllByText('Suggestions are unavailable right now.').length).toBeGreaterThan(0),
    );
  },
};

/** No suggestion for the text. */
export const NoSuggestions: Story = {
  args: { onSuggest: fn(async (_query: string): Promise<Suggestion[]> => []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(canvas.getAllByText('No suggestions').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Submitting fewer than 3 characters says why and does not search. */
export const TooShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(/Type at least 3 characters to search\./);
    await expect(input).toHaveFocus();
    // Two characters still ask for suggestions (§4) after the pause: wait for that answer, so the story
    // ends in one state however slow the machine is.
    await waitFor(() => expect(args.onSuggest).toHaveBeenCalledWith('ab', expect.anything()));
    await canvas.findByText('No suggestions');
  },
};

/** Long suggestions end in an ellipsis; the option keeps the whole text as its name. */
export const LongText: Story = {
  args: {
    onSuggest: fn(
      async (_query: string): Promise<Suggestion[]> => [
        {
          type: 'search',
          title: 'a very long search term about harbour lights reflected on the water at night',
          dir: null,
        },
        {
          type: 'channel',
          title: 'The Harbour and Coastline Documentary Studio of the Northern Shore',
          dir: 'harbour-doc',
        },
      ],
    ),
  },
  render: (args) => (
    <div style={{ minHeight: 240, maxWidth: 420 }}>
      <SearchBox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'harbour lights at night');
    await expect(
      await canvas.findByRole('option', {
        name: 'The Harbour and Coastline Documentary Studio of the Northern Shore Channel',
      }),
    ).toBeVisible();
  },
};

/** Mobile: the box fills the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'harbour{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('harbour');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
