import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { CountryPicker } from './CountryPicker';

const body = () => within(document.body);

const meta = {
  title: 'Components/CountryPicker',
  component: CountryPicker,
  args: { value: 'de', onValueChange: fn() },
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the chosen country's flag and name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Country: Germany' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the top-country list by name, the chosen one checked; choosing calls back with the code. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: Germany' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Germany' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Austria' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('at');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: Germany' }));
    await body().findByRole('menu');
  },
};

/** With the keyboard: Enter opens, typing jumps to a country, Enter chooses it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Country: Germany' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await userEvent.keyboard('swi');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'Switzerland' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('ch');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** No country chosen yet. */
export const NoneChosen: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Country: All countries' })).toBeVisible();
  },
};

/** A short list of countries, named in German. */
export const OtherLanguage: Story = {
  args: { value: 'ch', countries: ['de', 'at', 'ch', 'li', 'lu'] },
  render: (args) => (
    <UiProvider locale="de">
      <CountryPicker {...args} />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: Schweiz' }));
    await expect(within(await body().findByRole('menu')).getAllByRole('menuitemradio')).toHaveLength(5);
  },
};

/** A long country name is cut in the button. */
export const LongText: Story = {
  args: { value: 'ba' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Country: Bosnia & Herzegovina' }),
    ).toBeVisible();
  },
};

/** An empty list: the menu opens with nothing to choose. */
export const Empty: Story = {
  args: { value: null, countries: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: All countries' }));
    await expect(within(await body().findByRole('menu')).queryAllByRole('menuitemradio')).toHaveLength(0);
  },
};

/** On the mobile layout the list fits the screen's height and scrolls. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: Germany' }));
    await expect(await body().findByRole('menu')).toBeVisible();
  },
};
