import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { imageFileError } from './imageFile';
import { ReportModal } from './ReportModal';

const image = (bytes: number, type = 'image/png', name = 'shot.png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('imageFileError', () => {
  it('accepts images up to the limit only', () => {
    expect(imageFileError(image(10), 100)).toBeNull();
    expect(imageFileError(image(100), 100)).toBeNull();
    expect(imageFileError(image(101), 100)).toBe('form.error.fileSize');
    expect(imageFileError(image(10, 'application/pdf', 'a.pdf'), 100)).toBe('form.error.fileType');
  });
});

describe('ReportModal', () => {
  it('requires subject, e-mail and message and focuses the subject', async () => {
    const onSubmit = vi.fn();
    render(<ReportModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a non-image and a too-large image when chosen', async () => {
    render(<ReportModal defaultOpen onSubmit={vi.fn()} maxImageBytes={1024 * 1024} />);
    const input = screen.getByLabelText(/Image/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [image(10, 'text/plain', 'a.txt')] } });
    expect(await screen.findByText('Only images can be attached')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [image(2 * 1024 * 1024)] } });
    expect(await screen.findByText('The image is too large (max 1 MB)')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [image(10)] } });
    expect(await screen.findByText('Attached: shot.png')).toBeInTheDocument();
    expect(screen.queryByText(/too large/)).not.toBeInTheDocument();
  });

  it('sends the subject, e-mail, trimmed message and image, then confirms', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <ReportModal
        defaultOpen
        onSubmit={onSubmit}
        defaultSubject="Technical Problems"
        defaultEmail="viewer@example.com"
        videoTitle="Harbour lights"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Report a video' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Image/), { target: { files: [image(10)] } });
    await userEvent.type(screen.getByLabelText(/^Message/), ' The player stops. ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        subject: 'Technical Problems',
        email: 'viewer@example.com',
        message: 'The player stops.',
        file: expect.any(File),
      }),
    );
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
  });

  it('stops the message at 1000 characters', async () => {
    render(<ReportModal defaultOpen onSubmit={vi.fn()} />);
    const box = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1200));
    expect(box.value).toHaveLength(1000);
  });

  it('shows a server error on the file field', async () => {
    render(
      <ReportModal
        defaultOpen
        defaultSubject="Support Request"
        defaultEmail="viewer@example.com"
        onSubmit={() =>
          Promise.reject({
            code: 'invalid_file_type',
            errors: [{ field: 'file', code: 'invalid_file_type' }],
          })
        }
      />,
    );
    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only images can be attached');
  });
});
