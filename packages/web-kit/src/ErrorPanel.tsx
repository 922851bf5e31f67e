import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** Shown by a microfrontend's error boundary instead of a blank area. */
export function ErrorPanel({ title = 'Something went wrong', message }: { title?: string; message?: string }) {
  return (
    <Alert severity="error" role="alert" sx={{ m: 3 }}>
      <AlertTitle>{title}</AlertTitle>
      {message ?? 'This part of the page could not be shown. Please refresh the page.'}
    </Alert>
  );
}
