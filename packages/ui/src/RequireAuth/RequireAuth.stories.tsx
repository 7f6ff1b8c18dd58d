import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginModal } from '../AuthModals/LoginModal';
import { Button } from '../Button/Button';
import { findDialog } from '../internal/stories';
import { MessageModal } from '../MessageModal/MessageModal';
import { RequireAuthProvider, useRequireAuth, type Viewer } from './RequireAuth';

function SendMessageButton({ onOpen }: { onOpen: () => void }) {
  const requireAuth = useRequireAuth();
  return <Button onClick={() => requireAuth(onOpen)}>Send a message</Button>;
}

/** The app's wiring, once: who is signed in, and the sign-in modal a visitor gets instead (§4). */
function Demo({ viewer }: { viewer: Viewer | null }) {
  const [modal, setModal] = useState<'login' | 'message' | null>(null);
  const close = (open: boolean) => !open && setModal(null);
  return (
    <RequireAuthProvider viewer={viewer} onSignInRequired={() => setModal('login')}>
      <SendMessageButton onOpen={() => setModal('message')} />
      <LoginModal open={modal === 'login'} onOpenChange={close} onSubmit={fn()} />
      <MessageModal open={modal === 'message'} onOpenChange={close} recipientName="Kestrel" onSubmit={fn()} />
    </RequireAuthProvider>
  );
}

const meta = {
  title: 'Components/RequireAuth',
  component: Demo,
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the login-requiring action opens the sign-in modal instead. */
export const Visitor: Story = {
  args: { viewer: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a message' }));
    await expect(await findDialog('Sign in')).toBeVisible();
  },
};

/** A member: the action runs. */
export const Member: Story = {
  args: { viewer: { user_id: 7, username: 'kestrel' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a message' }));
    await expect(await findDialog('Message to Kestrel')).toBeVisible();
  },
};
