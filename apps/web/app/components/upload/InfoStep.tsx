import {
  type ApiClient,
  GENDERS,
  type Gender,
  UPLOAD_ERROR_CODES,
  UPLOAD_LIMITS,
  UPLOAD_TEXT,
  type VideoInfoInput,
} from '@site/api';
import { categoryQueries } from '@site/api/query';
import {
  Button,
  CategorySelect,
  Checkbox,
  mapSubmitFailure,
  RadioGroup,
  TextArea,
  TextField,
  toSubmitFailure,
} from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type Ref, useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { type InfoValues, uploadMessageKey } from '../../lib/upload/machine';
import type { SiteMessageKey } from '../../messages';
import * as styles from './upload.css';
import '../../messages/use-upload';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Field = 'title' | 'description' | 'categories' | 'preview' | 'screenshot';
type FieldErrors = Partial<Record<Field, string>>;

/** The server's field names (§7 act 5) to the form's. */
const SERVER_FIELDS: Record<string, Field> = {
  title: 'title',
  description: 'description',
  categories: 'categories',
  poster: 'preview',
  screenshot: 'screenshot',
};

export interface InfoStepProps {
  api: ApiClient;
  uploadId: string;
  /** The poster candidates' addresses. */
  posters: readonly string[];
  /** Editing a described upload: the form starts from its words; keeping the preview is allowed. */
  edit?: InfoValues;
  onSubmitted: (videoId: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * §3 "Uploaded video": title, description, categories (1–6), orientation, visibility, exclusive, and a
 * preview screenshot: one of the server's poster candidates or the uploader's own image (§5: one must be
 * chosen). Checked here first (§5 lengths and counts, the §9 minimum length for non-exclusive videos);
 * the server's field errors come back onto the fields, its code into the alert region (§8).
 */
export function InfoStep({ api, uploadId, posters, edit, onSubmitted, headingRef }: InfoStepProps) {
  const { t } = useT();
  const ids = useId();
  const [title, setTitle] = useState(edit?.title ?? '');
  const [description, setDescription] = useState(edit?.description ?? '');
  const [orientation, setOrientation] = useState<Gender>(edit?.orientation ?? 'str');
  const [categories, setCategories] = useState<string[]>(edit?.categories ?? []);
  const [visibility, setVisibility] = useState<'0' | '1'>(edit?.visibility === 1 ? '1' : '0');
  const [exclusive, setExclusive] = useState(edit?.exclusive === 1);
  const [preview, setPreview] = useState(edit && edit.poster > 0 ? String(edit.poster) : '');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const categoryList = useQuery(categoryQueries.list(api, { gender: orientation }));
  const available = categoryList.data?.categories;
  // Categories are per orientation: keep only the chosen ones the new list has.
  useEffect(() => {
    if (!available) return;
    setCategories((chosen) => {
      const next = chosen.filter((dir) => available.some((c) => c.dir === dir));
      return next.length === chosen.length ? chosen : next;
    });
  }, [available]);

  const validate = (): FieldErrors => {
    const out: FieldErrors = {};
    const name = title.trim();
    if (!name) out.title = t('form.error.required');
    else if (name.length < UPLOAD_TEXT.titleMin || name.length > UPLOAD_TEXT.titleMax) {
      out.title = t('form.error.lengthBetween', { min: UPLOAD_TEXT.titleMin, max: UPLOAD_TEXT.titleMax });
    }
    if (description.trim().length > UPLOAD_TEXT.descriptionMax) {
      out.description = t('form.error.lengthMax', { length: UPLOAD_TEXT.descriptionMax });
    }
    if (categories.length < UPLOAD_LIMITS.minCategories) {
      out.categories = t('form.error.categoriesMin', { min: UPLOAD_LIMITS.minCategories });
    } else if (categories.length > UPLOAD_LIMITS.maxCategories) {
      out.categories = t('form.error.categoriesMax', { max: UPLOAD_LIMITS.maxCategories });
    }
    // An edit may keep the preview it has (the server keeps it when none is sent).
    if (!preview) {
      if (!edit) out.preview = t('upload.info.previewRequired');
    } else if (preview === 'own') {
      if (!screenshot) out.screenshot = t('upload.info.previewRequired');
      else if (!IMAGE_TYPES.includes(screenshot.type)) out.screenshot = t('form.error.fileType');
      else if (screenshot.size > UPLOAD_LIMITS.imageMaxBytes) {
        out.screenshot = t('form.error.fileSize', { size: UPLOAD_LIMITS.imageMaxBytes / 1024 ** 2 });
      }
    }
    return out;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const local = validate();
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setBanner(t('upload.info.invalid'));
      return;
    }
    // The length rule is the server's (its limits are configurable): too_short comes back as a code.
    setBanner('');
    setSubmitting(true);
    const input: VideoInfoInput = {
      upload_id: uploadId,
      title: title.trim(),
      description: description.trim(),
      categories,
      orientation,
      visibility,
      exclusive: exclusive ? 1 : 0,
      ...(preview === 'own' && screenshot
        ? { screenshot }
        : preview && preview !== 'own'
          ? { poster: Number(preview) }
          : {}),
    };
    try {
      const answer = await api.uploads.info(input);
      onSubmitted(answer.video_id);
    } catch (error) {
      const failure = toSubmitFailure(error);
      const mapped = mapSubmitFailure(failure, t);
      const fieldErrors: FieldErrors = {};
      for (const [field, message] of mapped.fields) {
        const mine = SERVER_FIELDS[field];
        if (mine) fieldErrors[mine] = message;
      }
      setErrors(fieldErrors);
      const code = failure.code ?? '';
      setBanner(
        (UPLOAD_ERROR_CODES as readonly string[]).includes(code) || code === 'need_auth'
          ? t(uploadMessageKey(code))
          : mapped.banner,
      );
      setSubmitting(false);
    }
  };

  const previewError = errors.preview ?? errors.screenshot;
  return (
    <section className={styles.step} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {edit ? t('upload.edit.heading') : t('upload.info.title')}
      </h2>
      {edit && <p className={styles.text}>{t('upload.edit.review')}</p>}
      <div role="alert" className={styles.alert}>
        {banner}
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('upload.info.name')}
          required
          value={title}
          onValueChange={setTitle}
          maxLength={UPLOAD_TEXT.titleMax}
          error={errors.title}
          name="title"
        />
        <TextArea
          label={t('upload.info.description')}
          value={description}
          onValueChange={setDescription}
          maxLength={UPLOAD_TEXT.descriptionMax}
          error={errors.description}
          name="description"
          rows={4}
        />
        <div className={styles.row}>
          <RadioGroup
            label={t('upload.info.orientation')}
            orientation="horizontal"
            value={orientation}
            onValueChange={(value) => setOrientation(value as Gender)}
            options={GENDERS.map((g) => ({
              value: g,
              label: t(`upload.info.orientation.${g}` as SiteMessageKey),
            }))}
            name="orientation"
          />
          <RadioGroup
            label={t('upload.info.visibility')}
            orientation="horizontal"
            value={visibility}
            onValueChange={(value) => setVisibility(value === '1' ? '1' : '0')}
            options={[
              { value: '0', label: t('upload.info.visibility.public') },
              { value: '1', label: t('upload.info.visibility.private') },
            ]}
            name="visibility"
          />
        </div>
        <CategorySelect
          label={t('upload.info.categories')}
          categories={available ?? []}
          loading={categoryList.isPending}
          value={categories}
          onChange={setCategories}
          min={UPLOAD_LIMITS.minCategories}
          max={UPLOAD_LIMITS.maxCategories}
          {...(errors.categories ? { error: errors.categories } : {})}
          name="categories"
        />
        <Checkbox
          label={t('upload.info.exclusive')}
          description={t('upload.info.exclusiveHint')}
          checked={exclusive}
          onCheckedChange={(checked) => setExclusive(checked === true)}
          name="exclusive"
        />
        <fieldset
          className={styles.fieldset}
          aria-describedby={previewError ? `${ids}-preview-error` : undefined}
          aria-invalid={previewError ? true : undefined}
        >
          <legend className={styles.legend}>{t('upload.info.preview')}</legend>
          <div className={styles.posters}>
            {posters.map((src, index) => {
              const value = String(index + 1);
              return (
                <label key={src} className={styles.poster}>
                  <img className={styles.posterImage} src={src} alt="" loading="lazy" />
                  <span className={styles.posterChoice}>
                    <input
                      type="radio"
                      name="poster"
                      value={value}
                      checked={preview === value}
                      onChange={() => setPreview(value)}
                    />
                    {t('upload.info.poster', { number: index + 1 })}
                  </span>
                </label>
              );
            })}
            <label className={styles.poster}>
              <span className={styles.posterChoice}>
                <input
                  type="radio"
                  name="poster"
                  value="own"
                  checked={preview === 'own'}
                  onChange={() => setPreview('own')}
                />
                {t('upload.info.own')}
              </span>
            </label>
          </div>
          {previewError && (
            <p id={`${ids}-preview-error`} className={styles.fieldError}>
              {previewError}
            </p>
          )}
        </fieldset>
        {preview === 'own' && (
          <div>
            <label className={styles.fileLabel} htmlFor={`${ids}-screenshot`}>
              {t('upload.info.ownFile')}
            </label>
            <p className={styles.text} id={`${ids}-screenshot-hint`}>
              {t('upload.info.ownHint')}
            </p>
            <input
              id={`${ids}-screenshot`}
              className={styles.fileInput}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-describedby={`${ids}-screenshot-hint`}
              onChange={(event) => setScreenshot(event.currentTarget.files?.[0] ?? null)}
            />
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={submitting}>
            {edit ? t('upload.edit.submit') : t('upload.info.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
