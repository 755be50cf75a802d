import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from './AreaSelect';
import { useChosenArea } from './useChosenArea';

/** Where the header's button leads: the areas by city, searchable, and a way back to every restaurant. */
export function AreaDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [area, setArea] = useChosenArea();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('areas.dialogTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('areas.admin.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('areas.dialogHint')}
        </Text>
        <AreaSelect data-autofocus onChosen={(chosen) => chosen && onClose()} />
        {area ? (
          <Button
            variant="subtle"
            onClick={() => {
              setArea(null);
              onClose();
            }}
          >
            {t('areas.anyArea')}
          </Button>
        ) : null}
      </Stack>
    </Modal>
  );
}
