import { type ArrivalStatus, formatClockTime } from '@lakehouse/contracts';
import { Typography } from '@lakehouse/web-kit/mui';
import { formatDateTime } from '../../shared';

const list = (items: string[]) => (items.length ? items.join(', ') : 'none');

/** Who is coming, when, and in which cars, as the guest gave them on their booking page. */
export function ArrivalSummary({ arrival }: { arrival: ArrivalStatus }) {
  const { details } = arrival;
  return (
    <section aria-labelledby="arrival-heading" data-testid="arrival-summary">
      <Typography id="arrival-heading" variant="h6" component="h2">
        Who&apos;s coming
      </Typography>
      {details ? (
        <>
          <Typography>Adults: {list(details.adults)}</Typography>
          <Typography>Children: {list(details.children)}</Typography>
          <Typography>Arriving around {formatClockTime(details.arrivalTime)}</Typography>
          <Typography>Cars: {list(details.cars)}</Typography>
          {arrival.updatedAt && (
            <Typography variant="body2" color="text.secondary">
              Given {formatDateTime(arrival.updatedAt)}
            </Typography>
          )}
        </>
      ) : (
        <Typography color="text.secondary">
          {arrival.open
            ? 'Not given yet: the guest is asked two weeks before arrival, and reminded three days before.'
            : 'Not given.'}
        </Typography>
      )}
    </section>
  );
}
