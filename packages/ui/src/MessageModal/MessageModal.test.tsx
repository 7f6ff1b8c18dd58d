import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageModal } from './MessageModal';

describe('MessageModal', () => {
  it('does not send an empty or blank message', async () => {
    const onSubmit = vi.fn();
    render(<MessageModal defaultOpen recipientName="Kestrel" onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Message to Kestrel' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops input at 200 characters and sends the trimmed text', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<MessageModal defaultOpen recipientName="Kestrel" onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: /^Message/ });
    await userEvent.click(box);
    await userEvent.paste(` ${'a'.repeat(250)}`);
    expect((box as HTMLTextAreaElement).value).toHaveLength(200);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ msg: 'a'.repeat(199) });
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });

  it('shows forbidden words from the server in the banner', async () => {
    render(
      <MessageModal
        defaultOpen
        recipientName="Kestrel"
        onSubmit={() =>
          Promise.reject({ code: 'forbidden_words', errors: [{ field: 'msg', code: 'forbidden_words' }] })
        }
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The message contains forbidden words');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(/forbidden words/);
  });
});
