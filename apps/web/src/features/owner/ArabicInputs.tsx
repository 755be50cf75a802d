import { Textarea, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The optional Arabic twin of a name (issue #20, ADR 024), typed right to left in every owner form. */
export function ArabicNameInput({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('owner.arabicName')}
      description={t('owner.arabicHint')}
      dir="rtl"
      lang="ar"
      {...field}
      error={error}
    />
  );
}

/** The optional Arabic twin of a description. */
export function ArabicDetailsInput({
  field,
  error,
  minRows,
}: {
  field: UseFormRegisterReturn;
  error?: string;
  minRows: number;
}) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('owner.arabicDetails')}
      description={t('owner.arabicHint')}
      dir="rtl"
      lang="ar"
      autosize
      minRows={minRows}
      {...field}
      error={error}
    />
  );
}
