import { LIMITS } from '@dishcraft/contract';
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page buttons under a paged list (API.md §1.5), named for screen readers; nothing when one page holds it all. */
export function ListPages({
  count,
  page,
  onChange,
  label,
  pageSize = LIMITS.pageSize.default,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const total = Math.ceil(count / pageSize);
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="center" mt="xs">
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`common.pages.control.${control}`) })}
        getItemProps={(n) => ({ 'aria-label': t('common.pages.page', { page: n }) })}
      />
    </Group>
  );
}
