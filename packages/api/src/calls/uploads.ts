import { ENDPOINTS } from '../contract/paths.js';
import {
  avatarResponseSchema,
  coverResponseSchema,
  type ImageUploadInput,
  imageUploadInputSchema,
  type VideoInfoInput,
  videoInfoInputSchema,
  videoInfoResponseSchema,
} from '../contract/upload.js';
import { VIDEO_EDIT_ACTS } from '../contract/values.js';
import { type MultipartOptions, multipartBody, prepare, type RequestCore } from '../core.js';

/**
 * The uploads of §7. A video's bytes go over tus to ENDPOINTS.tus (resumable, with progress: use a tus
 * client such as tus-js-client with the `filename` metadata and the CSRF header); then `check` (act 1,
 * declared in contract/video-calls.ts) and `info` (act 5). Avatars and covers are multipart with progress.
 */
export function uploadCalls(core: RequestCore) {
  return {
    /** Step 2: POST /api/video_edit.php act 5, multipart with the video's fields and chosen screenshot. */
    async info(input: VideoInfoInput, options?: MultipartOptions) {
      const p = prepare('uploads.info', videoInfoInputSchema, input, [
        'upload_id',
        'title',
        'categories',
        'orientation',
      ]);
      return core.postMultipart(
        ENDPOINTS.videoEdit,
        multipartBody({
          act: VIDEO_EDIT_ACTS.info,
          upload_id: p.upload_id,
          title: p.title,
          description: p.description,
          categories: p.categories,
          orientation: p.orientation,
          visibility: p.visibility,
          exclusive: p.exclusive,
          poster: p.poster,
          screenshot: p.screenshot,
        }),
        videoInfoResponseSchema,
        options,
      );
    },
    /** POST /api/member.php section u_ava with imgfile; answers the new avatar URL. */
    async avatar(input: ImageUploadInput, options?: MultipartOptions) {
      const p = prepare('uploads.avatar', imageUploadInputSchema, input, ['file']);
      return core.postMultipart(
        ENDPOINTS.member,
        multipartBody({ act: 'upload', section: 'u_ava', imgfile: p.file }),
        avatarResponseSchema,
        options,
      );
    },
    /** POST /api/member.php section u_cover with imgfile (at least 1250x250, §5); answers the cover URL. */
    async cover(input: ImageUploadInput, options?: MultipartOptions) {
      const p = prepare('uploads.cover', imageUploadInputSchema, input, ['file']);
      return core.postMultipart(
        ENDPOINTS.member,
        multipartBody({ act: 'upload', section: 'u_cover', imgfile: p.file }),
        coverResponseSchema,
        options,
      );
    },
  };
}
export type UploadCalls = ReturnType<typeof uploadCalls>;
