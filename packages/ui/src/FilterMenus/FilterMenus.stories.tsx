import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { ChannelFilters, MemberFilters, ModelFilters, PlaylistFilters } from './FilterMenus';
import { noMemberFilters, noModelFilters } from './fixtures';

interface MenuProps<V> {
  value: V;
  onChange: (next: V) => void;
}

/** Holds the applied values of any of the menus, as the route would. */
function Routed<V>({ Menu, ...props }: MenuProps<V> & { Menu: ComponentType<MenuProps<V>> }) {
  const [value, setValue] = useState(props.value);
  return (
    <Menu
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/FilterMenus',
  component: ModelFilters,
  args: { value: noModelFilters, onChange: fn() },
  render: (args) => <Routed Menu={ModelFilters} {...args} />,
} satisfies Meta<typeof ModelFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Models: the model sorts and the filters button. */
export const Models: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Sort and filter models' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sort: Most popular' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** The model sorts (§3). */
export const ModelSorts: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort: Most popular' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(9);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Most subscribed' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      ...noModelFilters,
      sort: 'most-subscribed',
      sex: undefined,
    });
  },
};

/** Every model filter of §3 in the open panel, three of them set. */
export const ModelFiltersOpen: Story = {
  args: { value: { ...noModelFilters, sex: 'female', country: 'de', hair_color: '3' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters 3 active' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    for (const name of ['Sex', 'First letter', 'Ethnicity', 'Age', 'Country', 'Breast size', 'Hair colour']) {
      await expect(within(panel).getByRole('combobox', { name })).toBeInTheDocument();
    }
    await expect(within(panel).getByRole('combobox', { name: 'Country' })).toHaveTextContent('Germany');
  },
};

/** Choosing a country from the fixed list of §9 and applying it. */
export const ChooseCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Japan' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...noModelFilters, country: 'jp', sex: undefined });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBeVisible());
  },
};

/** The community: member sorts and filters. */
export const Members: Story = {
  render: (args) => <Routed Menu={MemberFilters} value={noMemberFilters} onChange={args.onChange as never} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Female' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Single' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...noMemberFilters, sex: '2', relationship: '1' });
  },
};

/** Channels: a sort only. */
export const Channels: Story = {
  render: (args) => (
    <Routed Menu={ChannelFilters} value={{ sort: 'most-popular' }} onChange={args.onChange as never} />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Most popular' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitemradio', { name: 'Z to A' }));
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'alphabetza' });
  },
};

/** Playlists: a sort only, its menu open. */
export const Playlists: Story = {
  render: (args) => (
    <Routed Menu={PlaylistFilters} value={{ sort: 'latest-updates' }} onChange={args.onChange as never} />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort: Latest' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(6);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Latest' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** Long labels in a narrow column wrap instead of overflowing. */
export const LongText: Story = {
  render: (args) => (
    <UiProvider
      messages={{
        'filtersBar.sort.most-popular': 'Most popular with the whole community this season',
        'filtersBar.filters': 'Refine the list of models',
      }}
    >
      <div style={{ maxWidth: 300 }}>
        <Routed Menu={ModelFilters} {...args} />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Sort: Most popular with the whole community this season',
    });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

/** Mobile: the models' sort and every filter in one menu. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: { ...noModelFilters, letter: 'k' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort and filter 1 active' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Sort and filter models' });
    await expect(within(sheet).getByRole('radiogroup', { name: 'Sort' })).toBeVisible();
    await expect(within(sheet).getByRole('combobox', { name: 'First letter' })).toHaveTextContent('K');
  },
};
