import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DebugPanel, formatDebugValue } from './DebugPanel';

describe('given formatDebugValue', () => {
  it('prints text as is, scalars as strings and objects as JSON', () => {
    expect(formatDebugValue('eu')).toBe('eu');
    expect(formatDebugValue(0)).toBe('0');
    expect(formatDebugValue(false)).toBe('false');
    expect(formatDebugValue(null)).toBe('null');
    expect(formatDebugValue(undefined)).toBe('undefined');
    expect(formatDebugValue({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('does not throw on a cyclic object', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatDebugValue(cyclic)).toBe('[object Object]');
  });
});

describe('given a DebugPanel', () => {
  it('is closed at first and shows the entries when its button is pressed', async () => {
    const user = userEvent.setup();
    render(<DebugPanel entries={{ gender: 'str', page: 2, logged_in: false }} />);
    const toggle = screen.getByRole('button', { name: /Debug/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('3 entries');
    expect(screen.queryByText('gender')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('gender')).toBeVisible();
    expect(screen.getByText('logged_in').nextElementSibling).toHaveTextContent('false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the order of a list of pairs, repeated keys included', () => {
    render(
      <DebugPanel
        defaultOpen
        entries={[
          ['b', 1],
          ['a', 2],
          ['b', 3],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((el) => el.textContent);
    expect(terms).toEqual(['b', 'a', 'b']);
    expect(screen.getByRole('button')).toHaveTextContent('3 entries');
  });

  it('says when there is nothing to show', () => {
    render(<DebugPanel defaultOpen title="Request" entries={{}} />);
    expect(screen.getByRole('region', { name: 'Request' })).toHaveTextContent('No diagnostics.');
    expect(screen.getByRole('button')).toHaveTextContent('0 entries');
  });
});
