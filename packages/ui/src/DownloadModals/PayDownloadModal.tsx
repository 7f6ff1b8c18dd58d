import { type ChargeResponse, PAID_DOWNLOAD, PAID_USER_CODE, TEXT_LIMITS, TIMING } from '@site/api';
import { chargeInputSchema, downloadRequestInputSchema } from '@site/api/contract';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { FormBanner } from '../Form/Banner';
import { FormTextArea, FormTextField } from '../Form/FormFields';
import { FormBody, type ModalOpenProps, ModalShell } from '../Form/FormModal';
import { toSubmitFailure } from '../Form/serverErrors';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import { Link } from '../Link/Link';
import * as styles from './DownloadModals.css';

/** §4 pay-download modes: 0 choose, 1 describe a suggestion, 2 pay. */
export type DownloadMode = 0 | 1 | 2;

/** Where to pay (cb.php act chr): the charge page and the wallets' links. */
export type ChargeData = NonNullable<ChargeResponse['data']>;

/** Where the payment step is (mode 2). */
export type PayState = 'form' | 'awaiting' | 'paid' | 'paid_login';

const describeSchema = downloadRequestInputSchema.pick({ desc: true });
const PREFIXES = ['download'] as const;

export interface PayDownloadModalProps extends ModalOpenProps {
  /** The mode shown (controlled); pair with `onModeChange`. */
  mode?: DownloadMode;
  defaultMode?: DownloadMode;
  onModeChange?: (mode: DownloadMode) => void;
  /** A signed-in member: the payment status is re-polled every 10 s (§4). */
  signedIn: boolean;
  /** Mode 1: sends the description (150–500 characters). Reject with the API's error code. */
  onDescribe: (values: { desc: string }) => Promise<unknown> | unknown;
  /** Mode 2: starts the payment for the e-mail; resolves with where to pay. Reject with `paid_user` if already paid. */
  onPay: (values: { email: string }) => Promise<ChargeData> | ChargeData;
  /** The re-poll (members): resolves true once paid. */
  onCheckStatus?: () => Promise<boolean> | boolean;
  /** Paid while signed in: the app reloads the page (§4 paid_user). */
  onPaid?: () => void;
  /** Paid but not signed in: "Sign in" opens the login modal. */
  onSignIn?: () => void;
  /** The payment step's state first shown (stories; the app lets the flow set it). */
  defaultPayState?: PayState;
  /** Where to pay, with `defaultPayState="awaiting"`. */
  defaultCharge?: ChargeData;
  /** The monthly price in US dollars (§9: 5). */
  price?: number;
  /**
   * The payment step alone, with no way back to the choice (a renewal from the member's page, #32 item 8):
   * mode 2 whatever `mode` says, and `onDescribe` is never called.
   */
  payOnly?: boolean;
}

/**
 * The pay-download modal (§4): mode 0 offers describing a suggestion or paying; mode 1 asks for a
 * description of 150–500 characters; mode 2 takes an e-mail (at least 5), then links to the payment and,
 * for a member, re-polls the status every 10 s. `paid_user` reloads for a member, asks a visitor to sign in.
 */
export function PayDownloadModal({
  mode: modeProp,
  defaultMode = 0,
  onModeChange,
  signedIn,
  onDescribe,
  onPay,
  onCheckStatus,
  onPaid,
  onSignIn,
  defaultPayState = 'form',
  defaultCharge,
  price = PAID_DOWNLOAD.usdPerMonth,
  payOnly = false,
  ...open
}: PayDownloadModalProps) {
  const { t, locale } = useMessages(dialogsEn);
  const [ownMode, setOwnMode] = useState<DownloadMode>(defaultMode);
  const mode = payOnly ? 2 : (modeProp ?? ownMode);
  const setMode = (next: DownloadMode) => {
    if (modeProp === undefined) setOwnMode(next);
    onModeChange?.(next);
  };
  const priceText = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(price);
  const back = payOnly ? null : (
    <Button variant="secondary" type="button" onClick={() => setMode(0)}>
      {t('download.back')}
    </Button>
  );

  return (
    <ModalShell
      {...open}
      title={
        mode === 1 ? t('download.describeTitle') : mode === 2 ? t('download.payTitle') : t('download.title')
      }
    >
      {mode === 0 && (
        <>
          <p className={styles.text}>{t('download.choose')}</p>
          <div className={styles.options}>
            <button type="button" className={styles.option} onClick={() => setMode(1)}>
              <span className={styles.optionTitle}>{t('download.optionDescribe')}</span>
              <span className={styles.optionHint}>{t('download.optionDescribeHint')}</span>
            </button>
            <button type="button" className={styles.option} onClick={() => setMode(2)}>
              <span className={styles.optionTitle}>{t('download.optionPay')}</span>
              <span className={styles.optionHint}>{t('download.optionPayHint', { price: priceText })}</span>
            </button>
          </div>
        </>
      )}
      {mode === 1 && <DescribeStep onDescribe={onDescribe} back={back} />}
      {mode === 2 && (
        <PayStep
          signedIn={signedIn}
          onPay={onPay}
          onCheckStatus={onCheckStatus}
          onPaid={onPaid}
          onSignIn={onSignIn}
          defaultState={defaultPayState}
          defaultCharge={defaultCharge}
          priceText={priceText}
          back={back}
        />
      )}
    </ModalShell>
  );
}

