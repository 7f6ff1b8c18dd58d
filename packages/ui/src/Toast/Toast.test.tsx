import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { TOAST_DURATION, Toast, type ToastOptions, ToastProvider, useToast } from './Toast';

function Notify({ options }: { options: readonly ToastOptions[] }) {
  const { toast, dismiss } = useToast();
  return (
    <>
      {options.map((o) => (
        <button key={o.text} type="button" onClick={() => toast(o)}>
          {`Show ${o.text}`}
        </button>
      ))}
      <button type="button" onClick={() => dismiss()}>
        Dismiss all
      </button>
    </>
  );
}

const saved: ToastOptions = { type: 'success', text: 'Added to favourites' };
const failed: ToastOptions = { type: 'error', text: 'Upload failed' };

function setup(options: readonly ToastOptions[] = [saved, failed], limit?: number) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <ToastProvider limit={limit}>
      <Notify options={options} />
    </ToastProvider>,
  );
  return user;
}

const region = () => screen.getByRole('region', { name: /^Notifications/ });
/** Lets Radix's next-frame announcer and React's transitions run. */
const flush = () => act(() => vi.advanceTimersByTime(50));

// jsdom has no pointer capture; Radix's toast uses it on every pointer up (clicks included) for swiping.
const captureApi = ['setPointerCapture', 'hasPointerCapture', 'releasePointerCapture'] as const;
const polyfilled = captureApi.filter((name) => !(name in Element.prototype));
beforeAll(() => {
  let captured: number | null = null;
  const api: Pick<Element, (typeof captureApi)[number]> = {
    setPointerCapture: (id) => {
      captured = id;
    },
    hasPointerCapture: (id) => captured === id,
    releasePointerCapture: () => {
      captured = null;
    },
  };
  for (const name of polyfilled)
    Object.defineProperty(Element.prototype, name, { value: api[name], configurable: true });
});
afterAll(() => {
  for (const name of polyfilled) Reflect.deleteProperty(Element.prototype, name);
});

beforeEach(() => {
  // The clock also follows real time, so Testing Library's own zero-delay waits still resolve.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('given a ToastProvider', () => {
  it('renders a labelled notifications region, empty at first', () => {
    setup();
    expect(region()).toHaveAccessibleName('Notifications (F8)');
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('useToast() shows a notification in the region', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Added to favourites' }));
    const item = within(region()).getByRole('listitem');
    expect(item).toHaveTextContent('Added to favourites');
    expect(item).toHaveAttribute('data-type', 'success');
    expect(within(item).getByRole('img', { name: 'Success' })).toBeInTheDocument();
  });

  it('removes the notification after 3 seconds (§4)', async () => {
    expect(TOAST_DURATION).toBe(3000);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Added to favourites' }));
    // The click itself took a moment on the fake clock; measure from when the toast appeared.
    act(() => vi.advanceTimersByTime(2900));
    expect(within(region()).getByText('Added to favourites')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(region()).queryByText('Added to favourites')).not.toBeInTheDocument();
  });

  it('announces an error assertively and a success politely', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Upload failed' }));
    await flush();
    const alert = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Upload failed') && !region().contains(el));
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toHaveTextContent('Notification Upload failed');

    await user.click(screen.getByRole('button', { name: 'Show Added to favourites' }));
    await flush();
    const status = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('Added to favourites') && !region().contains(el));
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('closes a notification with its close button', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Upload failed' }));
    await user.click(within(region()).getByRole('button', { name: 'Close' }));
    expect(within(region()).queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('closes a focused notification with Escape', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Upload failed' }));
    within(region()).getByRole('listitem').focus();
    await user.keyboard('{Escape}');
    expect(within(region()).queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('keeps a notification while the pointer rests on the region, then lets it go', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Added to favourites' }));
    fireEvent.pointerMove(region());
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(region()).getByText('Added to favourites')).toBeInTheDocument();
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(TOAST_DURATION + 100));
    expect(within(region()).queryByText('Added to favourites')).not.toBeInTheDocument();
  });

  it('takes a duration per notification', async () => {
    const user = setup([{ ...failed, duration: 8000 }]);
    await user.click(screen.getByRole('button', { name: 'Show Upload failed' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(within(region()).getByText('Upload failed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(within(region()).queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('shows at most `limit` notifications, closing the oldest', async () => {
    const options = ['One', 'Two', 'Three'].map((text): ToastOptions => ({ type: 'success', text }));
    const user = setup(options, 2);
    for (const text of ['One', 'Two', 'Three']) {
      await user.click(screen.getByRole('button', { name: `Show ${text}` }));
    }
    const items = within(region()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Two', 'Three']);
  });

  it('dismisses every notification at once', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Added to favourites' }));
    await user.click(screen.getByRole('button', { name: 'Show Upload failed' }));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Dismiss all' }));
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('closes a notification swiped to the right', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Added to favourites' }));
    const item = within(region()).getByRole('listitem');
    fireEvent.pointerDown(item, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 40, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 120, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 120, clientY: 10, pointerId: 1 });
    expect(within(region()).queryByText('Added to favourites')).not.toBeInTheDocument();
  });

  it('keeps a notification swiped less than the threshold, springing back', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Show Added to favourites' }));
    const item = within(region()).getByRole('listitem');
    fireEvent.pointerDown(item, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 20, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 40, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 40, clientY: 10, pointerId: 1 });
    expect(item).toHaveAttribute('data-swipe', 'cancel');
    expect(within(region()).getByText('Added to favourites')).toBeInTheDocument();
  });
});

describe('given a Toast rendered by hand', () => {
  it('stays while controlled open and takes its labels from the messages', () => {
    render(
      <UiProvider
        messages={{
          'toast.close': 'Schließen',
          'toast.error': 'Fehler',
          'toast.region': 'Meldungen ({hotkey})',
        }}
      >
        <ToastProvider>
          <Toast type="error" text="Hochladen fehlgeschlagen" open />
        </ToastProvider>
      </UiProvider>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    const item = within(screen.getByRole('region', { name: 'Meldungen (F8)' })).getByRole('listitem');
    expect(item).toHaveTextContent('Hochladen fehlgeschlagen');
    expect(within(item).getByRole('img', { name: 'Fehler' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});

describe('given no ToastProvider', () => {
  it('useToast() says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
