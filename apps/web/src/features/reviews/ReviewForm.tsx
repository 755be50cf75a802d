import { LIMITS, reviewCreateSchema } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { localizedResolver } from '../../forms/formErrors';
import type { ReviewDraft } from './api';

const RATING_LABELS = [
  'reviews.ratingLabel.poor',
  'reviews.ratingLabel.fair',
  'reviews.ratingLabel.good',
  'reviews.ratingLabel.veryGood',
  'reviews.ratingLabel.excellent',
] as const;

/** The review form, for a new review or an edit of one's own. */
export function ReviewForm({
  initial,
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial?: ReviewDraft;
  submitLabel: string;
  busy: boolean;
  serverError?: string | null;
  onSubmit: (draft: ReviewDraft) => void;
  onCancel?: () => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  // Rating 1–5 and a comment of 10–500 characters after trimming, with the contract's messages (customer spec
  // §5): checked on the first submit, then on every change.
  const form = useForm<ReviewDraft, unknown, ReviewDraft>({
    // The schema takes any rating as input (the server's check); this form only ever holds a number.
    resolver: localizedResolver(zodResolver(reviewCreateSchema) as Resolver<ReviewDraft, unknown, ReviewDraft>),
    defaultValues: { rating: initial?.rating ?? 0, comment: initial?.comment ?? '' },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [rating, comment] = useWatch({ control: form.control, name: ['rating', 'comment'] });
  const ratingLabelId = useId();
  const length = comment.trim().length;
  const max = LIMITS.review.commentMax;
  const submit = form.handleSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        <Input.Wrapper
          id={`${idPrefix ?? 'review'}-rating`}
          label={t('reviews.yourRating')}
          labelElement="div"
          labelProps={{ id: ratingLabelId }}
          error={errors.rating?.message}
          required
        >
          <Group gap="sm" role="radiogroup" aria-labelledby={ratingLabelId}>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <Rating
                  value={field.value}
                  onChange={field.onChange}
                  size="lg"
                  getSymbolLabel={(value) => t('reviews.stars', { count: value })}
                  name={`${idPrefix ?? 'review'}-stars`}
                />
              )}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t(RATING_LABELS[rating - 1] ?? 'reviews.notRated')}
            </Text>
          </Group>
        </Input.Wrapper>
        <Textarea
          id={`${idPrefix ?? 'review'}-comment`}
          label={t('reviews.yourReview')}
          placeholder={t('reviews.placeholder')}
          autosize
          minRows={3}
          maxRows={8}
          required
          // The contract's cap, so the box cannot take more than the server keeps (issue #19: the counter read 522/500).
          maxLength={max}
          {...form.register('comment')}
          error={errors.comment?.message}
          description={
            <Text component="span" size="xs" c={length > max ? 'red' : 'dimmed'} data-testid="review-counter">
              {length}/{max}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {serverError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('reviews.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
