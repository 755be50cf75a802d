import { localized } from '@dishcraft/contract';
import { Alert, Button, Drawer, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconShoppingCartPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { priceMealChoice } from '../../lib/mealOptions';
import type { Meal } from '../../lib/types';
import { toast } from '../../ui/toast';
import { mealCartItem, useAddToCart } from '../cart';
import { useCheckAvailability } from './api';
import { shortageLines } from './availability';
import { choiceProblemText } from './choiceProblem';
import { OptionGroups } from './OptionGroups';

/** Phones (up to Mantine's `sm`, 48em) get a bottom sheet; wider screens a dialog in the middle. */
const PHONE = '(max-width: 48em)';

function ChooserBody({ meal, restaurantName, onDone }: { meal: Meal; restaurantName: string; onDone(): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [optionIds, setOptionIds] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const addToCart = useAddToCart();
  const check = useCheckAvailability();
  const reasonId = useId();
  const name = localized(meal, 'name', language);
  const choice = priceMealChoice(meal, optionIds, language);
  const missing = choice.problems[0] ? choiceProblemText(t, choice.problems[0]) : null;

  const add = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const result = await check(meal.id, 1, optionIds);
      if (!result.is_available) {
        setProblem(shortageLines(t, language, result, name));
        return;
      }
      addToCart(mealCartItem(meal, { restaurantName, optionIds }), () => {
        toast({ color: 'green', message: t('browse.added', { name }) });
        onDone();
      });
    } catch {
      setProblem([t('browse.meal.checkFailed')]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('browse.options.chooserHint')}
      </Text>
      <OptionGroups
        meal={meal}
        value={optionIds}
        onChange={(ids) => {
          setOptionIds(ids);
          setTouched(true);
        }}
        choice={choice}
        showProblems={touched}
      />
      {problem && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" title={t('browse.stock.toast')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {problem.join('\n')}
          </Text>
        </Alert>
      )}
      <div aria-live="polite">
        {missing && (
          <Text size="sm" c="dimmed" id={reasonId}>
            {missing}
          </Text>
        )}
      </div>
      <Group justify="flex-end">
        <Button
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          onClick={() => void add()}
          loading={busy}
          disabled={missing !== null}
          aria-describedby={missing ? reasonId : undefined}
          fullWidth
          data-testid="chooser-add"
        >
          {t('browse.addToCartTotal', { total: formatMoney(choice.unitCents / 100) })}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The menu's quick chooser (issue #22): a meal that needs a choice (a size, a side) is not added at once; this asks
 * for it with the meal page's option groups, as a dialog on wide screens and a bottom sheet on phones. Both trap the
 * focus, close on Escape and give it back to the button that opened them.
 */
export function OptionsChooser({
  meal,
  restaurantName,
  opened,
  onClose,
}: {
  meal: Meal;
  restaurantName: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const phone = useMediaQuery(PHONE);
  const title = t('browse.options.chooserTitle', { name: localized(meal, 'name', language) });
  const body = <ChooserBody meal={meal} restaurantName={restaurantName} onDone={onClose} />;
  const common = { opened, onClose, title, closeButtonProps: { 'aria-label': t('common.close') } };
  if (phone)
    return (
      <Drawer
        {...common}
        position="bottom"
        size="auto"
        radius="md"
        scrollAreaComponent={ScrollArea.Autosize}
        styles={{ content: { maxHeight: '90dvh' }, title: { fontWeight: 700 } }}
        data-testid="options-chooser"
      >
        {body}
      </Drawer>
    );
  return (
    <Modal
      {...common}
      size="md"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700 } }}
      data-testid="options-chooser"
    >
      {body}
    </Modal>
  );
}
