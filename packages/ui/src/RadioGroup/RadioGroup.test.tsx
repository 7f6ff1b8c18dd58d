import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

/**
 * Presses and then releases an arrow key. Radix checks the radio that gets focus while an arrow key is
 * held; user-event would otherwise release the key before the (deferred) focus move, unlike a person.
 */
async function arrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

const options = [
  { value: 'all', label: 'Any time' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month', description: 'The last 30 days' },
];

describe('given a RadioGroup', () => {
  it('is a radio group named by its label, with one radio per option', () => {
    render(<RadioGroup label="Date" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'Date' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'week',
      'month',
    ]);
    expect(screen.getByRole('radio', { name: 'This month' })).toHaveAccessibleDescription('The last 30 days');
  });

  it('enters at the chosen option with Tab and chooses with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Date" options={options} defaultValue="week" onValueChange={onValueChange} />);
    await userEvent.tab();
    const week = screen.getByRole('radio', { name: 'This week' });
    expect(week).toHaveFocus();
    expect(week).toBeChecked();
    await arrow('ArrowDown');
    const month = screen.getByRole('radio', { name: 'This month' });
    expect(month).toHaveFocus();
    expect(month).toBeChecked();
    await arrow('ArrowDown');
    expect(screen.getByRole('radio', { name: 'Any time' })).toBeChecked();
    await arrow('ArrowUp');
    expect(month).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['month'], ['all'], ['month']]);
  });

  it('chooses an option when its label is clicked', async () => {
    render(<RadioGroup label="Date" options={options} />);
    await userEvent.click(screen.getByText('This week'));
    expect(screen.getByRole('radio', { name: 'This week' })).toBeChecked();
  });

  it('is aria-invalid, described by its error, and required', () => {
    render(
      <RadioGroup
        label="Orientation"
        options={options}
        required
        description="Who it is for"
        error="Choose one"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Orientation' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Error: Choose one Who it is for');
  });

  it('skips disabled options and cannot be changed when disabled', async () => {
    const { unmount } = render(
      <RadioGroup
        label="Date"
        options={options.map((o) => (o.value === 'week' ? { ...o, disabled: true } : o))}
        defaultValue="all"
      />,
    );
    await userEvent.tab();
    await arrow('ArrowDown');
    expect(screen.getByRole('radio', { name: 'This month' })).toBeChecked();
    unmount();
    render(<RadioGroup label="Date" options={options} defaultValue="all" disabled />);
    await userEvent.click(screen.getByRole('radio', { name: 'This week' }));
    expect(screen.getByRole('radio', { name: 'Any time' })).toBeChecked();
  });
});
