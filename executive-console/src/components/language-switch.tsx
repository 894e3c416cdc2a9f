import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../i18n';
import { SetExecutiveLanguageDocument } from '../lib/account-language';
import { readAdmin } from '../lib/admin-storage';
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
 * choice is remembered in this browser and, when an executive is logged in, saved on their account.
 */
export function LanguageSwitch() {
  const { t } = useTranslation(['console', 'common']);
  const [save] = useMutation(SetExecutiveLanguageDocument);
  const target = currentLanguage() === 'hi' ? 'en' : 'hi';

  const choose = async () => {
    await switchLanguage(target);
    if (!readAdmin()) return;
    try {
      await save({ variables: { language: target } });
    } catch (error) {
      // The screen already changed language; the account keeps the old one until the next switch.
      console.error(t('common:messages.languageSaveFailed'), error);
    }
  };

  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      lang={target}
      onClick={() => void choose()}
      sx={{ borderColor: 'rgba(255,255,255,0.75)', flex: 'none', minWidth: 0, ...(target === 'hi' ? { fontFamily: switchFontFamily } : {}) }}
    >
      {t(`languages.${target}`)}
    </Button>
  );
}
