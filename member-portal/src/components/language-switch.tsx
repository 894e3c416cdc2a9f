import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, switchLanguage } from '../i18n';
import { getStoredUser } from '../lib/user-storage';
import switchFontUrl from '@matrimony/schema/fonts/language-switch-hi.woff2?url&no-inline';

/**
 * The switch names Hindi in Devanagari while English is on screen. A 2.4 KB font with just those glyphs
 * (schema/fonts/README.md) keeps it legible on devices without a Devanagari font, without loading the full
 * Hindi font before Hindi is chosen.
 */
const SWITCH_FONT = 'Language Switch Devanagari';
if (typeof document !== 'undefined' && !document.getElementById('language-switch-font')) {
  const style = document.createElement('style');
  style.id = 'language-switch-font';
  style.textContent = `@font-face{font-family:'${SWITCH_FONT}';src:url(${switchFontUrl}) format('woff2');font-display:swap;unicode-range:U+0900-097F}`;
  document.head.append(style);
}
const switchFontFamily = `'Noto Sans Devanagari', '${SWITCH_FONT}', system-ui, sans-serif`;

/**
 * The top bar's language switch: reads `हिन्दी` while English is shown and `English` while Hindi is shown. The
 * choice is remembered in this browser and, for a logged-in member, saved on their account (loaded on demand,
 * so the landing page ships without the API client).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const target = currentLanguage() === 'hi' ? 'en' : 'hi';

  const choose = async () => {
    await switchLanguage(target);
    if (!getStoredUser()) return;
    try {
      const { saveAccountLanguage } = await import('../lib/account-language');
      await saveAccountLanguage(target);
    } catch (error) {
      // The screen already changed language; the account keeps the old one until the next switch.
      console.error(i18n.t('common:messages.languageSaveFailed'), error);
    }
  };

  return (
    <button
      type="button"
      className="language-switch"
      lang={target}
      style={target === 'hi' ? { fontFamily: switchFontFamily } : undefined}
      onClick={() => void choose()}
    >
      {t(`languages.${target}`)}
    </button>
  );
}
