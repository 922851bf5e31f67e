import { adminReviewsSchema } from '@lakehouse/contracts';
import { Page, useDocumentTitle } from '@lakehouse/web-kit';
import { Stack, Typography } from '@lakehouse/web-kit/mui';
import { AdminPageStatus } from '../AdminPageStatus';
import { useAdminQuery } from '../use-admin-query';
import { useAdminStaff } from '../use-admin-session';
import { ReviewCard } from './reviews/ReviewCard';

const BREADCRUMBS = [{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin/dashboard' }, { label: 'Reviews' }];

/** /admin/reviews: the guests' reviews of their direct stays, newest first. */
export function ReviewsPage() {
  useDocumentTitle('Reviews');
  const { session, staff } = useAdminStaff();
  const load = useAdminQuery(session === 'admin' ? '/api/admin/reviews' : null, adminReviewsSchema);
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
            <ReviewCard key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
