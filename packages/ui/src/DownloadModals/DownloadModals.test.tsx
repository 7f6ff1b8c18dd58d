import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadQualityModal, formatFileSize } from './DownloadQualityModal';
import { IosAppModal } from './IosAppModal';
import { LazyDownloadModal } from './LazyDownloadModal';
import { MessengerDownloadModal } from './MessengerDownloadModal';
import { PayDownloadModal } from './PayDownloadModal';

afterEach(() => vi.useRealTimers());

const charge = {
  charge_url: 'https://pay.example.test/c/1',
  wallets_links: { Wallet: 'https://wallet.example.test/1' },
};

describe('PayDownloadModal', () => {
  it('mode 0 offers describing or paying, and goes to each step and back', async () => {
    const onModeChange = vi.fn();
    render(
      <PayDownloadModal
        defaultOpen
        signedIn
        onDescribe={vi.fn()}
        onPay={vi.fn()}
        onModeChange={onModeChange}
      />,
    );
    expect(screen.getByRole('button', { name: /\$5 per month/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Suggest the video/ }));
    expect(onModeChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('dialog', { name: 'Describe your suggestion' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onModeChange).toHaveBeenLastCalledWith(0);
  });

  it('mode 1 needs 150 to 500 characters and stops at 500', async () => {
    const onDescribe = vi.fn(() => Promise.resolve());
    render(<PayDownloadModal defaultOpen defaultMode={1} signedIn onDescribe={onDescribe} onPay={vi.fn()} />);
    const box = screen.getByLabelText(/Description/) as HTMLTextAreaElement;
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(149));
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByText('Length between 150 and 500')).toBeInTheDocument();
    expect(onDescribe).not.toHaveBeenCalled();
    await userEvent.paste('a'.repeat(400));
    expect(box.value).toHaveLength(500);
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(onDescribe).toHaveBeenCalledWith({ desc: 'a'.repeat(500) }));
    expect(await screen.findByText('Thank you! We will review your suggestion.')).toBeInTheDocument();
  });

  it('mode 1 shows the returned error code text', async () => {
    render(
      <PayDownloadModal
        defaultOpen
        defaultMode={1}
        signedIn
        onDescribe={() => Promise.reject({ code: 'forbidden_words' })}
        onPay={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByLabelText(/Description/));
    await userEvent.paste('b'.repeat(160));
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The text contains forbidden words');
  });

  it('mode 2 checks the e-mail, links to the payment and re-polls every 10 s for a member', async () => {
    const onPay = vi.fn(() => Promise.resolve(charge));
    const onCheckStatus = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const onPaid = vi.fn();
    render(
      <PayDownloadModal
        defaultOpen
        defaultMode={2}
        signedIn
        onDescribe={vi.fn()}
        onPay={onPay}
        onCheckStatus={onCheckStatus}
        onPaid={onPaid}
      />,
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('E-mail entered incorrectly')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail/), '.io');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    });
    await act(async () => {});
    expect(onPay).toHaveBeenCalledWith({ email: 'a@b.io' });
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      charge.charge_url,
    );
    expect(screen.getByRole('link', { name: /^Wallet/ })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(9_999));
    expect(onCheckStatus).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onCheckStatus).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(onCheckStatus).toHaveBeenCalledTimes(2);
    expect(onPaid).toHaveBeenCalledOnce();
    expect(screen.getByText('Payment received. Your downloads are ready.')).toBeInTheDocument();
  });

  it('paid_user asks a visitor to sign in; a visitor is not re-polled', async () => {
    const onSignIn = vi.fn();
    render(
      <PayDownloadModal
        defaultOpen
        defaultMode={2}
        signedIn={false}
        onDescribe={vi.fn()}
        onPay={() => Promise.reject({ code: 'paid_user' })}
        onSignIn={onSignIn}
      />,
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.io');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('This e-mail has already paid. Sign in to download.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('paid_user reloads for a member', async () => {
    const onPaid = vi.fn();
    render(
      <PayDownloadModal
        defaultOpen
        defaultMode={2}
        signedIn
        onDescribe={vi.fn()}
        onPay={() => Promise.reject({ code: 'paid_user' })}
        onPaid={onPaid}
      />,
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.io');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
  });
});

describe('MessengerDownloadModal', () => {
  it('subscribe → checking for 30 s → active; download before active flashes an error for 700 ms', () => {
    vi.useFakeTimers();
    const onDownload = vi.fn();
    render(
      <MessengerDownloadModal
        defaultOpen
        subscribeHref="https://t.example.test/channel"
        onDownload={onDownload}
      />,
    );
    const download = screen.getByRole('button', { name: 'Download' });
    fireEvent.click(download);
    expect(screen.getByRole('alert')).toHaveTextContent('Subscribe first, then download');
    act(() => vi.advanceTimersByTime(699));
    expect(screen.getByRole('alert')).toHaveTextContent('Subscribe first');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    fireEvent.click(screen.getByRole('link', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription');
    fireEvent.click(download);
    expect(onDownload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status')).toHaveTextContent('Subscription active');
    fireEvent.click(download);
    expect(onDownload).toHaveBeenCalledOnce();
  });
});

describe('IosAppModal and LazyDownloadModal', () => {
  it('offers the app or continuing in the browser', async () => {
    const onContinue = vi.fn();
    render(<IosAppModal defaultOpen appHref="https://apps.example.test/app" onContinue={onContinue} />);
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      'https://apps.example.test/app',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue in the browser' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('shows progress, then the file, or an error with retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LazyDownloadModal defaultOpen status="preparing" progress={40} />);
    expect(screen.getByRole('progressbar', { name: /Preparing the file/ })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    rerender(
      <LazyDownloadModal defaultOpen status="ready" href="/files/1042.mp4?download=1" fileName="video.mp4" />,
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'video.mp4');
    rerender(<LazyDownloadModal defaultOpen status="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('PayDownloadModal focus', () => {
  it('moves focus to the payment link once the charge is made', async () => {
    render(
      <PayDownloadModal
        defaultOpen
        defaultMode={2}
        signedIn={false}
        onDescribe={vi.fn()}
        onPay={() => Promise.resolve(charge)}
      />,
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'a@b.io');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveFocus());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('PayDownloadModal with payOnly (a renewal)', () => {
  it('shows the payment step with no way back to the choice', async () => {
    const onPay = vi.fn(async () => charge);
    render(<PayDownloadModal defaultOpen payOnly signedIn onDescribe={vi.fn()} onPay={onPay} />);
    expect(screen.getByRole('dialog', { name: 'Pay for downloads' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('DownloadQualityModal', () => {
  const renditions = [
    { quality: '240p', href: '/f?download=1&quality=240p', size: 1_500_000 },
    { quality: '720p', href: '/f?download=1', size: 21_000_000 },
    { quality: '480p', href: '/f?download=1&quality=480p' },
  ];

  it('lists the qualities tallest first with their sizes, and hands the chosen one to the app', async () => {
    const onChoose = vi.fn();
    render(<DownloadQualityModal defaultOpen renditions={renditions} onChoose={onChoose} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose a quality' });
    const buttons = Array.from(dialog.querySelectorAll('li button'));
    expect(buttons.map((b) => b.textContent)).toEqual([
      '720p HD · 21 MB',
      '480p size unknown',
      '240p 1.5 MB',
    ]);
    // Each is named by what it shows.
    await userEvent.click(screen.getByRole('button', { name: '240p 1.5 MB' }));
    expect(onChoose).toHaveBeenCalledWith(renditions[0]);
  });

  it('says so when there is no file yet', () => {
    render(<DownloadQualityModal defaultOpen renditions={[]} onChoose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('There is no file to download yet.');
  });

  it('writes sizes in the language’s units', () => {
    expect(formatFileSize(640_000, 'en')).toBe('640 kB');
    expect(formatFileSize(2_450_000_000, 'en')).toBe('2.5 GB');
    expect(formatFileSize(48_200_000, 'de')).toBe('48 MB');
  });
});
