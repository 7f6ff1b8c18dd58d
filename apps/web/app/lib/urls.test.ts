import { describe, expect, it } from 'vitest';
import { informationUrl, moderationReportUrl, moderationUrl } from './urls';

describe('the addresses the shell and the console link to', () => {
  it('open the moderation queue at the console front page and every other section below it', () => {
    expect(moderationUrl('queue')).toBe('/moderation/');
    expect(moderationUrl('reports')).toBe('/moderation/reports/');
    expect(moderationReportUrl(42)).toBe('/moderation/reports/42/');
  });

  it('take the footer enquiries to the support section of the information page', () => {
    expect(informationUrl('support')).toBe('/information/#support');
    expect(informationUrl()).toBe('/information/');
  });
});
