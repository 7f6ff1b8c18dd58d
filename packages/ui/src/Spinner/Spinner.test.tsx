import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { Spinner, spinnerSizes } from './Spinner';

describe('given a Spinner', () => {
  it('is a status named "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('says what is loading when told', () => {
    render(<Spinner label="Loading comments" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments');
  });

  it('takes its default label from the messages', () => {
    render(
      <UiProvider messages={{ 'spinner.label': 'Chargement' }}>
        <Spinner />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
  });

  it('hides the turning ring from assistive technology', () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(spinnerSizes)('renders at size %s', (size) => {
    render(<Spinner size={size} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-size', size);
  });
});
