import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LinkComponent, UiProvider } from '../i18n/UiProvider';
import { Tag, TagList } from './Tag';

const keywords = [
  { label: 'timelapse', href: '/search/?s=timelapse' },
  { label: 'harbour', href: '/search/?s=harbour' },
  { label: 'night city', href: '/search/?s=night%20city' },
];

/** A router's link: here it prefixes the language. */
const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={`/de${href}`} {...rest}>
    {children}
  </a>
);

describe('given a Tag', () => {
  it('is a link named by its keyword', () => {
    render(<Tag href="/search/?s=timelapse">timelapse</Tag>);
    expect(screen.getByRole('link', { name: 'timelapse' })).toHaveAttribute('href', '/search/?s=timelapse');
  });

  it('renders with the provider’s link component (router-agnostic)', () => {
    render(
      <UiProvider linkComponent={RouterLink}>
        <Tag href="/search/?s=timelapse">timelapse</Tag>
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'timelapse' })).toHaveAttribute(
      'href',
      '/de/search/?s=timelapse',
    );
  });

  it('keeps a long keyword whole as its name even when it is cut on screen', () => {
    const long = 'a very long keyword that will not fit on one line of a narrow sidebar at all';
    render(<Tag href="/search/?s=long">{long}</Tag>);
    expect(screen.getByRole('link', { name: long })).toBeInTheDocument();
  });
});

describe('given a TagList', () => {
  it('is a named group of one link per keyword, in order, with nothing around each', () => {
    render(<TagList tags={keywords} label="Top keywords" />);
    const group = screen.getByRole('group', { name: 'Top keywords' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['timelapse', 'harbour', 'night city']);
    // One element per keyword: the links are the group's children.
    expect([...group.children]).toEqual(links);
  });

  it('can be named by a visible heading', () => {
    render(
      <>
        <h2 id="kw">Popular searches</h2>
        <TagList tags={keywords} labelledBy="kw" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Popular searches' })).toHaveTextContent('timelapse');
  });

  it('renders nothing without tags', () => {
    const { container } = render(<TagList tags={[]} label="Top keywords" />);
    expect(container).toBeEmptyDOMElement();
  });
});
