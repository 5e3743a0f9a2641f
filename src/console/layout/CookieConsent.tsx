import { useState } from 'react';
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

/** The cookie-consent banner (spec 1): shown until "I Agree", then remembered. Plain CSS: it is on every page. */
export function CookieConsent() {
  const t = useT();
  const [hidden, setHidden] = useState(agreed);
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
      <div className="rx-cookies" role="dialog" aria-label={t('rx.aria.cookie_consent')}>
        <span>{t('rx.cookies.text')}</span>
        <button type="button" onClick={agree}>{t('rx.cookies.agree')}</button>
      </div>
    </>
  );
}
