import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgeGatePage } from './AgeGatePage';

describe('given the age gate as a page', () => {
  it('asks with a form that posts the page asked for and the hidden fields, so it works without script', () => {
    render(<AgeGatePage action="/age-check/" returnTo="/videos/2/" fields={{ _csrf: 'token-1' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Adults only' })).toBeInTheDocument();
    const agree = screen.getByRole('button', { name: 'I am 18 or older — enter' });
    expect(agree).toHaveAttribute('type', 'submit');
    const form = agree.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/age-check/');
    expect(Object.fromEntries(new FormData(form))).toEqual({ return: '/videos/2/', _csrf: 'token-1' });
  });

  it('offers a way out and the terms', () => {
    render(<AgeGatePage action="/age-check/" returnTo="/" leaveHref="https://example.org/" />);
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', 'https://example.org/');
    expect(screen.getByRole('link', { name: /terms/i })).toHaveAttribute('href', '/information/#terms');
  });
});
