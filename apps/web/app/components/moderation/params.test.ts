import { describe, expect, it } from 'vitest';
import { accessStatus, consoleAccess } from './access';
import {
  appealsParams,
  auditParams,
  membersParams,
  patchSearch,
  reportsParams,
  selectedVideo,
  takedownsParams,
} from './params';

const search = (text: string) => new URLSearchParams(text);

describe('given a console address', () => {
  it('reads the filters and page of a list, dropping a bad parameter instead of failing the page', () => {
    expect(reportsParams(search('status=open&assignee_id=12&sort=newest&page=2'))).toEqual({
      status: 'open',
      assignee_id: 12,
      sort: 'newest',
      page: 2,
    });
    expect(reportsParams(search('status=lost&assignee_id=x&sort=oldest&page=-1'))).toEqual({
      sort: 'due',
      page: 1,
    });
    expect(appealsParams(search('status=removed&page=3'))).toEqual({ status: 'removed', page: 3 });
    expect(appealsParams(search('status=lost'))).toEqual({ status: 'pending', page: 1 });
    expect(takedownsParams(search('pending=1'))).toEqual({ pending: 1, page: 1 });
    expect(membersParams(search('q=he&filter=nobody'))).toEqual({ q: 'he', filter: 'all', page: 1 });
    expect(auditParams(search('target_type=video&target_id=501&action=DROP TABLE'))).toEqual({
      target_type: 'video',
      target_id: '501',
      page: 1,
    });
    expect(selectedVideo(search('video=502'))).toBe(502);
    expect(selectedVideo(search('video=abc'))).toBeNull();
  });

  it('a changed filter starts again at page 1; cleared values leave the address', () => {
    expect(patchSearch(search('status=open&page=3'), { status: 'resolved' }).toString()).toBe(
      'status=resolved',
    );
    expect(patchSearch(search('status=open'), { status: null, page: 2 }).toString()).toBe('page=2');
    expect(patchSearch(search('page=2'), { page: 1 }).toString()).toBe('');
  });
});

describe('given who asks for the console', () => {
  it('staff are moderators and admins; a member is refused (403) and a visitor asked to sign in (401)', () => {
    const user = { user_id: 5, username: 'heron', avatar: null, status_id: 1 };
    expect(accessStatus(consoleAccess({ user: null, role: null }))).toBe(401);
    expect(accessStatus(consoleAccess({ user, role: 'member' }))).toBe(403);
    expect(consoleAccess({ user, role: 'moderator' })).toEqual({
      kind: 'staff',
      role: 'moderator',
      userId: 5,
      username: 'heron',
    });
    expect(accessStatus(consoleAccess({ user, role: 'admin' }))).toBe(200);
  });
});
