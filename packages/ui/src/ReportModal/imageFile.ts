// Apart from the modal, whose form builds its schema: a page with its own file field (the support form)
// takes this check without the schema (#28).

/** Whether a chosen file may be attached (§5: images only, not too large): null, or the message key. */
export function imageFileError(
  file: File,
  maxBytes: number,
): 'form.error.fileType' | 'form.error.fileSize' | null {
  if (!file.type.startsWith('image/')) return 'form.error.fileType';
  if (file.size > maxBytes) return 'form.error.fileSize';
  return null;
}
