import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { NavigationProgress } from './NavigationProgress';

describe('given the navigation progress bar', () => {
  it('shows a named progress bar while a page is on its way', () => {
    render(<NavigationProgress active />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('shows nothing while idle', () => {
    render(<NavigationProgress active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("is named in the visitor's language", () => {
    render(
      <UiProvider locale="de" messages={{ 'navigationProgress.label': 'Seite wird geladen' }}>
        <NavigationProgress active />
      </UiProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeInTheDocument();
  });
});
