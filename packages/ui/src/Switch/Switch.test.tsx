import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('given a Switch', () => {
  it('is a switch named by its label that toggles with a click, the label, Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Autoplay" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Autoplay' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByText('Autoplay'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('starts on with defaultChecked and follows checked', () => {
    const { rerender } = render(<Switch label="Dark theme" defaultChecked />);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    rerender(<Switch label="HD only" checked={false} />);
    expect(screen.getByRole('switch', { name: 'HD only' })).not.toBeChecked();
  });

  it('is described by its description and error', () => {
    render(<Switch label="Notifications" description="By e-mail" error="Confirm your e-mail first" />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Error: Confirm your e-mail first By e-mail');
  });

  it('does not toggle when disabled', async () => {
    render(<Switch label="Autoplay" disabled />);
    const toggle = screen.getByRole('switch', { name: 'Autoplay' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
  });
});
