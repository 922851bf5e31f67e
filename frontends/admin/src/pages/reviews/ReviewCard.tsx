import {
  type AdminReview,
  MONTH_NAMES,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  hideReviewSchema,
  reviewReplySchema,
} from '@lakehouse/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { apiRequest, useApiMutation, useToast } from '@lakehouse/web-kit';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime, messageOf } from '../../shared';
import { HideReviewDialog } from './HideReviewDialog';

const monthText = (stayMonth: string) => `${MONTH_NAMES[Number(stayMonth.slice(5, 7)) - 1]} ${stayMonth.slice(0, 4)}`;

type Reply = z.output<typeof reviewReplySchema>;
type Hiding = z.output<typeof hideReviewSchema>;
const replyResolver = zodResolver(reviewReplySchema);

/** A write to one review ('reply', 'hide', 'show'), after which the reviews are read again. */
interface ReviewWrite {
  method: 'PUT' | 'POST';
  action: string;
  body?: Reply | Hiding;
  done: string;
}

/** One review: the guest's words (never editable), the host's public reply, hiding with a reason. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const { toast } = useToast();
  const [hiding, setHiding] = useState(false);
  const reply = useForm<Reply>({ defaultValues: { text: review.hostReply?.text ?? '' }, resolver: replyResolver });
  const write = useApiMutation(
    ({ method, action, body }: ReviewWrite) => apiRequest(method, `/api/admin/reviews/${review.id}/${action}`, body),
    ['/api/admin/reviews'],
  );
  const send = async (change: ReviewWrite) => {
    try {
      await write.mutateAsync(change);
      toast({ title: change.done });
      return true;
    } catch (error) {
      toast({ title: 'Not Saved', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };
  const publishReply = reply.handleSubmit(async (body) => {
    await send({ method: 'PUT', action: 'reply', body, done: 'Reply Published' });
  });
  const busy = write.isPending;

  return (
    <Card variant="outlined" component="article" aria-label={`Review by ${review.reviewer}`} data-testid="admin-review">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
              {review.reviewer}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Stayed {monthText(review.stayMonth)} · booking {review.reference} · sent{' '}
              {formatDateTime(review.submittedAt)}
            </Typography>
            {review.hidden && <Chip size="small" label="Hidden" />}
          </Stack>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {(['overall', ...REVIEW_CATEGORIES] as const).map((category) => (
              <Box key={category} sx={{ display: 'flex', gap: 0.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {REVIEW_CATEGORY_LABELS[category]}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {review.scores[category]}/5
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{review.text}</Typography>
          {review.hidden && (
            <Alert severity="info">
              Hidden from the site on {formatDateTime(review.hidden.hiddenAt)}: {review.hidden.reason}
            </Alert>
          )}
          <Controller
            name="text"
            control={reply.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="Your public reply"
                multiline
                minRows={2}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Shown under the review on the site.'}
              />
            )}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={busy} onClick={() => void publishReply()}>
              {review.hostReply ? 'Update Reply' : 'Publish Reply'}
            </Button>
            {review.hidden ? (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void send({ method: 'POST', action: 'show', done: 'Review Shown Again' })}
              >
                Show on the Site
              </Button>
            ) : (
              <Button variant="outlined" color="warning" disabled={busy} onClick={() => setHiding(true)}>
                Hide…
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      <HideReviewDialog
        id={review.id}
        open={hiding}
        busy={busy}
        onHide={async (body) => {
          if (await send({ method: 'POST', action: 'hide', body, done: 'Review Hidden' })) setHiding(false);
        }}
        onClose={() => setHiding(false)}
      />
    </Card>
  );
}
