import { okResponseSchema } from '../contract/common.js';
import { type ReportInput, reportInputSchema } from '../contract/misc.js';
import { ENDPOINTS } from '../contract/paths.js';
import { type MultipartOptions, multipartBody, prepare, type RequestCore } from '../core.js';

/** The contact/report form: POST /api/report.php, multipart. */
export function reportCalls(core: RequestCore) {
  return {
    async send(input: ReportInput, options?: MultipartOptions) {
      const p = prepare('report.send', reportInputSchema, input, ['subject', 'email', 'message', 'captcha']);
      return core.postMultipart(
        ENDPOINTS.report,
        multipartBody({
          subject: p.subject,
          email: p.email,
          message: p.message,
          captcha: p.captcha,
          file: p.file,
          ref: p.ref,
        }),
        okResponseSchema,
        options,
      );
    },
  };
}
export type ReportCalls = ReturnType<typeof reportCalls>;
