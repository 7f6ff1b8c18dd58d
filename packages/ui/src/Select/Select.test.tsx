import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const subjects = [
  { value: 'dmca', label: 'DMCA / Copyright Infringement' },
  { value: 'technical', label: 'Technical Problems' },
  { value: 'report', label: 'Report Inappropriate Content' },
  { value: 'support', label: 'Support Request' },
];

describe('given a Select', () => {
  it('is a combobox named by its label, showing the placeholder until a choice', () => {
    render(<Select label="Subject" placeholder="Choose a subject" options={subjects} />);
    const trigger = screen.getByRole('combobox', { name: 'Subject' });
    expect(trigger).toHaveTextContent('Choose a subject');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click and picks an option', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Subject" options={subjects} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Subject' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Support Request' }));
    expect(onValueChange).toHaveBeenCalledWith('support');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveTextContent('Support Request');
  });

  it('works with the keyboard: opens with Enter, moves with arrows, picks with Enter', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Subject" options={subjects} defaultValue="dmca" onValueChange={onValueChange} />);
    await userEvent.tab();
    const trigger = screen.getByRole('combobox', { name: 'Subject' });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'DMCA / Copyright Infringement' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Report Inappropriate Content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('report');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with Escape without changing the value and returns focus to the trigger', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Subject" options={subjects} defaultValue="dmca" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Subject' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('DMCA / Copyright Infringement');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('moves to an option by typing its first letters', async () => {
    render(<Select label="Subject" options={subjects} defaultValue="dmca" />);
    const trigger = screen.getByRole('combobox', { name: 'Subject' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('te');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Technical Problems' })).toHaveFocus());
  });
});

describe('given a Select with an error, required, disabled or loading', () => {
  it('is aria-invalid, aria-required and described by its error and description', () => {
    render(
      <Select
        label="Subject"
        options={subjects}
        required
        description="Pick the closest one"
        error="Choose a subject"
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Subject' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Error: Choose a subject Pick the closest one');
  });

  it('does not open when disabled', async () => {
    render(<Select label="Subject" options={subjects} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Subject' });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says it is loading, is aria-busy, and does not open while loading', async () => {
    render(<Select label="Country" options={[]} loading />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    expect(trigger).toHaveTextContent('Loading options…');
    await userEvent.click(trigger);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
