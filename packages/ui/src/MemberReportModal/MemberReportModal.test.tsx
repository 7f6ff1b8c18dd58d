import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberReportModal } from './MemberReportModal';

describe('MemberReportModal', () => {
  it('quotes the reported message and sends the trimmed reason', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <MemberReportModal
        defaultOpen
        target="message"
        memberName="Kestrel"
        excerpt="Answer me now."
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Report a message from Kestrel' })).toBeInTheDocument();
    expect(screen.getByText('Answer me now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /^Why/ }));
    await userEvent.paste('  Threats  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Threats' });
    expect(await screen.findByText('Thank you: the moderators will look at it')).toBeInTheDocument();
  });

  it('does not send a blank reason, and shows a refusal of the server', async () => {
    const onSubmit = vi.fn(() => Promise.reject({ code: 'already_reported' }));
    render(<MemberReportModal defaultOpen target="member" memberName="Kestrel" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Why/ }), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported it')).toBeInTheDocument();
  });
});
