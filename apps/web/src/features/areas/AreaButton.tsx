import { localized } from '@dishcraft/contract';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import classes from './AreaButton.module.css';
import { useChosenArea } from './useChosenArea';

// The dialog's code (Mantine's Modal, the list of areas) loads on the first click: most pages never open it.
const AreaDialog = lazy(() => import('./AreaDialog').then((m) => ({ default: m.AreaDialog })));

/**
 * The header's "deliver to" button: the chosen area and its city, or "Choose area"; a click opens the list of areas.
 * On phones it is a slim strip under the header (`strip`): the header itself has no room left at 390 px.
 */
export function AreaButton({ strip = false }: { strip?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [area] = useChosenArea();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const name = area ? localized(area, 'name', language) : t('areas.choose');
  const place = area ? t('areas.place', { area: name, city: localized(area, 'city', language) }) : name;
  return (
    <>
      <UnstyledButton
        className={strip ? `${classes.button} ${classes.strip}` : classes.button}
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
        aria-label={area ? t('areas.changeLabel', { area: place }) : t('areas.chooseLabel')}
        aria-haspopup="dialog"
        data-testid="area-button"
      >
        <IconMapPin size={18} className={classes.pin} aria-hidden />
        <span className={classes.name}>{place}</span>
        <IconChevronDown size={14} aria-hidden />
      </UnstyledButton>
      {requested ? (
        <Suspense fallback={null}>
          <AreaDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
