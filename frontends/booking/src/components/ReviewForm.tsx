import {
  type GuestBooking,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  REVIEW_TEXT_MAX,
  type ReviewCategory,
  guestBookingSchema,
  submitReviewSchema,
} from '@lakehouse/contracts';
import { apiRequest } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

type Scored = 'overall' | ReviewCategory;
const SCORED: Scored[] = ['overall', ...REVIEW_CATEGORIES];
type Errors = Partial<Record<Scored | 'text' | 'form', string>>;

/**
 * The guest's review of their stay, on their booking page once it is over (the thank-you email links here): stars
 * overall and for each category, and words for future guests. Sent once; the page then says thank you.
 */
export function ReviewForm({
  reviewPath,
  onReviewed,
}: {
  /** `/api/bookings/<reference>/review?key=`. */
  reviewPath: string;
  onReviewed: (booking: GuestBooking) => void;
}) {
  const [scores, setScores] = useState<Partial<Record<Scored, number>>>({});
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = submitReviewSchema.safeParse({ ...scores, text });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Scored | 'text'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await apiRequest('POST', reviewPath, parsed.data);
      onReviewed(guestBookingSchema.parse(await response.json()));
    } catch (error) {
      setErrors({ form: apiErrorMessage(error) ?? 'Your review could not be sent. Please try again.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card id="review" component="section" aria-labelledby="review-heading" sx={{ mt: 3, scrollMarginTop: 24 }}>
      <CardContent>
        <Typography id="review-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          How was your stay?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your review helps future guests choose, and helps us make the next stay better. It shows on our site with your
          first name and initial.
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Review your stay">
          <Stack spacing={1.5}>
            {SCORED.map((category) => (
              <Box
                key={category}
                component="fieldset"
                sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <Typography component="legend" sx={{ minWidth: 140, fontWeight: category === 'overall' ? 600 : 400 }}>
                  {REVIEW_CATEGORY_LABELS[category]}
                </Typography>
                <Rating
                  name={`review-${category}`}
                  value={scores[category] ?? null}
                  size={category === 'overall' ? 'large' : 'medium'}
                  onChange={(_, value) => setScores((current) => ({ ...current, [category]: value ?? undefined }))}
                />
                {errors[category] && <FormHelperText error>{errors[category]}</FormHelperText>}
              </Box>
            ))}
            <TextField
              label="Your review"
              multiline
              minRows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={Boolean(errors.text)}
              helperText={errors.text ?? `What should future guests know? (${text.length}/${REVIEW_TEXT_MAX})`}
              slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
            />
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={sending}>
                {sending ? 'Sending...' : 'Send Review'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
