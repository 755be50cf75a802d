import { localized } from '@dishcraft/contract';
import { type ComboboxItem, type ComboboxItemGroup, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareText } from '../../lib/compareText';
import { useLanguage } from '../../lib/language';
import { useAreas } from './api';
import { type ChosenArea } from './chosenArea';
import type { Area } from './types';
import { useChosenArea } from './useChosenArea';

/** The areas grouped under their city, in the page's language, for a Select; search matches either language. */
export function areaOptions(areas: Area[], language: 'en' | 'ar') {
  const byCity = new Map<string, { value: string; label: string }[]>();
  for (const area of areas) {
    const city = localized(area, 'city', language);
    const items = byCity.get(city) ?? [];
    items.push({ value: String(area.id), label: localized(area, 'name', language) });
    byCity.set(city, items);
  }
  return [...byCity.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => compareText(a.label, b.label)) }));
}

/** What a search matches: the area and its city in both languages. */
const searchText = (area: Area) =>
  [area.name, area.name_ar, area.city, area.city_ar].filter(Boolean).join('\n').toLowerCase();

/**
 * A searchable list of the areas by city that sets the chosen area, everywhere at once (useChosenArea). The stored
 * choice's names are brought up to date from the list: an admin may have renamed the area since.
 */
export function AreaSelect({ onChosen, ...props }: { onChosen?: (area: ChosenArea | null) => void } & SelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [chosen, setChosen] = useChosenArea();
  const areas = useAreas();
  const list = useMemo(() => areas.data ?? [], [areas.data]);
  const data = useMemo(() => areaOptions(list, language), [list, language]);
  // A stored area the list no longer has (retired) still shows, so the field never reads empty while one is chosen.
  const known = !chosen || list.some((a) => a.id === chosen.id);
  const options =
    known || !chosen ? data : [...data, { group: localized(chosen, 'city', language), items: [option(chosen)] }];
  function option(area: ChosenArea) {
    return { value: String(area.id), label: localized(area, 'name', language) };
  }

  const current = chosen ? list.find((a) => a.id === chosen.id) : undefined;
  useEffect(() => {
    // the store ignores a choice equal to the one it holds
    if (current) setChosen(current);
  }, [current, setChosen]);
  const words = useMemo(() => new Map(list.map((a) => [String(a.id), searchText(a)])), [list]);
  const filter: OptionsFilter = ({ options: groups, search }) => {
    const query = search.trim().toLowerCase();
    if (!query) return groups;
    return (groups as ComboboxItemGroup<ComboboxItem>[])
      .map((group) => ({ ...group, items: group.items.filter((item) => words.get(item.value)?.includes(query)) }))
      .filter((group) => group.items.length > 0);
  };

  return (
    <Select
      label={t('areas.label')}
      placeholder={t('areas.placeholder')}
      leftSection={<IconMapPin size={16} aria-hidden />}
      data={options}
      value={chosen ? String(chosen.id) : null}
      onChange={(value) => {
        const area = value ? (list.find((a) => String(a.id) === value) ?? null) : null;
        setChosen(area);
        onChosen?.(area);
      }}
      searchable
      filter={filter}
      clearable
      nothingFoundMessage={t('areas.nothingFound')}
      error={areas.isError ? areas.error.message : undefined}
      disabled={areas.isPending && !chosen}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
