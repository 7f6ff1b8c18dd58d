import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useMessages } from '../i18n/UiProvider';
import { formErrorMap } from './formMessages';
import { mapSubmitFailure, type ServerErrorOptions, toSubmitFailure } from './serverErrors';

/** Where a form is: filling in, waiting for the server, done, or failed (§4). */
export type FormStatus = 'idle' | 'pending' | 'success' | 'error';

/** Any zod 4 schema of `@site/api` (or one derived from it with `.pick`, `.extend`, `.superRefine`). */
// biome-ignore lint/suspicious/noExplicitAny: the resolver takes any zod schema; the values are typed by the caller
export type FormSchema = any;

/**
 * A function that loads the form's schema (`() => import('@site/api/contract').then(…)`): the first check
 * loads it, so neither the schema nor zod is in the first load of the page that shows the form.
 */
export type FormSchemaLoader = () => Promise<FormSchema>;

const NO_MESSAGES: Readonly<Record<string, string>> = {};

export interface UseModalFormOptions<TValues extends FieldValues, TOutput> extends ServerErrorOptions {
  /** The schema, or its loader (FormSchemaLoader); give a loader that is the same from render to render. */
  schema: FormSchema | FormSchemaLoader;
  defaultValues: DefaultValues<TValues>;
  /**
   * Sends the values. Resolve on success; reject (or throw) with the API's error (`ApiError`, or a body
   * `{ code, message?, errors? }`) to show its banner and field errors.
   */
  onSubmit: (values: TOutput) => Promise<unknown> | unknown;
  /** Called after a successful submit. */
  onSuccess?: () => void;
  /** A check that runs after the schema passes (e.g. the login rule of §5); return a failure to stop. */
  precheck?: (values: TOutput) => { code: string } | null;
  /**
   * The English texts of the form's own messages when they are not in `en` (a modal's `dialogsEn`): the
   * `<prefix>.error.<code>` messages are looked up there as well.
   */
  messages?: Readonly<Record<string, string>>;
}

/**
 * The shared form behaviour of the modals: react-hook-form with the contract's zod schema, §5 messages
 * through the i18n seam, server field errors mapped per field with a banner (§8), the submit ignored
 * while pending, and focus moved to the first error (or to the banner when no field is named).
 */
export function useModalForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  defaultValues,
  onSubmit,
  onSuccess,
  precheck,
  fieldNames,
  prefixes,
  messages = NO_MESSAGES,
}: UseModalFormOptions<TValues, TOutput>) {
  const { t } = useMessages(messages);
  const resolver = useMemo((): Resolver<TValues> => {
    const resolverOf = (loaded: FormSchema) =>
      zodResolver(loaded, { error: formErrorMap(t) } as never) as unknown as Resolver<TValues>;
    if (typeof schema !== 'function') return resolverOf(schema);
    let loading: Promise<Resolver<TValues>> | null = null;
    return async (values, context, options) => {
      loading ??= (schema as FormSchemaLoader)().then(resolverOf);
      return (await loading)(values, context, options);
    };
  }, [schema, t]);
  const form = useForm<TValues>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [status, setStatus] = useState<FormStatus>('idle');
  const [banner, setBanner] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  // Focus goes to the banner after it renders, when no field is to blame.
  const [bannerFocus, setBannerFocus] = useState(0);
  useEffect(() => {
    if (bannerFocus > 0) bannerRef.current?.focus();
  }, [bannerFocus]);

  const fail = useCallback(
    (thrown: unknown) => {
      const mapped = mapSubmitFailure(toSubmitFailure(thrown), t, { fieldNames, prefixes });
      const known = new Set(Object.keys(form.getValues()));
      let focused = false;
      for (const [field, message] of mapped.fields) {
        if (!known.has(field)) continue;
        form.setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
      setBanner(mapped.banner);
      setStatus('error');
      if (!focused) setBannerFocus((n) => n + 1);
    },
    [form, t, fieldNames, prefixes],
  );

  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (pending.current) return Promise.resolve();
      return form.handleSubmit(async (values) => {
        const output = values as unknown as TOutput;
        const local = precheck?.(output);
        if (local) return fail(local);
        pending.current = true;
        setStatus('pending');
        setBanner(null);
        try {
          await onSubmit(output);
          setStatus('success');
          onSuccess?.();
        } catch (thrown) {
          fail(thrown);
        } finally {
          pending.current = false;
        }
      })(event);
    },
    [form, onSubmit, onSuccess, precheck, fail],
  );

  // The latest defaults, so `reset` stays the same function from render to render.
  const defaults = useRef(defaultValues);
  defaults.current = defaultValues;
  const reset = useCallback(() => {
    form.reset(defaults.current);
    setStatus('idle');
    setBanner(null);
  }, [form]);

  return {
    form,
    control: form.control,
    status,
    pending: status === 'pending',
    banner,
    bannerRef,
    submit,
    reset,
  };
}

export type ModalFormApi = ReturnType<typeof useModalForm>;
