import { localized } from '@dishcraft/contract';
import { Alert, Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconDice5, IconRefresh } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language';
import type { Meal } from '../../lib/types';
import { FoodImage } from '../../ui/FoodImage';
import { Price } from '../../ui/Price';
import { toast } from '../../ui/toast';
import { usePickerMeals } from './api';
import classes from './Home.module.css';
import { useDicePicker } from './useDicePicker';

/** The random-meal dice of the home page (customer spec §2): idle, shuffling, result. */
export function RandomMealPicker() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const load = usePickerMeals();
  const onResult = useCallback(
    (meal: Meal) => {
      toast({
        color: 'green',
        message: t('home.dice.pickedToast', { name: localized(meal, 'name', language) }),
      });
    },
    [t, language],
  );
  const { phase, current, error, roll } = useDicePicker(load, onResult);
  const shuffling = phase === 'shuffling';
  const name = current && localized(current, 'name', language);

  return (
    <Paper
      shadow="sm"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="dice-title"
      className={shuffling ? classes.shuffling : undefined}
      data-testid="dice"
      data-phase={phase}
    >
      <Group align="center" gap="xl" wrap="wrap">
        <Stack gap="xs" style={{ flex: '1 1 260px' }}>
          <Title order={2} id="dice-title">
            {t('home.dice.title')}
          </Title>
          <Text c="dimmed">{t('home.dice.text')}</Text>
          {phase !== 'result' && (
            <Group mt="sm">
              <Button
                size="md"
                leftSection={<IconDice5 className={classes.dice} size={22} aria-hidden />}
                onClick={roll}
                onMouseEnter={() => void load().catch(() => {})}
                onFocus={() => void load().catch(() => {})}
                disabled={shuffling}
              >
                {shuffling ? t('home.dice.rolling') : t('home.dice.roll')}
              </Button>
            </Group>
          )}
          {error && (
            <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} role="alert" mt="sm">
              {error}
            </Alert>
          )}
        </Stack>

        {current && name && (
          <Box style={{ flex: '1 1 300px' }} maw={440}>
            <Paper withBorder radius="md" p="sm">
              <Group wrap="nowrap" align="center" gap="md">
                <Box w={120} style={{ flexShrink: 0 }}>
                  <FoodImage src={current.image} alt={phase === 'result' ? name : ''} width={120} height={90} />
                </Box>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} size="lg" lineClamp={2} aria-hidden={shuffling} data-testid="dice-meal">
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {localized(current, 'restaurant_name', language)}
                  </Text>
                  <Price value={current.base_price} accent />
                </Stack>
              </Group>
            </Paper>
            <Box aria-live="polite" mt="sm">
              {phase === 'result' && (
                <Group gap="sm">
                  <VisuallyHidden>{t('home.dice.picked', { name })}</VisuallyHidden>
                  <Button component={Link} to={`/meals/${current.id}`}>
                    {t('home.dice.viewDetails')}
                  </Button>
                  <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={roll}>
                    {t('home.dice.rollAgain')}
                  </Button>
                </Group>
              )}
            </Box>
          </Box>
        )}
      </Group>
    </Paper>
  );
}
