import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, type CheckboxCheckedState } from './Checkbox';

describe('given a Checkbox', () => {
  it('is a checkbox named by its label that toggles with a click, the label and Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('is reached with Tab', async () => {
    render(<Checkbox label="Remember me" />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
  });

  it('is described by its description and its error', () => {
    render(<Checkbox label="I agree" description="Read the terms first" error="You must agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: You must agree Read the terms first');
  });

  it('is required and keeps the marker out of its name', () => {
    render(<Checkbox label="I agree" required />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeRequired();
  });

  it('does not toggle when disabled', async () => {
    render(<Checkbox label="Remember me" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });
});

function Parent() {
  const [checked, setChecked] = useState<CheckboxCheckedState>('indeterminate');
  return <Checkbox label="Select all" checked={checked} onCheckedChange={setChecked} />;
}

describe('given an indeterminate Checkbox', () => {
  it('is announced as mixed and becomes checked when activated', async () => {
    render(<Parent />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});
