/**
 * Issue #31 item 4, a removal appeal on the built site with a fresh database: a visitor (no account) opens
 * a public video, follows "Ask for its removal" under it, fills in the form with a picture of an identity
 * document and the captcha, and sends it; a second visitor finds the video page answering as removed at
 * once; the demo moderator finds the appeal in the console and decides it; the appellant's mail in the
 * outbox says the outcome. Run once as "restore" and once as "remove".
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations, demoAccounts } from '../browser';
import { useShared } from '../shared';
import {
  hydrated,
  mailsTo,
  outboxDir,
  trackedPage,
  VARIANTS,
  type Variant,
  variantContext,
  waitFor,
} from './variants';

const { site, browser } = await useShared();

vi.setConfig({ testTimeout: 240_000 });

const desktop = VARIANTS.find((v) => !v.mobile) as Variant;
const { t } = desktop;

/** A 4×4 PNG standing for the photo of an identity document (synthetic). */
const ID_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGMwLl8FRwzEcQAhYhVBkj0zwwAAAABJRU5ErkJggg==';

interface ListedVideo {
  video_id: number;
  dir: string;
  title: string;
}

let moderator: BrowserContext;
let videos: ListedVideo[];

beforeAll(async () => {
  const demo = demoAccounts(site.output());
  expect(demo.moderator).not.toBe('');
  moderator = await variantContext(browser, site.url, desktop, { member: demo.moderator });
  const list = (await (
    await fetch(`${site.url}/api/json/videos2/0/str/latest-updates/60/all.0.1.all.all.all.json`)
  ).json()) as { videos: ListedVideo[] };
  // Two public videos other journeys leave alone (the list's oldest).
  videos = list.videos.slice(-3, -1);
  expect(videos).toHaveLength(2);
}, 200_000);

afterAll(async () => {
  await moderator?.close();
});

const statusOf = async (videoId: number) =>
  (
    (await fetch(`${site.url}/api/json/video/0/0/${videoId}.json`).then((r) => r.json())) as {
      video?: { status_id: number };
    }
  ).video?.status_id;

describe.each([
  ['restore', 0],
  ['remove', 1],
] as const)('a removal appeal the moderator decides to %s', (decision, index) => {
  it('hides the video at once for everyone, and the appellant learns the outcome by mail', async () => {
    const video = videos[index] as ListedVideo;
    const email = `appellant-${decision}-${process.pid}@example.test`;
    const page = `${site.url}/videos/${video.video_id}/${video.dir}/`;

    // A visitor follows the link under the video to the form, the video filled in.
    const visitor = await variantContext(browser, site.url, desktop);
    const { page: form, errors } = await trackedPage(visitor);
    await form.goto(page);
    await hydrated(form);
    await form.getByRole('link', { name: t('video.appeal.link') }).click();
    await form.waitForURL(/\/appeal\/\?video=\d+$/);
    await form.getByRole('heading', { level: 1, name: t('appeal.title') }).waitFor();
    await hydrated(form);
    const appeal = form.getByRole('form', { name: t('appeal.title') });
    expect(await appeal.getByLabel(t('appeal.video')).inputValue()).toBe(String(video.video_id));
    await appeal.getByLabel(t('appeal.name')).fill('Robin Heron');
    await appeal.getByLabel(t('appeal.email')).fill(email);
    await appeal
      .getByLabel(t('appeal.statement'))
      .fill('I am the person in this video and I never agreed to its publication.');
    await appeal.getByLabel(t('appeal.proof')).setInputFiles({
      name: 'identity.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ID_PNG, 'base64'),
    });
    await appeal.getByText(t('captcha.ready')).waitFor({ timeout: 90_000 });
    if (index === 0) expect(await axeViolations(form)).toEqual([]);
    await appeal.getByRole('button', { name: t('appeal.submit'), exact: true }).click();
    await form.getByText(t('appeal.successHidden')).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await visitor.close();

    // A second visitor finds it gone at once.
    const other = await variantContext(browser, site.url, desktop);
    const { page: second } = await trackedPage(other);
    await second.goto(page);
    await second.getByRole('heading', { name: t('video.deleted.title') }).waitFor({ timeout: 20_000 });
    expect(await statusOf(video.video_id)).toBe(5);
    await other.close();

    // The moderator decides in the console.
    const { page: desk, errors: deskErrors } = await trackedPage(moderator);
    const response = await desk.goto(`${site.url}/moderation/appeals/`);
    expect(response?.status()).toBe(200);
    await desk.getByRole('heading', { level: 1, name: t('console.appeals.title') }).waitFor();
    await hydrated(desk);
    const card = desk.getByRole('article', { name: video.title });
    await card.getByText('Robin Heron', { exact: false }).waitFor();
    await card.getByRole('button', { name: t(`moderation.appeals.${decision}`), exact: true }).click();
    const confirm = desk.getByRole('dialog');
    await confirm.getByRole('textbox').fill('Thank you for writing to us.');
    await confirm.getByRole('button', { name: t(`moderation.appeals.${decision}`), exact: true }).click();
    await desk
      .getByText(t(decision === 'remove' ? 'console.notify.appealRemove' : 'console.notify.appealRestore'))
      .first()
      .waitFor({ timeout: 20_000 });
    expect(deskErrors).toEqual([]);
    await desk.close();

    // The video follows the decision, and the appellant's mail says it.
    const status = await waitFor(
      () => statusOf(video.video_id),
      (s) => s === (decision === 'remove' ? 5 : 1),
      20_000,
    );
    expect(status).toBe(decision === 'remove' ? 5 : 1);
    const outcome = await waitFor(
      async () => mailsTo(outboxDir(site.output()), email).filter((m) => m.subject.includes('the video was')),
      (mails) => mails.length > 0,
      20_000,
    );
    expect(outcome[0]?.subject).toContain(
      decision === 'remove' ? 'the video was removed' : 'the video was not removed',
    );
    expect(outcome[0]?.text).toContain('Thank you for writing to us.');
  });
});
