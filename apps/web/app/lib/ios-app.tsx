import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { safeStorage } from './settings';
import { useSite } from './site';

const IosAppModal = lazy(() => import('./IosAppModal').then((m) => ({ default: m.IosAppModal })));

/** The local-storage flag of a visitor who was offered the app once (§2 iOS prompt). */
export const IOS_APP_OFFERED_KEY = 'ios_app_offered';

/**
 * Whether the user agent is Safari on an iPhone, iPad or iPod (§2): the browser that cannot keep a
 * downloaded video where the phone's videos are. Other browsers on iOS name themselves (CriOS, FxiOS,
 * EdgiOS, OPiOS…) and are left out, as are in-app browsers that do not say Safari.
 */
export function isIosSafari(userAgent: string): boolean {
  if (!/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return false;
  if (/\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|GSA|DuckDuckGo)\//.test(userAgent)) return false;
  return /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent);
}

/** Whether this visitor was offered the app already (a storage that cannot be read counts as offered). */
export function appOffered(storage: Storage | undefined = safeStorage()): boolean {
  try {
    return storage ? storage.getItem(IOS_APP_OFFERED_KEY) !== null : true;
  } catch {
    return true;
  }
}

function markOffered(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(IOS_APP_OFFERED_KEY, '1');
  } catch {
    // Ignored: the offer shows once on this page anyway.
  }
}

export interface IosAppOffer {
  /** Whether this visitor may be offered the app now (iOS Safari, an app link set, not offered before). */
  available: boolean;
  /**
   * Opens the app modal once per visitor and returns true; `then` runs when they choose to continue in the
   * browser. False (nothing shown) when the offer is not available.
   */
  offer: (then?: () => void) => boolean;
  /** The modal while it is open, to render. */
  dialog: ReactNode;
}

/**
 * The iOS app prompt (§2): on iOS Safari, with the App Store link of the site's settings (IOS_APP_URL),
 * the mobile menu and the download button offer the app modal of @site/ui, once per visitor (the
 * `ios_app_offered` flag in local storage). Decided after hydration: the server cannot read the flag.
 */
export function useIosAppOffer(): IosAppOffer {
  const { iosAppUrl } = useSite();
  const [available, setAvailable] = useState(false);
  const [open, setOpen] = useState(false);
  const after = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    setAvailable(Boolean(iosAppUrl) && isIosSafari(window.navigator.userAgent) && !appOffered());
  }, [iosAppUrl]);

  const offer = (then?: () => void) => {
    if (!available || !iosAppUrl || appOffered()) return false;
    markOffered();
    setAvailable(false);
    after.current = then;
    setOpen(true);
    return true;
  };

  const dialog =
    open && iosAppUrl ? (
      <Suspense fallback={null}>
        <IosAppModal
          open
          onOpenChange={(next) => {
            if (!next) setOpen(false);
          }}
          appHref={iosAppUrl}
          onContinue={() => after.current?.()}
        />
      </Suspense>
    ) : null;

  return { available, offer, dialog };
}
