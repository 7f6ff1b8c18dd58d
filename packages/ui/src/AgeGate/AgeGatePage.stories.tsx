import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgeGatePage } from './AgeGatePage';

const meta = {
  title: 'Components/AgeGatePage',
  component: AgeGatePage,
  parameters: { layout: 'fullscreen' },
  args: { action: '/age-check/', returnTo: '/videos/', leaveHref: 'https://www.example.org/' },
} satisfies Meta<typeof AgeGatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page a visitor from a gated country meets before any content: the question, the rating, the terms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Adults only' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'I am 18 or older — enter' })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

/** On a phone: the panel fills the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A region whose law asks for a real check: the page offers the age-assurance provider's check, a link. */
export const Verified: Story = {
  args: { verifyHref: '/age-check/verify/?return=%2Fvideos%2F' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Check my age' })).toHaveAttribute(
      'href',
      '/age-check/verify/?return=%2Fvideos%2F',
    );
    await expect(page.queryByRole('button', { name: 'I am 18 or older — enter' })).not.toBeInTheDocument();
  },
};

/** The provider did not confirm an adult: said above the check, which can be tried again. */
export const VerifiedRefused: Story = {
  args: { verifyHref: '/age-check/verify/?return=%2Fvideos%2F', refused: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/did not confirm/);
  },
};
