import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wrongPassword } from '../AuthModals/fixtures';
import { LoginModal } from '../AuthModals/LoginModal';
import { fillLogin } from '../AuthModals/storyHelpers';
import { FiltersBar } from '../FiltersBar/FiltersBar';
import type { BrandName } from '../theme/brands';
import { brands } from '../theme/brands';
import { screenshotParameters } from './BrandColumns';

/**
 * Overlays in each brand × both modes. A dialog or a menu sits over the page in a layer of its own (a
 * portal into the body), so the brands cannot share one frame as the other grids do: each brand is a
 * story of its own (the toolbar's `brand` global), photographed in light and dark like the grids.
 */
const meta = {
  title: 'Screenshots/Overlays',
  parameters: screenshotParameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ignore = () => {};
const body = () => within(document.body);

/** The sign-in modal after the server refused: the banner, the fields' errors, the links. */
function signIn(brand: BrandName): Story {
  return {
    name: `Sign-in modal, ${brands[brand].label}`,
    globals: { brand },
    render: () => <LoginModal defaultOpen onSubmit={() => Promise.reject(wrongPassword)} />,
    play: async () => {
      const dialog = await fillLogin('kestrel', 'secret1');
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent('2 attempts left');
    },
  };
}

/** The sort menu of a listing, open, with the current sort checked. */
function sortMenu(brand: BrandName): Story {
  return {
    name: `Sort menu, ${brands[brand].label}`,
    globals: { brand },
    render: () => (
      <div style={{ minHeight: 300, width: 420 }}>
        <FiltersBar
          value={{ sort: 'top-rated', type: 'all', date: 'all', duration: 'all' }}
          onChange={ignore}
        />
      </div>
    ),
    play: async ({ canvasElement }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort: Top rated' }));
      const menu = await body().findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitemradio', { name: 'Top rated' })).toHaveAttribute(
          'aria-checked',
          'true',
        ),
      );
    },
  };
}

export const SignInStr = signIn('str');
export const SignInGay = signIn('gay');
export const SignInShe = signIn('she');
export const SortMenuStr = sortMenu('str');
export const SortMenuGay = sortMenu('gay');
export const SortMenuShe = sortMenu('she');
