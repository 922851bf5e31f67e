import { Alert, CircularProgress } from '@lakehouse/web-kit/mui';
import { messageOf, type LoadState } from '../../shared';

/** A tab's or dialog's spinner while its data loads, and '<failure>: <why>' when the data did not load. */
export function LoadStatus({ state, loading, failure }: { state: LoadState; loading: string; failure: string }) {
  if (state.status === 'pending') return <CircularProgress aria-label={loading} />;
  if (state.status === 'error' && state.error)
    return (
      <Alert severity="error" role="alert">
        {failure}: {messageOf(state.error, state.error.message)}
      </Alert>
    );
  return null;
}
