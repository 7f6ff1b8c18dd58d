import { z } from 'zod';
import { videoCardSchema } from './video.js';

/** Every response carries a `code`: `success`, or an error code of §8. */
export const SUCCESS = 'success';

export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

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
