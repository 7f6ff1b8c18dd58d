import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonSizes, buttonVariants } from './Button';

describe('given a Button', () => {
  it.each(buttonVariants)('the %s variant is a button that calls its handler on click', async (variant) => {
    const onClick = vi.fn();
    render(
      <Button variant={variant} onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(buttonSizes)('renders at size %s', (size) => {
    render(<Button size={size}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-size', size);
  });

  it('is of type button, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('activates with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

describe('given a loading Button', () => {
  it('is aria-busy, keeps its name and focus, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a spinner hidden from assistive technology', () => {
    const { container } = render(<Button loading>Save</Button>);
    const spinner = container.querySelector('[data-spinner]');
    expect(spinner).not.toBeNull();
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('given a disabled Button', () => {
  it('is disabled and does not call its handler', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('given a Button asChild', () => {
  it('renders the child link with the button look instead of a button', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/upload-video/">Upload</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Upload' });
    expect(link).toHaveAttribute('href', '/upload-video/');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
