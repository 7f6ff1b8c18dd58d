import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { formatCount, formatDuration, isoDuration } from './format';
import { commentsEn } from './messages/comments';
import { dialogsEn } from './messages/dialogs';
import { filtersEn } from './messages/filters';
import { friendsEn } from './messages/friends';
import { playerEn } from './messages/player';
import { UiProvider, useMessages } from './UiProvider';

const t = (key: keyof typeof en, params?: Record<string, string | number>) =>
  en[key].replace(/\{(\w+)\}/g, (_, n: string) => String(params?.[n]));

describe('given the compact count of §9', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1050, '1K'],
    [1999, '1.9K'],
    [15_320, '15.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_450_000, '2.4M'],
    [1_234_567_890, '1,234.5M'],
  ])('shows %i as %s', (count, shown) => {
    expect(formatCount(count, 'en', t)).toBe(shown);
  });

  it('uses the locale decimal separator', () => {
    expect(formatCount(1500, 'de', t)).toBe('1,5K');
  });
});

describe('given a duration in seconds', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [427, '07:07'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('shows %i s as %s', (seconds, shown) => {
    expect(formatDuration(seconds, 'en')).toBe(shown);
  });

  it('gives an ISO 8601 duration for machines', () => {
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(7)).toBe('PT7S');
  });
});

function Probe() {
  return <span>{useMessages().formatCount(2_000)}</span>;
}

describe('given useMessages', () => {
  it('falls back to English without a provider', () => {
    const { result } = renderHook(() => useMessages());
    expect(result.current.t('dialog.close')).toBe('Close');
    expect(result.current.plural('video.views', 1)).toBe('1 view');
    expect(result.current.plural('video.views', 3)).toBe('3 views');
  });

  it('takes overrides from the provider and keeps English for the rest', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UiProvider
        locale="pl"
        messages={{ 'dialog.close': 'Zamknij', 'video.views.few': '{count} wyświetlenia' }}
      >
        {children}
      </UiProvider>
    );
    const { result } = renderHook(() => useMessages(), { wrapper });
    expect(result.current.t('dialog.close')).toBe('Zamknij');
    expect(result.current.t('video.justAdded')).toBe('Just added');
    expect(result.current.plural('video.views', 3)).toBe('3 wyświetlenia');
    expect(result.current.plural('video.views', 5)).toBe('5 views');
  });

  it('agrees a compact count with the number it stands for, not the exact one', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UiProvider
        locale="ru"
        messages={{
          'count.thousands': '{value} тыс.',
          'video.views.one': '{count} просмотр',
          'video.views.few': '{count} просмотра',
          'video.views.many': '{count} просмотров',
          'video.views.other': '{count} просмотра',
        }}
      >
        {children}
      </UiProvider>
    );
    const { result } = renderHook(() => useMessages(), { wrapper });
    // 1 234 shows as "1,2 тыс.", which stands for 1 200: "many", where 1 234 or 1.2 would say otherwise.
    expect(result.current.pluralCount('video.views', 1234)).toBe('1,2 тыс. просмотров');
    expect(result.current.pluralCount('video.views', 21)).toBe('21 просмотр');
    expect(result.current.pluralCount('video.views', 3)).toBe('3 просмотра');
  });

  it('gives components the compact count formatter', () => {
    render(
      <UiProvider>
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByText('2K')).toBeInTheDocument();
  });

  it('formats numbers and percents in the locale', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UiProvider locale="de">{children}</UiProvider>
    );
    const { result } = renderHook(() => useMessages(), { wrapper });
    expect(result.current.formatNumber(10000)).toBe('10.000');
    expect(result.current.formatPercent(0.42)).toBe('42\u00a0%');
  });

  it('falls back to English formatting for a locale tag Intl rejects, instead of throwing', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UiProvider locale="not a locale!">{children}</UiProvider>
    );
    const { result } = renderHook(() => useMessages(), { wrapper });
    expect(result.current.locale).toBe('en');
    expect(result.current.plural('video.views', 3)).toBe('3 views');
    expect(result.current.formatNumber(10000)).toBe('10,000');
  });

  it('keeps the English a component brings itself under the provider’s messages', () => {
    const own = { 'probe.hello': 'Hello', 'probe.bye': 'Bye' } as const;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UiProvider locale="de" messages={{ 'probe.hello': 'Hallo' }}>
        {children}
      </UiProvider>
    );
    const { result } = renderHook(() => useMessages(own), { wrapper });
    expect(result.current.t('probe.hello')).toBe('Hallo');
    expect(result.current.t('probe.bye')).toBe('Bye');
    expect(result.current.t('dialog.close')).toBe('Close');
    // Without a provider: English, its own and the package's.
    const alone = renderHook(() => useMessages(own)).result.current;
    expect([alone.t('probe.hello'), alone.t('dialog.close')]).toEqual(['Hello', 'Close']);
  });

  it('keeps the player’s English out of `en`: it loads with the player, not with every page', () => {
    expect(Object.keys(playerEn).filter((key) => key in en)).toEqual([]);
    expect(renderHook(() => useMessages(playerEn)).result.current.t('player.replay')).toBe('Replay');
  });

  it('keeps the English of the modals, filter menus, comments and friend buttons out of `en`: they load with those parts (#28)', () => {
    for (const table of [dialogsEn, filtersEn, commentsEn, friendsEn]) {
      expect(Object.keys(table).filter((key) => key in en)).toEqual([]);
    }
    expect(renderHook(() => useMessages(dialogsEn)).result.current.t('login.title')).toBe('Sign in');
    expect(renderHook(() => useMessages()).result.current.t('login.title' as never)).toBe('login.title');
  });
});
