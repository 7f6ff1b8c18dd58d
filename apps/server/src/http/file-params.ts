import type { CallDeclaration, FieldError, FileRule } from '@site/api';
import type { z } from 'zod';
import { type ImageInfo, inspectImage } from '../lib/images.js';
import type { UploadedFile } from './body.js';
import type { FormFields } from './fields.js';

/**
 * The file params of a declared multipart call (CallDeclaration `files`), judged by their content
 * (lib/images.ts), never by their names or declared types, before the handler runs.
 */

/** A file param that passed its rule: its bytes, and what the picture is (from its header). */
export interface CheckedFile extends UploadedFile {
  image: ImageInfo;
}

/** The names of a declaration's file params. */
export const fileNames = (declaration: CallDeclaration): string[] => Object.keys(declaration.files ?? {});

/** A file part without bytes is no file: what a browser sends for a file input left empty. */
const present = (file: UploadedFile | undefined): file is UploadedFile =>
  file !== undefined && file.data.length > 0;

/**
 * The field errors of a body's files, answered with the params' (400 `invalid_params`): a required file
 * missing (`required`), a text part where a file belongs (`invalid_file_type`), a file part the call has no
 * param for (`invalid`).
 */
export function fileFieldErrors(
  declaration: CallDeclaration,
  fields: FormFields,
  files: Readonly<Record<string, UploadedFile>>,
): FieldError[] {
  const shape = declaration.params?.shape ?? {};
  const errors: FieldError[] = [];
  for (const name of fileNames(declaration)) {
    const text = fields[name];
    if (text !== undefined && text !== '') errors.push({ field: name, code: 'invalid_file_type' });
    else if (!present(files[name]) && !(shape[name] as z.ZodType | undefined)?.safeParse(undefined).success)
      errors.push({ field: name, code: 'required' });
  }
  const known = new Set(fileNames(declaration));
  for (const name of Object.keys(files)) if (!known.has(name)) errors.push({ field: name, code: 'invalid' });
  return errors;
}

/** A file refused by its rule: the answer's status, code and field errors. */
export interface FileRefusal {
  status: number;
  code: string;
  errors?: FieldError[];
}

/** Why a file breaks its rule, or its picture when it does not. */
async function judge(
  file: UploadedFile,
  rule: FileRule,
): Promise<ImageInfo | 'invalid_file_type' | 'file_too_large'> {
  if (file.data.length > rule.maxBytes) return 'file_too_large';
  const image = await inspectImage(file.data);
  if (image === 'too_large') return 'file_too_large';
  if (image === 'not_image' || !(rule.formats as readonly string[]).includes(image.format))
    return 'invalid_file_type';
  return image;
}

/**
 * The files of a body, each judged by its rule (the first refused answers: its rule's `refusal`, else 400
 * `invalid_file_type` or 413 `file_too_large` with that code on its field).
 */
export async function checkFiles(
  declaration: CallDeclaration,
  files: Readonly<Record<string, UploadedFile>>,
): Promise<{ ok: true; files: Record<string, CheckedFile> } | ({ ok: false } & FileRefusal)> {
  const checked: Record<string, CheckedFile> = {};
  for (const [name, rule] of Object.entries(declaration.files ?? {})) {
    const file = files[name];
    if (!present(file)) continue;
    const judged = await judge(file, rule);
    if (typeof judged !== 'string') {
      checked[name] = { ...file, image: judged };
      continue;
    }
    if (rule.refusal) return { ok: false, ...rule.refusal };
    const status = judged === 'file_too_large' ? 413 : 400;
    return { ok: false, status, code: judged, errors: [{ field: name, code: judged }] };
  }
  return { ok: true, files: checked };
}
