import {
  type AdminReview,
  MONTH_NAMES,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  adminReviewsSchema,
  hideReviewSchema,
  reviewReplySchema,
} from '@lakehouse/contracts';
import { Page, apiRequest, useDocumentTitle, useToast } from '@lakehouse/web-kit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AdminPageStatus } from '../AdminPageStatus';
import { formatDateTime, messageOf } from '../shared';
import { useAdminQuery, useInvalidate } from '../use-admin-query';
import { useAdminStaff } from '../use-admin-session';

const BREADCRUMBS = [{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin/dashboard' }, { label: 'Reviews' }];

const monthText = (stayMonth: string) => `${MONTH_NAMES[Number(stayMonth.slice(5, 7)) - 1]} ${stayMonth.slice(0, 4)}`;

/** One review: the guest's words (never editable), the host's public reply, hiding with a reason. */
function ReviewCard({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const { toast } = useToast();
  const [reply, setReply] = useState(review.hostReply?.text ?? '');
  const [replyError, setReplyError] = useState<string>();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (method: 'PUT' | 'POST', action: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await apiRequest(method, `/api/admin/reviews/${review.id}/${action}`, body);
      toast({ title: done });
      onChanged();
      return true;
    } catch (error) {
      toast({ title: 'Not Saved', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const publishReply = async () => {
    const parsed = reviewReplySchema.safeParse({ text: reply });
    if (!parsed.success) return setReplyError(parsed.error.issues[0]?.message);
    setReplyError(undefined);
    await send('PUT', 'reply', parsed.data, 'Reply Published');
  };

  const hide = async () => {
    const parsed = hideReviewSchema.safeParse({ reason });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message);
    setReasonError(undefined);
    if (await send('POST', 'hide', parsed.data, 'Review Hidden')) setHiding(false);
  };

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
          <TextField
            label="Your public reply"
            multiline
            minRows={2}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            error={Boolean(replyError)}
            helperText={replyError ?? 'Shown under the review on the site.'}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={busy} onClick={() => void publishReply()}>
              {review.hostReply ? 'Update Reply' : 'Publish Reply'}
            </Button>
            {review.hidden ? (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void send('POST', 'show', undefined, 'Review Shown Again')}
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
      <Dialog open={hiding} onClose={() => setHiding(false)} aria-labelledby={`hide-${review.id}`} fullWidth>
        <DialogTitle id={`hide-${review.id}`}>Hide this review?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            A review can be hidden, never changed. The reason is kept beside it, and you can show it again.
          </Typography>
          <TextField
            label="Why is it hidden?"
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(reasonError)}
            helperText={reasonError}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setHiding(false)}>Keep It Shown</Button>
          <Button color="warning" variant="contained" disabled={busy} onClick={() => void hide()}>
            Hide Review
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** /admin/reviews: the guests' reviews of their direct stays, newest first. */
export function ReviewsPage() {
  useDocumentTitle('Reviews');
  const { session, staff } = useAdminStaff();
  const load = useAdminQuery(session === 'admin' ? '/api/admin/reviews' : null, adminReviewsSchema);
  const reload = useInvalidate('/api/admin/reviews');
  return (
    <Page
      title="Reviews"
      subtitle="What guests wrote after their stays. Reply in public, or hide a review with a reason; the words stay the guest's."
      maxWidth="md"
      breadcrumbs={BREADCRUMBS}
    >
      <AdminPageStatus session={session} staff={staff} load={load} />
      {session === 'admin' && load.status === 'success' && (
        <Stack spacing={2}>
          {load.data.length === 0 && (
            <Typography color="text.secondary">
              No reviews yet. Guests are asked the day after check-out, in the thank-you email.
            </Typography>
          )}
          {load.data.map((review) => (
            <ReviewCard key={review.id} review={review} onChanged={reload} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
