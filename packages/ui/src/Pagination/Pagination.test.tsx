import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { Pagination, paginationItems } from './Pagination';

const hrefForPage = (page: number) => (page === 1 ? '/latest-updates/' : `/latest-updates/${page}/`);

/** What a sighted person reads along the bar: numbers, and … for a gap. */
function shownPages() {
  const nav = screen.getByRole('navigation');
  return [...nav.querySelectorAll('li')]
    .map((li) => li.textContent ?? '')
    .filter((text) => !['Previous', 'Next'].includes(text));
}

describe('given the items of §9 (two pages each side of the current one)', () => {
  it.each([
    [1, 1, ['1']],
    [1, 2, ['1', '2']],
    // With 7 pages a gap is never more than one page, so every page shows.
    [1, 7, ['1', '2', '3', '4', '5', '6', '7']],
    [7, 7, ['1', '2', '3', '4', '5', '6', '7']],
    [1, 8, ['1', '2', '3', '4', '5', '…', '8']],
    [8, 8, ['1', '…', '4', '5', '6', '7', '8']],
    [1, 10, ['1', '2', '3', '4', '5', '…', '10']],
    [5, 10, ['1', '2', '3', '4', '5', '6', '7', '…', '10']],
    [6, 10, ['1', '…', '4', '5', '6', '7', '8', '9', '10']],
    [7, 20, ['1', '…', '5', '6', '7', '8', '9', '…', '20']],
    [10, 10, ['1', '…', '6', '7', '8', '9', '10']],
    [5_000, 10_000, ['1', '…', '4998', '4999', '5000', '5001', '5002', '…', '10000']],
  ])('page %i of %i shows %j', (page, total, expected) => {
    const shown = paginationItems(page, total).map((item) =>
      item.type === 'page' ? String(item.page) : '…',
    );
    expect(shown).toEqual(expected);
  });
});

describe('given a Pagination with links', () => {
  it('is a navigation named "Pagination"', () => {
    render(<Pagination page={3} totalPages={10} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('links every page, marks the current one and names pages "Page n"', () => {
    render(<Pagination page={7} totalPages={20} hrefForPage={hrefForPage} />);
    expect(shownPages()).toEqual(['1', '…', '5', '6', '7', '8', '9', '…', '20']);
    const current = screen.getByRole('link', { name: 'Page 7' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/latest-updates/');
    expect(screen.getByRole('link', { name: 'Page 20' })).toHaveAttribute('href', '/latest-updates/20/');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('links previous and next with rel prev and next', () => {
    render(<Pagination page={6} totalPages={10} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/latest-updates/5/');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/latest-updates/7/');
  });

  it('disables previous on the first page and skips it with Tab', async () => {
    render(<Pagination page={1} totalPages={10} hrefForPage={hrefForPage} />);
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  });

  it('disables next on the last page', () => {
    render(<Pagination page={10} totalPages={10} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('also tells onPageChange about plain clicks, not about clicks that open a new tab', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} totalPages={10} hrefForPage={hrefForPage} onPageChange={onPageChange} />);
    const link = screen.getByRole('link', { name: 'Page 4' });
    // jsdom cannot navigate: stop the click once the component has seen it.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    const user = userEvent.setup();
    await user.click(link);
    expect(onPageChange).toHaveBeenCalledWith(4);
    onPageChange.mockClear();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', stay);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing with one page or none', () => {
    const { container, rerender } = render(<Pagination page={1} totalPages={1} hrefForPage={hrefForPage} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} totalPages={0} hrefForPage={hrefForPage} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('clamps a page out of range', () => {
    render(<Pagination page={99} totalPages={7} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  });
});

function Controlled({ total, onPageChange }: { total: number; onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      totalPages={total}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

describe('given a Pagination with only onPageChange', () => {
  it('uses buttons and calls back with the page chosen', async () => {
    const onPageChange = vi.fn();
    render(<Controlled total={10} onPageChange={onPageChange} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('disables previous on page 1 and does not call back for the current page', async () => {
    const onPageChange = vi.fn();
    render(<Controlled total={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('keeps the keyboard focus on a control after choosing it', async () => {
    const onPageChange = vi.fn();
    render(<Controlled total={10} onPageChange={onPageChange} />);
    await userEvent.tab(); // previous is disabled: page 1 first
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });
});

describe('given a long listing in another language', () => {
  it('writes page numbers in the locale’s digits and grouping', () => {
    render(
      <UiProvider locale="ar-EG" messages={{ 'pagination.page': 'الصفحة {page}' }}>
        <Pagination page={10_000} totalPages={10_000} hrefForPage={hrefForPage} />
      </UiProvider>,
    );
    const last = screen.getByRole('link', { name: 'الصفحة ١٠٬٠٠٠' });
    expect(last).toHaveTextContent('١٠٬٠٠٠');
    expect(last).toHaveAttribute('aria-current', 'page');
  });

  it('groups thousands in English', () => {
    render(<Pagination page={1} totalPages={10_000} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Page 10,000' })).toHaveAttribute(
      'href',
      '/latest-updates/10000/',
    );
  });
});

describe('given the compact variant', () => {
  it('shows "Page n of m" as the current page with first, previous, next and last', async () => {
    const onPageChange = vi.fn();
    render(<Pagination variant="compact" page={3} totalPages={10} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Page 3 of 10')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
  });

  it('disables first and previous on page 1', () => {
    render(<Pagination variant="compact" page={1} totalPages={10} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
