import { LANGUAGE_NAMES, type Language } from '@dishcraft/contract';
import { Box, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language';
import { SYSTEM_FONTS } from './theme';

/**
 * "العربية" on an English page in the system's font: in the app's Arabic font (Noto Sans Arabic, 49 KB of Arabic glyphs
 * per weight) these seven letters alone made every English page download it, beside its first script.
 */
const SYSTEM_FONT = { fontFamily: SYSTEM_FONTS };

/**
 * The header's language switch: the other language's name, in that language (as a reader of it looks for it), and
 * a click turns every text, number and the layout's direction over at once (lib/language.tsx remembers the choice).
 */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const { t } = useTranslation();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const name = LANGUAGE_NAMES[other];
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      px={6}
      aria-label={t('common.languageSwitch', { name })}
      onClick={() => setLanguage(other)}
      data-testid="language-switch"
    >
      <Box component="span" me={6} style={{ display: 'inline-flex' }}>
        <IconLanguage size={16} aria-hidden />
      </Box>
      <span lang={other} style={other === 'ar' ? SYSTEM_FONT : undefined}>
        {name}
      </span>
    </Button>
  );
}
