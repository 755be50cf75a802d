import { UI_TIMING } from '@dishcraft/contract';
import {
  ActionIcon,
  Alert,
  Avatar,
  Box,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconMessage, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import type { Review, ReviewKind } from '../../lib/types';
import { EmptyState } from '../../ui/EmptyState';
import { RatingStars } from '../../ui/RatingStars';
import { RetryAlert } from '../../ui/RetryAlert';
import { TimeAgo } from '../../ui/TimeAgo';
import { type ReviewDraft, useDeleteReview, useReviews, useSaveReview } from './api';
import { reviewErrorMessage } from './errors';
import { ReviewForm } from './ReviewForm';
import { openConfirmModal } from '../../ui/confirm';

/** A message that shows for 3 seconds (customer spec §2: the success message lasts 3 s). */
function useFlash() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), UI_TIMING.toastMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}

function DismissibleError({
  message,
  onClose,
  testId,
}: {
  message: string | null;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      withCloseButton
      closeButtonLabel={t('reviews.dismiss')}
      onClose={onClose}
      data-testid={testId}
    >
      {message}
    </Alert>
  );
}

/**
 * Reviews of a restaurant, meal or custom meal (customer spec §2 Reviews, §8): the list, the form,
 * and edit and delete of one's own review.
 */
export function Reviews({ kind, targetId }: { kind: ReviewKind; targetId: number }) {
  const { t } = useTranslation();
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const reviews = useReviews(kind, targetId);
  const save = useSaveReview(kind, targetId);
  const remove = useDeleteReview(kind, targetId);
  const [flash, setFlash] = useFlash();
  const [formError, setFormError] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);

  const list = reviews.data ?? [];
  const mine = user ? list.find((r) => r.user === user.id) : undefined;

  const create = (draft: ReviewDraft) => {
    if (status !== 'authenticated') {
      navigate('/login', { state: { from: location.pathname } });
      return;
    }
    setFormError(null);
    save.mutate(draft, {
      onSuccess: () => {
        setFlash(t('reviews.submitted'));
        setFormKey((k) => k + 1);
      },
      onError: (error) => setFormError(reviewErrorMessage(t, error)),
    });
  };

  const update = (review: Review, draft: ReviewDraft) => {
    setEditError(null);
    save.mutate(
      { ...draft, id: review.id },
      {
        onSuccess: () => {
          setEditing(null);
          setFlash(t('reviews.updated'));
        },
        onError: (error) => setEditError(reviewErrorMessage(t, error)),
      },
    );
  };

  const confirmDelete = (review: Review) =>
    openConfirmModal({
      title: t('reviews.confirmDeleteTitle'),
      children: <Text size="sm">{t(`reviews.confirmDelete.${kind}`)}</Text>,
      labels: { confirm: t('reviews.confirmDeleteYes'), cancel: t('reviews.confirmDeleteNo') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setDeleteError(null);
        remove.mutate(review.id, {
          onSuccess: () => setFlash(t('reviews.deleted')),
          onError: () => setDeleteError(t('reviews.deleteFailed')),
        });
      },
    });

  return (
    <Box component="section" aria-labelledby={`reviews-${kind}-${targetId}`}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id={`reviews-${kind}-${targetId}`}>
            {t('reviews.heading')}
          </Title>
          {list.length > 0 && (
            <Text c="dimmed" size="sm">
              {t('reviews.count', { count: list.length })}
            </Text>
          )}
        </Group>

        <Box aria-live="polite">
          {flash && (
            <Alert color="green" icon={<IconCheck aria-hidden />} data-testid="review-success">
              {flash}
            </Alert>
          )}
        </Box>
        <DismissibleError message={formError} onClose={() => setFormError(null)} testId="review-error" />
        <DismissibleError message={deleteError} onClose={() => setDeleteError(null)} />

        {!mine && !reviews.isPending && !reviews.isError && (
          <Paper withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="sm">
              {t('reviews.write')}
            </Title>
            {status === 'anonymous' && (
              <Text size="sm" c="dimmed" mb="sm">
                {t('reviews.signInHint')}
              </Text>
            )}
            <ReviewForm
              key={formKey}
              idPrefix={`new-review-${kind}`}
              submitLabel={t('reviews.submit')}
              busy={save.isPending && editing === null}
              onSubmit={create}
            />
          </Paper>
        )}

        {reviews.isPending ? (
          <Stack role="status" aria-busy="true" aria-label={t('reviews.loading')}>
            {[0, 1].map((i) => (
              <Group key={i} align="start" wrap="nowrap">
                <Skeleton circle h={38} w={38} />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton h={14} w="30%" />
                  <Skeleton h={12} />
                  <Skeleton h={12} w="70%" />
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : reviews.isError ? (
          <RetryAlert title={t('reviews.loadFailed')} onRetry={() => reviews.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            order={3}
            icon={<IconMessage size={28} />}
            title={t('reviews.empty')}
            hint={t('reviews.emptyHint')}
          />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((review) => {
              const own = !!user && review.user === user.id;
              return (
                <Card component="li" key={review.id} withBorder radius="md" padding="md" data-testid="review">
                  {editing === review.id ? (
                    <ReviewForm
                      idPrefix={`edit-review-${review.id}`}
                      initial={{ rating: review.rating, comment: review.comment }}
                      submitLabel={t('reviews.save')}
                      busy={save.isPending}
                      serverError={editError}
                      onSubmit={(draft) => update(review, draft)}
                      onCancel={() => {
                        setEditing(null);
                        setEditError(null);
                      }}
                    />
                  ) : (
                    <Group align="start" wrap="nowrap" gap="md">
                      <Avatar color="tomato" radius="xl" aria-hidden>
                        {review.user_username.slice(0, 2).toUpperCase()}
                      </Avatar>
                      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <Group justify="space-between" wrap="nowrap" align="start">
                          <Group gap="xs" wrap="wrap">
                            <Text fw={600}>
                              {review.user_username}
                              {own && (
                                <Text span c="dimmed" size="sm" fw={400}>
                                  {' '}
                                  {t('reviews.you')}
                                </Text>
                              )}
                            </Text>
                            <TimeAgo date={review.created_at} />
                          </Group>
                          {own && (
                            <Group gap={4} wrap="nowrap">
                              <Tooltip label={t('reviews.edit')}>
                                <ActionIcon
                                  variant="subtle"
                                  color="gray"
                                  aria-label={t('reviews.edit')}
                                  onClick={() => {
                                    setEditError(null);
                                    setEditing(review.id);
                                  }}
                                >
                                  <IconPencil size={18} aria-hidden />
                                </ActionIcon>
                              </Tooltip>
                              <Tooltip label={t('reviews.delete')}>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={t('reviews.delete')}
                                  loading={remove.isPending && remove.variables === review.id}
                                  onClick={() => confirmDelete(review)}
                                >
                                  <IconTrash size={18} aria-hidden />
                                </ActionIcon>
                              </Tooltip>
                            </Group>
                          )}
                        </Group>
                        <Box role="img" aria-label={t('reviews.rated', { rating: review.rating })}>
                          <RatingStars rating={review.rating} withCount={false} size={14} />
                        </Box>
                        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Text>
                      </Stack>
                    </Group>
                  )}
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
