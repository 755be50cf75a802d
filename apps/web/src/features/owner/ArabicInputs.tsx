import { Textarea, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** What both Arabic twins' inputs share: the hint, typed right to left in Arabic, the form's field and error. */
function useArabicProps(
  label: 'owner.arabicName' | 'owner.arabicDetails',
  field: UseFormRegisterReturn,
  error?: string,
) {
  const { t } = useTranslation();
  return { label: t(label), description: t('owner.arabicHint'), dir: 'rtl', lang: 'ar', ...field, error } as const;
}

/** The optional Arabic twin of a name (issue #20, ADR 024), typed right to left in every owner form. */
export function ArabicNameInput({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return <TextInput {...useArabicProps('owner.arabicName', field, error)} />;
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
  return <Textarea {...useArabicProps('owner.arabicDetails', field, error)} autosize minRows={minRows} />;
}
