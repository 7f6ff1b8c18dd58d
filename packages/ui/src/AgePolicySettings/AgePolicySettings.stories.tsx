import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choose } from '../ModerationCommon/storyHelpers';
import { AgePolicySettings } from './AgePolicySettings';

const meta = {
  title: 'Moderation/AgePolicySettings',
  component: AgePolicySettings,
  args: {
    regions: [
      { region: 'GB', mode: 'verified' },
      { region: 'US-TX', mode: 'verified' },
      { region: 'BR', mode: 'self' },
    ],
    viewerRole: 'admin',
    onChange: fn(),
  },
} satisfies Meta<typeof AgePolicySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin asks visitors from France for a provider's age check: the region is written in any case. */
export const AddRegion: Story = {
  play: async ({ canvasElement, args }) => {
    const scope = within(canvasElement);
    await userEvent.type(scope.getByRole('textbox', { name: /Region/ }), 'fr');
    await userEvent.click(scope.getByRole('button', { name: 'Save the rule' }));
    await expect(args.onChange).toHaveBeenCalledWith('FR', 'verified');
  },
};

/** A region that is no country code is refused in the form, with the field named. */
export const InvalidRegion: Story = {
  play: async ({ canvasElement, args }) => {
    const scope = within(canvasElement);
    await userEvent.type(scope.getByRole('textbox', { name: /Region/ }), 'Texas');
    await userEvent.click(scope.getByRole('button', { name: 'Save the rule' }));
    await expect(scope.getByRole('textbox', { name: /Region/ })).toHaveAccessibleDescription(
      /Write a country code such as GB/,
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An admin puts Brazil back on the default gate. */
export const BackToDefault: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Gate in BR', 'Default');
    await expect(args.onChange).toHaveBeenCalledWith('BR', 'default');
  },
};

/** No region has a rule of its own yet. */
export const Empty: Story = { args: { regions: [] } };

/** A moderator reads the policy but cannot change it, and gets no form. */
export const Moderator: Story = {
  args: { viewerRole: 'moderator' },
  play: async ({ canvasElement }) => {
    const scope = within(canvasElement);
    await expect(scope.getByRole('combobox', { name: 'Gate in GB' })).toBeDisabled();
    await expect(scope.queryByRole('button', { name: 'Save the rule' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