function DescribeStep({ onDescribe, back }: Pick<PayDownloadModalProps, 'onDescribe'> & { back: ReactNode }) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<{ desc: string }>({
    messages: dialogsEn,
    schema: describeSchema,
    defaultValues: { desc: '' },
    onSubmit: onDescribe,
    prefixes: PREFIXES,
  });
  return (
    <FormBody
      form={form}
      submitLabel={t('download.describeSubmit')}
      secondaryAction={back}
      success={t('download.describeSuccess')}
    >
      <FormTextArea
        control={form.control}
        name="desc"
        label={t('download.description')}
        maxLength={TEXT_LIMITS.downloadDescMax}
        rows={6}
        required
      />
    </FormBody>
  );
}

interface PayStepProps
  extends Pick<PayDownloadModalProps, 'signedIn' | 'onPay' | 'onCheckStatus' | 'onPaid' | 'onSignIn'> {
  defaultState: PayState;
  defaultCharge: ChargeData | undefined;
  priceText: string;
  back: ReactNode;
}

function PayStep({
  signedIn,
  onPay,
  onCheckStatus,
  onPaid,
  onSignIn,
  defaultState,
  defaultCharge,
  priceText,
  back,
}: PayStepProps) {
  const { t } = useMessages(dialogsEn);
  const [state, setState] = useState<PayState>(defaultState);
  const [charge, setCharge] = useState<ChargeData | undefined>(defaultCharge);
  // The e-mail form is replaced by what comes next: focus follows to it (not on first render).
  const next = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (state !== 'form') next.current?.focus();
  }, [state]);

  const paid = () => {
    if (signedIn) {
      setState('paid');
      onPaid?.();
    } else setState('paid_login');
  };

  const form = useModalForm<{ email: string }>({
    messages: dialogsEn,
    schema: chargeInputSchema,
    defaultValues: { email: '' },
    prefixes: PREFIXES,
    onSubmit: async (values) => {
      try {
        const data = await onPay(values);
        setCharge(data);
        setState('awaiting');
      } catch (thrown) {
        if (toSubmitFailure(thrown).code === PAID_USER_CODE) return paid();
        throw thrown;
      }
    },
  });

  // §4: for a member the payment status is re-polled every 10 seconds while awaiting.
  useEffect(() => {
    if (state !== 'awaiting' || !signedIn || !onCheckStatus) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        if ((await onCheckStatus()) && !stopped) {
          stopped = true;
          clearInterval(timer);
          setState('paid');
          onPaid?.();
        }
      } catch {
        // A failed poll is tried again at the next tick.
      }
    }, TIMING.payStatusPoll);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [state, signedIn, onCheckStatus, onPaid]);

  if (state === 'paid')
    return (
      <FormBanner tone="success" ref={next as Ref<HTMLDivElement>}>
        {t('download.paid')}
      </FormBanner>
    );
  if (state === 'paid_login')
    return (
      <>
        <FormBanner tone="success" ref={next as Ref<HTMLDivElement>}>
          {t('download.paidLogin')}
        </FormBanner>
        {onSignIn && (
          <div className={styles.actions}>
            <Button onClick={onSignIn}>{t('download.signIn')}</Button>
          </div>
        )}
      </>
    );
  if (state === 'awaiting' && charge) {
    const wallets = Object.entries(charge.wallets_links);
    return (
      <>
        <div className={styles.actions}>
          <Button asChild>
            <a
              ref={next as Ref<HTMLAnchorElement>}
              href={charge.charge_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('download.payLink')}
            </a>
          </Button>
        </div>
        {wallets.length > 0 && (
          <>
            <p className={styles.muted}>{t('download.wallets')}</p>
            <ul className={styles.wallets}>
              {wallets.map(([name, href]) => (
                <li key={name}>
                  <Link href={href} external>
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        {signedIn && (
          <p className={styles.muted} role="status">
            {t('download.checking', { seconds: TIMING.payStatusPoll / 1000 })}
          </p>
        )}
      </>
    );
  }
  return (
    <FormBody form={form} submitLabel={t('download.paySubmit')} secondaryAction={back}>
      <p className={styles.text}>{t('download.payIntro', { price: priceText })}</p>
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('download.email')}
        autoComplete="email"
        required
      />
    </FormBody>
  );
}
