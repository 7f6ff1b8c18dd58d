import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { TextArea } from './TextArea';

describe('given a TextArea', () => {
  it('is a labelled multi-line text box', async () => {
    const onValueChange = vi.fn();
    render(<TextArea label="Message" onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hi{Enter}there');
    expect(box).toHaveValue('Hi\nthere');
    expect(onValueChange).toHaveBeenLastCalledWith('Hi\nthere');
  });

  it('has no counter without maxLength', () => {
    render(<TextArea label="Message" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is aria-invalid and described by its error', () => {
    render(<TextArea label="Message" error="An empty message is not sent" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: An empty message is not sent');
  });
});

describe('given a TextArea with maxLength (§5: 200 in the member modal, 1000 in the inbox)', () => {
  it('shows the count as "n / max"', async () => {
    render(<TextArea label="Message" maxLength={200} />);
    expect(screen.getByText('0 / 200')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello there!');
    expect(screen.getByText('12 / 200')).toBeInTheDocument();
  });

  it('stops typing at the maximum', async () => {
    render(<TextArea label="Message" maxLength={200} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(195));
    await userEvent.keyboard('bcdefghij');
    expect(box).toHaveValue(`${'a'.repeat(195)}bcdef`);
    expect(screen.getByText('200 / 200')).toBeInTheDocument();
  });

  it('keeps only what fits of a paste', async () => {
    render(<TextArea label="Message" maxLength={1000} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1500));
    expect((box as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(screen.getByText('1,000 / 1,000')).toBeInTheDocument();
  });

  it('also stops input that bypasses the browser limit', () => {
    const onValueChange = vi.fn();
    render(<TextArea label="Message" maxLength={5} onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    // A script or extension setting the value and firing input, which maxlength does not stop.
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    act(() => {
      setValue?.call(box, 'abcdefgh');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(box).toHaveValue('abcde');
    expect(onValueChange).toHaveBeenLastCalledWith('abcde');
  });

  it('announces the count politely once typing pauses, and describes the field with it', async () => {
    render(<TextArea label="Message" maxLength={200} defaultValue="Hi" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('2 of 200 characters');
    expect(box.getAttribute('aria-describedby')).toContain(status.id);
    await userEvent.type(box, ' you');
    await waitFor(() => expect(status).toHaveTextContent('6 of 200 characters'));
    // The visible "6 / 200" is hidden from assistive technology, which hears the status instead.
    expect(screen.getByText('6 / 200')).toHaveAttribute('aria-hidden', 'true');
  });

  it('formats and pluralises the counter in the provider language', () => {
    render(
      <UiProvider
        locale="de"
        messages={{
          'textArea.counterAnnounced.one': '{count} von {max} Zeichen',
          'textArea.counterAnnounced.other': '{count} von {max} Zeichen',
        }}
      >
        <TextArea label="Nachricht" maxLength={1000} defaultValue={'a'.repeat(1200).slice(0, 999)} />
      </UiProvider>,
    );
    expect(screen.getByText('999 / 1.000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('999 von 1.000 Zeichen');
  });

  it('uses the singular message for a maximum of one', () => {
    render(<TextArea label="Initial" maxLength={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 1 character');
  });
});
