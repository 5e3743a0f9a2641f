import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../i18n/useT';
import './cookieConsent.css';

export const COOKIE_CONSENT_KEY = 'rxdesk.cookieConsent';

const agreed = () => {
  try {
    return globalThis.localStorage?.getItem(COOKIE_CONSENT_KEY) === 'agreed';
  } catch {
    return false;
  }
};

/**
 * While the banner is up, the page knows its height (`--rx-cookie-h` on <html>): the spacer at the
 * end of the page, a phone form's fixed Save bar and the toasts sit above it, never under it.
 */
function useBannerHeight(banner: RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    if (!shown || !banner.current) return undefined;
    const measure = () => root.style.setProperty('--rx-cookie-h', `${banner.current?.offsetHeight ?? 0}px`);
    measure();
    root.classList.add('rx-cookie-banner-open');
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(banner.current);
    return () => {
      observer?.disconnect();
      root.classList.remove('rx-cookie-banner-open');
      root.style.removeProperty('--rx-cookie-h');
    };
  }, [banner, shown]);
}

/** The cookie-consent banner (spec 1): shown until "I Agree", then remembered. Plain CSS: it is on every page. */
export function CookieConsent() {
  const t = useT();
  const [hidden, setHidden] = useState(agreed);
  const banner = useRef<HTMLDivElement>(null);
  useBannerHeight(banner, !hidden);
  if (hidden) return null;
  const agree = () => {
    try {
      globalThis.localStorage?.setItem(COOKIE_CONSENT_KEY, 'agreed');
    } catch {
      // Not remembered; hidden for this visit.
    }
    setHidden(true);
  };
  return (
    <>
      {/* Room at the end of the page, so the banner never hides the last buttons (Save). */}
      <div className="rx-cookies-spacer" aria-hidden="true" />
      <div ref={banner} className="rx-cookies" role="dialog" aria-label={t('rx.aria.cookie_consent')}>
        <span>{t('rx.cookies.text')}</span>
        <button type="button" onClick={agree}>{t('rx.cookies.agree')}</button>
      </div>
    </>
  );
}
