import { LIMITS, reviewCreateSchema } from '@dishcraft/contract';
import { Alert, Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import type { ReviewDraft } from './api';

type Errors = Partial<Record<keyof ReviewDraft, string>>;

/** Rating 1–5 and a comment of 10–500 characters after trimming, with the spec's messages (customer spec §5). */
export function validateReview(draft: ReviewDraft): Errors {
  const result = reviewCreateSchema.safeParse(draft);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ReviewDraft;
    errors[key] ??= issue.message;
  }
  return errors;
}

const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

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
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const ratingLabelId = useId();
  const length = comment.trim().length;
  const max = LIMITS.review.commentMax;

  const update = (next: ReviewDraft) => {
    if (tried) setErrors(validateReview(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const draft = { rating, comment: comment.trim() };
    const found = validateReview(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        <Input.Wrapper
          id={`${idPrefix ?? 'review'}-rating`}
          label="Your rating"
          labelElement="div"
          labelProps={{ id: ratingLabelId }}
          error={errors.rating}
          required
        >
          <Group gap="sm" role="radiogroup" aria-labelledby={ratingLabelId}>
            <Rating
              value={rating}
              onChange={(value) => {
                setRating(value);
                update({ rating: value, comment });
              }}
              size="lg"
              getSymbolLabel={(value) => `${value} ${value === 1 ? 'star' : 'stars'}`}
              name={`${idPrefix ?? 'review'}-stars`}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {rating > 0 ? RATING_LABELS[rating - 1] : 'Not rated yet'}
            </Text>
          </Group>
        </Input.Wrapper>
        <Textarea
          id={`${idPrefix ?? 'review'}-comment`}
          label="Your review"
          placeholder="What did you like? What could be better?"
          autosize
          minRows={3}
          maxRows={8}
          required
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            update({ rating, comment: event.currentTarget.value });
          }}
          error={errors.comment}
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
              Cancel
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
