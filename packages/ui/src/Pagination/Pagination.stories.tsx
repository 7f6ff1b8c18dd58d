import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { Pagination, type PaginationProps, paginationVariants } from './Pagination';

const hrefForPage = (page: number) => (page === 1 ? '/latest-updates/' : `/latest-updates/${page}/`);

/** Holds the page, as a route would, so clicks move the current page. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 10, hrefForPage },
  argTypes: {
    variant: { control: 'inline-radio', options: paginationVariants },
    hrefForPage: { table: { disable: true } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1: previous is disabled and skipped by Tab; Tab then walks the pages in order, then next. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const previous = within(nav).getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await userEvent.tab();
    const first = within(nav).getByRole('link', { name: 'Page 1' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-current', 'page');
    for (const page of [2, 3, 4, 5, 10]) {
      await userEvent.tab();
      await expect(within(nav).getByRole('link', { name: `Page ${page}` })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/latest-updates/2/',
    );
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveFocus();
  },
};

/** The middle of a long list: the first page, …, two pages each side of the current one, …, the last. */
export const MiddlePage: Story = {
  args: { page: 7, totalPages: 20 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    await expect(names).toEqual([
      'Previous',
      'Page 1',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 8',
      'Page 9',
      'Page 20',
      'Next',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/latest-updates/6/',
    );
  },
};

/** The last page: next is disabled. */
export const LastPage: Story = {
  args: { page: 10, totalPages: 10 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Pages as buttons calling `onPageChange` (no `hrefForPage`), e.g. comments or the add-to modal. */
export const WithOnPageChange: Story = {
  args: { page: 4, totalPages: 12, hrefForPage: undefined, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 6' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** One page: nothing to navigate, so nothing is rendered. */
export const OnePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const TwoPages: Story = {
  args: { page: 2, totalPages: 2 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getAllByRole('link', { name: /^Page/ })).toHaveLength(2);
  },
};

/** Seven pages: every gap is one page, so every page shows and no ellipsis is needed. */
export const SevenPages: Story = {
  args: { page: 4, totalPages: 7 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getAllByRole('link', { name: /^Page/ })).toHaveLength(7);
  },
};

/** 10 000 pages: long numbers are grouped the English way. */
export const TenThousandPages: Story = {
  args: { page: 5000, totalPages: 10_000 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Page 5,000' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Page 10,000' })).toHaveAttribute(
      'href',
      '/latest-updates/10000/',
    );
  },
};

/** In German: the messages and the number grouping of the language (10.000). */
export const InGerman: Story = {
  args: { page: 9998, totalPages: 10_000 },
  render: (args) => (
    <UiProvider
      locale="de"
      messages={{
        'pagination.label': 'Seitennavigation',
        'pagination.previous': 'Zurück',
        'pagination.next': 'Weiter',
        'pagination.page': 'Seite {page}',
      }}
    >
      <Pagination {...args} />
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Seitennavigation' });
    await expect(within(nav).getByRole('link', { name: 'Seite 10.000' })).toHaveTextContent('10.000');
    await expect(within(nav).getByRole('link', { name: 'Zurück' })).toBeVisible();
  },
};

/** The compact variant: first, previous, "Page n of m", next, last. */
export const Compact: Story = {
  args: { variant: 'compact', page: 3, totalPages: 10_000 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByText('Page 3 of 10,000')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Last page' })).toHaveAttribute(
      'href',
      '/latest-updates/10000/',
    );
  },
};

/** The compact variant on the mobile layout, on page 1. */
export const CompactMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { variant: 'compact', page: 1, totalPages: 42 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'First page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The full variant on the mobile layout: arrows only for previous and next (their names stay). */
export const FullMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { page: 5000, totalPages: 10_000 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Previous' })).toBeVisible();
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
