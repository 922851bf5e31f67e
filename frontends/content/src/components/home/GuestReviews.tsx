import type { PublicReview, ReviewsResponse } from '@lakehouse/contracts';
import { MONTH_NAMES } from '@lakehouse/contracts/month-names';
import { REVIEW_CATEGORIES, REVIEW_CATEGORY_LABELS, REVIEWS_PATH } from '@lakehouse/contracts/review-labels';
import { renderedNearScreen, useApiQuery, visuallyHidden } from '@lakehouse/web-kit';
import { Box, Card, CardContent, Grid, Stack, Typography } from '@lakehouse/web-kit/mui';

/** How many reviews the home page shows, newest first. */
const SHOWN_REVIEWS = 6;

const stayMonthText = (stayMonth: string) => {
  const [year, month] = stayMonth.split('-');
  return `${MONTH_NAMES[Number(month) - 1]} ${year}`;
};

function Stars({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(value);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ color: '#a86f00', letterSpacing: 1 }}>
        {'★'.repeat(rounded)}
        <Box component="span" sx={{ color: 'grey.400' }}>
          {'★'.repeat(5 - rounded)}
        </Box>
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="guest-review">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {review.reviewer}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Stayed {stayMonthText(review.stayMonth)}
          </Typography>
        </Stack>
        <Stars value={review.scores.overall} label={`Rated ${review.scores.overall} out of 5`} />
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{review.text}</Typography>
        {review.hostReply && (
          <Box sx={{ mt: 2, pl: 2, borderLeft: 3, borderColor: 'primary.light' }} data-testid="host-reply">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Response from the host
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {review.hostReply.text}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The reviews of direct stays on the home page: their average overall and per category, how many of the stays
 * asked have reviewed, and the newest reviews with the host's replies. Nothing until the first review.
 */
export function GuestReviews() {
  const reviews = useApiQuery<ReviewsResponse>(REVIEWS_PATH);
  if (reviews.status !== 'success' || reviews.data.summary.count === 0) return null;
  const { summary } = reviews.data;
  return (
    <Box
      component="section"
      aria-labelledby="guest-reviews-heading"
      id="guest-reviews"
      data-testid="guest-reviews"
      sx={renderedNearScreen(800)}
    >
      <Typography id="guest-reviews-heading" variant="h2" component="h2" gutterBottom>
        Guest Reviews
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="reviews-summary">
        <Box component="span" aria-hidden sx={{ color: '#a86f00' }}>
          ★
        </Box>{' '}
        <strong>{summary.average?.toFixed(1)}</strong> from {summary.count} {summary.count === 1 ? 'review' : 'reviews'}{' '}
        of direct stays
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          · {summary.reviewedStays} of {summary.invitedStays} stays reviewed
        </Box>
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(3, 1fr auto)' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mb: 3,
          maxWidth: 720,
        }}
      >
        {REVIEW_CATEGORIES.map((category) => (
          <Box key={category} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {REVIEW_CATEGORY_LABELS[category]}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {summary.categories[category]?.toFixed(1)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Grid container spacing={2}>
        {reviews.data.reviews.slice(0, SHOWN_REVIEWS).map((review) => (
          <Grid key={review.id} size={{ xs: 12, md: 6 }}>
            <ReviewCard review={review} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
