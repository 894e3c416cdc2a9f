import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { currentLanguage, switchLanguage } from '../i18n';
import { readAdmin } from '../lib/admin-storage';

const SetExecutiveLanguageDocument = graphql(`
  mutation SetExecutiveLanguage($language: Language!) {
    setPreferredLanguage(language: $language, account: EXECUTIVE)
  }
`);

/**
 * The top bar's language switch: reads `हिन्दी` while English is shown and `English` while Hindi is shown. The
 * choice is remembered in this browser and, when an executive is logged in, saved on their account.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const [save] = useMutation(SetExecutiveLanguageDocument);
  const target = currentLanguage() === 'hi' ? 'en' : 'hi';

  const choose = async () => {
    await switchLanguage(target);
    if (!readAdmin()) return;
    try {
      await save({ variables: { language: target } });
    } catch (error) {
      // The screen already changed language; the account keeps the old one until the next switch.
      console.error(t('messages.languageSaveFailed'), error);
    }
  };

  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      lang={target}
      onClick={() => void choose()}
      sx={{ borderColor: 'rgba(255,255,255,0.75)', flex: 'none', minWidth: 0 }}
    >
      {t(`languages.${target}`)}
    </Button>
  );
}
