import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategorySelect, type CategorySelectProps } from './CategorySelect';

// Radix menus and popovers take a while in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const categories = [
  { dir: 'animals', title: 'Animals' },
  { dir: 'city', title: 'City' },
  { dir: 'forest', title: 'Forest' },
  { dir: 'harbour', title: 'Harbour' },
  { dir: 'mountains', title: 'Mountains' },
];

function Controlled(props: Partial<CategorySelectProps> & { onChange: (dirs: string[]) => void }) {
  const [value, setValue] = useState<readonly string[]>(props.value ?? []);
  return (
    <CategorySelect
      categories={categories}
      {...props}
      value={value}
      onChange={(dirs) => {
        props.onChange(dirs);
        setValue(dirs);
      }}
    />
  );
}

describe('given a category multi-select', () => {
  it('chooses categories with the keyboard, in the list’s order, and shows them as tags', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} min={1} max={3} />);
    const group = screen.getByRole('group', { name: 'Choose categories' });
    expect(group).toHaveAccessibleDescription('Choose 1 to 3.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose categories' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Choose categories' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Harbour' }));
    within(panel).getByRole('checkbox', { name: 'City' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['city', 'harbour']);
    expect(within(panel).getByRole('status')).toHaveTextContent('2 of 3 chosen');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const tags = within(group).getByRole('list');
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['City', 'Harbour']);
  });

  it('disables the rest at the maximum', async () => {
    const user = userEvent.setup();
    render(<Controlled onChange={vi.fn()} value={['animals', 'city']} max={2} />);
    await user.click(screen.getByRole('button', { name: 'Choose categories' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('checkbox', { name: 'Forest' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'City' })).toBeEnabled();
    expect(within(panel).getByRole('status')).toHaveTextContent('You have chosen the most allowed (2).');
  });

  it('filters the list by the text typed', async () => {
    const user = userEvent.setup();
    render(<Controlled onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Choose categories' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Find a category' }), 'OU');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Harbour' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mountains' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No category matches “zzz”')).toBeInTheDocument();
  });

  it('removes a tag with its button and then says when too few are chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} value={['forest']} min={1} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Forest' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.getByText('None chosen yet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least 1.');
    expect(screen.getByRole('button', { name: 'Choose categories' })).toHaveFocus();
  });

  it('puts one hidden input per chosen dir into a form', () => {
    const { container } = render(
      <CategorySelect categories={categories} defaultValue={['city', 'forest']} name="categories" />,
    );
    const inputs = [...container.querySelectorAll('input[type="hidden"][name="categories"]')];
    expect(inputs.map((input) => (input as HTMLInputElement).value)).toEqual(['city', 'forest']);
  });

  it('does not open while the categories load', async () => {
    const user = userEvent.setup();
    render(<CategorySelect categories={[]} loading />);
    const button = screen.getByRole('button', { name: 'Loading categories' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an error from the form instead of its own', () => {
    render(<CategorySelect categories={categories} error="Choose a category." />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Choose a category.');
  });
});
