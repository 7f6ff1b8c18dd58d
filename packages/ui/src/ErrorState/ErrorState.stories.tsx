import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  argTypes: {
    code: {
      control: 'select',
      options: [
        'general_error',
        'not_found',
        'videos_not_found',
        'no_permission',
        'empty_history',
        'other_code',
      ],
    },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    action: { table: { disable: true } },
    ref: { table: { disable: true } },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No code: general_error (§8 default), with "Try again" calling `onRetry`. */
export const GeneralError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong while loading this list');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Retrying: the button is busy and ignores more clicks. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Any code containing not_found (here a visitor's empty local history, videos_not_found) is "not found". */
export const NotFound: Story = {
  args: { code: 'videos_not_found', onRetry: undefined, homeHref: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to main page' })).toBeVisible();
  },
};

export const NoPermission: Story = {
  args: { code: 'no_permission', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You do not have permission to see this list',
    );
  },
};

export const EmptyHistory: Story = { args: { code: 'empty_history', onRetry: undefined } };

/** A code without a message of its own falls back to the general error, never to a raw key. */
export const UnknownCode: Story = {
  args: { code: 'rate_limited' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong while loading this list',
    );
  },
};

/** Retry and the main page, with a long description. */
export const WithActionsAndLongText: Story = {
  args: {
    homeHref: '/',
    description:
      'The server did not answer in time. Your connection may be slow, or the service may be under maintenance; your filters are kept, so trying again in a moment should bring the list back exactly as it was.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without any action: only the message. */
export const WithoutActions: Story = { args: { onRetry: undefined } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { homeHref: '/' },
};
