import {
  DOWNLOAD_REQUEST_STATUSES,
  forbiddenWordSchema,
  MEMBER_FILTERS,
  MODERATION_PAGE_SIZE,
  MODERATION_REASON_MAX,
  MODERATION_TEXT_MAX,
  moderationRejectInputSchema,
  REPORT_REPLY_MAX,
  REPORT_STATUSES,
  REPORT_SUBJECTS,
  SANCTIONS,
  STAFF_ROLES,
  takedownInputSchema,
} from '@site/api';
import { describe, expect, it } from 'vitest';
import { SUBJECT_KEYS } from '../ModerationReports/ReportsTable';
import { wordError } from '../ModerationWords/ForbiddenWords';
import { REPORT_SUBJECT_KEYS } from '../ReportModal/ReportModal';
import * as local from './contract';

describe('the console’s copy of the moderation contract', () => {
  it('has the same lists and limits', () => {
    expect(local.PAGE_SIZE).toBe(MODERATION_PAGE_SIZE);
    expect(local.REPORT_STATUS_LIST).toEqual(REPORT_STATUSES);
    expect(local.MEMBER_FILTER_LIST).toEqual(MEMBER_FILTERS);
    expect(local.STAFF_ROLE_LIST).toEqual(STAFF_ROLES);
    expect(local.SANCTION_LIST).toEqual(SANCTIONS);
    expect(local.TEXT_MAX).toBe(MODERATION_TEXT_MAX);
    expect(local.REJECT_REASON_MAX).toBe(MODERATION_REASON_MAX);
    expect(local.REPLY_MAX).toBe(REPORT_REPLY_MAX);
    expect(local.DOWNLOAD_STATUS_LIST).toEqual(DOWNLOAD_REQUEST_STATUSES);
  });

  it('has the shortest reasons the API takes', () => {
    const short = 'x'.repeat(local.REASON_MIN - 1);
    const enough = 'x'.repeat(local.REASON_MIN);
    expect(moderationRejectInputSchema.safeParse({ video_id: 1, reason: short }).success).toBe(false);
    expect(moderationRejectInputSchema.safeParse({ video_id: 1, reason: enough }).success).toBe(true);
    expect(takedownInputSchema.safeParse({ video_id: 1, reason: short }).success).toBe(false);
    expect(takedownInputSchema.safeParse({ video_id: 1, reason: enough }).success).toBe(true);
  });

  it('judges forbidden words as the API does', () => {
    for (const word of [
      'ok',
      'слово',
      'abc123',
      'two words',
      'dash-ed',
      '',
      'a'.repeat(60),
      'a'.repeat(61),
    ]) {
      expect(wordError(word, []) === null, word).toBe(forbiddenWordSchema.safeParse(word).success);
    }
  });

  it('names the report subjects as the report form does', () => {
    for (const subject of REPORT_SUBJECTS) expect(SUBJECT_KEYS[subject]).toBe(REPORT_SUBJECT_KEYS[subject]);
  });
});
