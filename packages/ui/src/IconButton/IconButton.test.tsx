import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const Heart = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" data-testid="icon">
    <path d="M12 21l-9-9a5 5 0 0 1 9-5 5 5 0 0 1 9 5z" />
  </svg>
);

describe('given an IconButton', () => {
  it('is a button named by its label, with the icon hidden from assistive technology', () => {
    render(
      <IconButton label="Add to favourites">
        <Heart />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    expect(button).toHaveAttribute('aria-label', 'Add to favourites');
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(button).toHaveAttribute('type', 'button');
  });

  it.each(iconButtonVariants)(
    'the %s variant calls its handler on click and with the keyboard',
    async (variant) => {
      const onClick = vi.fn();
      render(
        <IconButton label="Share" variant={variant} onClick={onClick}>
          <Heart />
        </IconButton>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(3);
    },
  );

  it.each(iconButtonSizes)('renders at size %s', (size) => {
    render(
      <IconButton label="Share" size={size}>
        <Heart />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('data-size', size);
  });

  it('passes toggle state through aria-pressed', () => {
    render(
      <IconButton label="Mute" aria-pressed>
        <Heart />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Mute', pressed: true })).toBeInTheDocument();
  });
});

describe('given a loading or disabled IconButton', () => {
  it('is aria-busy, keeps its name and focus, and ignores activation while loading', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Save" loading onClick={onClick}>
        <Heart />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled and does not call its handler', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Save" disabled onClick={onClick}>
        <Heart />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
