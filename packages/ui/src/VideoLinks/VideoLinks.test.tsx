import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LinkComponent, UiProvider } from '../i18n/UiProvider';
import { pageVideo } from '../VideoInfo/fixtures';
import { VideoLinks } from './VideoLinks';

const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={href} data-router="" {...rest}>
    {children}
  </a>
);

describe('given VideoLinks', () => {
  it('links the channel, the models and the categories to their pages', () => {
    render(
      <VideoLinks channel={pageVideo.channel} models={pageVideo.models} categories={pageVideo.categories} />,
    );
    const hrefs = (name: string) =>
      within(screen.getByRole('group', { name }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs('Channel')).toEqual(['/channel/north-studio/']);
    expect(hrefs('Models')).toEqual(['/models/amber-river/', '/models/quiet-meadow/']);
    expect(hrefs('Categories')).toEqual([
      '/categories/city-walks/',
      '/categories/night/',
      '/categories/rain/',
    ]);
  });

  it('leaves out groups without links', () => {
    render(<VideoLinks channel={null} categories={pageVideo.categories} />);
    expect(screen.queryByRole('list', { name: 'Channel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Models' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
  });

  it('says so when there is nothing to link', () => {
    render(<VideoLinks />);
    expect(screen.getByText('No categories, models or channel for this video')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('labels hidden-cam names as fake (§9) and encodes directories', () => {
    render(<VideoLinks models={[{ dir: 'a b', title: 'Porch Hidden Cam' }]} />);
    const link = screen.getByRole('link', { name: 'Porch Hidden Cam (fake)' });
    expect(link).toHaveAttribute('href', '/models/a%20b/');
  });

  it('renders its links through the UiProvider’s link component', () => {
    render(
      <UiProvider linkComponent={RouterLink}>
        <VideoLinks channel={pageVideo.channel} />
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'North Studio' })).toHaveAttribute('data-router');
  });
});
