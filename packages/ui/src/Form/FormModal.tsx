import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { useMessages } from '../i18n/UiProvider';
import { FormBanner } from './Banner';
import * as styles from './Form.css';
import type { ModalFormApi } from './useModalForm';

/** What every modal of @site/ui takes to open and close: controlled (`open`) or not (`defaultOpen`). */
export interface ModalOpenProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface ModalShellProps extends ModalOpenProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** A modal of the site: a Dialog opened by its props (the app decides when; §3 "Modal"). */
export function ModalShell({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
}: ModalShellProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content title={title} description={description}>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface FormBodyProps {
  form: Pick<ModalFormApi, 'submit' | 'pending' | 'status' | 'banner' | 'bannerRef'>;
  submitLabel: ReactNode;
  /** A cancel button beside submit (closes the modal); off for single-action forms. */
  cancelLabel?: ReactNode;
  /** A button before submit instead of cancel, e.g. "Back" in a flow of steps. */
  secondaryAction?: ReactNode;
  /** Shown instead of the fields once the submit succeeded (e.g. "Your message has been sent"). */
  success?: ReactNode;
  /** Under the actions: links such as "Sign up" / "Forgot password?". */
  footer?: ReactNode;
  /** Names the form (when a modal holds more than one). */
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * A form inside a modal: the server's banner on top, the fields, then submit (busy and inert while
 * pending) and an optional cancel. `noValidate`: the §5 messages replace the browser's.
 */
export function FormBody({
  form,
  submitLabel,
  cancelLabel,
  secondaryAction,
  success,
  footer,
  children,
  'aria-label': ariaLabel,
}: FormBodyProps) {
  const { t } = useMessages();
  const done = form.status === 'success' && success !== undefined;
  // The form is gone once it succeeded: focus goes to the confirmation that replaced it.
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);
  if (done) {
    return (
      <>
        <FormBanner tone="success" ref={successRef}>
          {success}
        </FormBanner>
        <div className={styles.actions}>
          <Dialog.Close asChild>
            <Button>{t('form.close')}</Button>
          </Dialog.Close>
        </div>
      </>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.submit}
      aria-busy={form.pending || undefined}
      aria-label={ariaLabel}
    >
      {form.banner && <FormBanner ref={form.bannerRef}>{form.banner}</FormBanner>}
      {children}
      <div className={styles.actions}>
        {secondaryAction}
        {cancelLabel && (
          <Dialog.Close asChild>
            <Button variant="secondary" type="button">
              {cancelLabel}
            </Button>
          </Dialog.Close>
        )}
        <Button type="submit" loading={form.pending}>
          {submitLabel}
        </Button>
      </div>
      {footer}
    </form>
  );
}

export interface FormModalProps extends ModalShellProps, Omit<FormBodyProps, 'children' | 'aria-label'> {}

/**
 * A modal whose body is one form (login, report, edit playlist…). Closing it resets the form, so it
 * opens again empty, without the last banner or confirmation.
 */
export function FormModal({
  form,
  submitLabel,
  cancelLabel,
  secondaryAction,
  success,
  footer,
  children,
  open,
  onOpenChange,
  ...shell
}: FormModalProps & { form: Pick<ModalFormApi, 'reset'> }) {
  const { reset } = form;
  useEffect(() => {
    if (open === false) reset();
  }, [open, reset]);
  return (
    <ModalShell
      {...shell}
      open={open}
      onOpenChange={(next) => {
        if (!next && open === undefined) reset();
        onOpenChange?.(next);
      }}
    >
      <FormBody
        form={form}
        submitLabel={submitLabel}
        cancelLabel={cancelLabel}
        secondaryAction={secondaryAction}
        success={success}
        footer={footer}
      >
        {children}
      </FormBody>
    </ModalShell>
  );
}
