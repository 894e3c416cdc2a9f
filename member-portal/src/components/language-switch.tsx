import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../i18n';
import { getStoredUser } from '../lib/user-storage';

/**
 * The top bar's language switch: reads `हिन्दी` while English is shown and `English` while Hindi is shown. The
 * choice is remembered in this browser and, for a logged-in member, saved on their account (loaded on demand,
 * so the landing page ships without the API client).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const target = currentLanguage() === 'hi' ? 'en' : 'hi';

  const choose = async () => {
    await switchLanguage(target);
    if (!getStoredUser()) return;
    try {
      const { saveAccountLanguage } = await import('../lib/account-language');
      await saveAccountLanguage(target);
    } catch (error) {
      // The screen already changed language; the account keeps the old one until the next switch.
      console.error(t('messages.languageSaveFailed'), error);
    }
  };

  return (
    <button type="button" className="language-switch" lang={target} onClick={() => void choose()}>
      {t(`languages.${target}`)}
    </button>
  );
}
