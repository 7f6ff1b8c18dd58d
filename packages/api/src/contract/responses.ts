import { z } from '../zod.js';
import { type FieldError, fieldErrorSchema } from './common.js';
import { videoCardSchema } from './video.js';

/** Every response carries a `code`: `success`, or an error code of §8. */
export const SUCCESS = 'success';

export { type FieldError, fieldErrorSchema };

/** The body of every failed call. */
export const errorResponseSchema = z.object({
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const videoListResponseSchema = z.object({
  videos: z.array(videoCardSchema),
  total_count: z.number().int().nonnegative(),
  code: z.string(),
});
export type VideoListResponse = z.infer<typeof videoListResponseSchema>;
