import { documentCalls } from '../contract/call.js';
import { TEXT_LIMITS, UPLOAD_LIMITS } from '../contract/constants.js';
import { UPLOAD_CALLS } from '../contract/upload-calls.js';
import { APPEAL_STATEMENT_MAX, APPEAL_STATEMENT_MIN } from '../contract/values.js';

const imageNote = `A picture is judged by its content, never by its name or type: JPEG, PNG, WebP or GIF (SVG and anything else is 400 \`invalid_file_type\`), at most ${UPLOAD_LIMITS.imageMaxBytes / 1024 ** 2} MB and 40 megapixels (413 \`file_too_large\`). It is re-encoded, its metadata dropped.`;

/** What the OpenAPI document and the mock API say of the multipart calls (upload-calls.ts). */
export const UPLOAD_CALL_DOCS = /* @__PURE__ */ documentCalls(UPLOAD_CALLS, {
  'uploads.info': {
    summary:
      "act 5 (multipart): the uploaded video's fields and its preview screenshot; the video goes to review",
    description: `The screenshot is one of the server's poster candidates (\`poster\`, 1-based, from \`posters\` of GET \`/api/uploads.php\`) or the uploader's own image (\`screenshot\`, 422 \`screen_upload_error\` when it is refused). \`categories\` are ${UPLOAD_LIMITS.minCategories} to ${UPLOAD_LIMITS.maxCategories} dirs, comma-separated (field errors \`categories_min\`, \`categories_max\`, \`invalid\` with the unknown \`dirs\`). A video must be over ${UPLOAD_LIMITS.minMinutesNonExclusive} minutes, ${UPLOAD_LIMITS.minMinutesExclusive} when exclusive (422 \`too_short\`). 400 \`forbidden_words\` in the title or description; 409 \`upload_error\` before act 1 accepted the file; 404 \`not_found\` for an upload that is not the member's. It may be sent again to edit the video.`,
    exampleParams: {
      upload_id: 'Qm9hdHNBdERhd24x_k-7',
      title: 'Harbour at dawn',
      categories: 'sunsets,harbors',
      orientation: 'str',
      poster: 2,
    },
    example: { code: 'success', video_id: 501 },
  },
  'uploads.avatar': {
    summary: 'act upload, section u_ava: the member’s avatar (`imgfile`); answers its URL',
    description: `${imageNote} The avatar is cropped square.`,
    example: { code: 'success', avatar: '/media/avatars/101.jpg' },
  },
  'uploads.cover': {
    summary: 'act upload, section u_cover: the member’s cover (`imgfile`); answers its URL',
    description: `${imageNote} A cover under ${UPLOAD_LIMITS.coverMinWidth}×${UPLOAD_LIMITS.coverMinHeight} is 400 \`invalid_params\` with \`min_size\` on \`imgfile\` (§5).`,
    example: { code: 'success', cover: '/media/covers/101.jpg' },
  },
  'report.send': {
    summary: 'The contact and report form, with an optional picture (`file`)',
    description: `Visitors and members. \`message\` up to ${TEXT_LIMITS.contactMessageMax} characters; \`captcha\` is the solved ALTCHA challenge (400 \`bot_detected\` when it fails); \`ref\` the page it was sent from. ${imageNote} At most five an hour from one address (429 \`too_many_attempts\`). The report is kept for the moderators and mailed to them.`,
    exampleParams: {
      subject: 'Technical Problems',
      email: 'heron@example.test',
      message: 'The player stops.',
      captcha: 'c-1',
    },
    example: { code: 'success' },
  },
  'appeal.send': {
    summary:
      'A removal appeal: a person depicted in a video asks for its removal, with a proof of identity (`file`)',
    description: `Visitors and members, no account needed. \`statement\` ${APPEAL_STATEMENT_MIN} to ${APPEAL_STATEMENT_MAX} characters; \`captcha\` as the contact form's. \`file\` (required) is a picture of an identity document, checked by its content, re-encoded and shown to staff only. ${imageNote} 404 \`video_not_found\` for a video that is not public, 409 \`already_sent\` when this address appealed against this video already and awaits the answer. The video is hidden at once (\`hidden\` 1) unless the setting \`appeal_hides_video\` is off; staff decide in the console and the outcome is mailed. Shares the contact form's limit of five an hour from one address.`,
    exampleParams: {
      video_id: 501,
      name: 'Robin Heron',
      email: 'heron@example.test',
      statement: 'I am the person in this video and I never agreed to it.',
      captcha: 'c-1',
    },
    example: { code: 'success', appeal_id: 1, hidden: 1 },
  },
});
