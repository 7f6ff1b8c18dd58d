import type { SessionData } from './SessionList';

/** The moment the stories and tests count "3 days ago" from. */
export const NOW = Date.parse('2026-11-01T12:00:00Z');
const ago = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

export const sessions: SessionData[] = [
  {
    session_id: 41,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    created_at: ago(12),
    last_seen_at: ago(0),
    current: true,
  },
  {
    session_id: 37,
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    created_at: ago(40),
    last_seen_at: ago(2),
    current: false,
  },
  {
    session_id: 22,
    user_agent: '',
    created_at: ago(90),
    last_seen_at: ago(30),
    current: false,
  },
];
