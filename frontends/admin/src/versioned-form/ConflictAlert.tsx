import { Alert, AlertTitle, Button } from '@lakehouse/web-kit/mui';

/** Said when the save answered 409: someone else saved a newer version while this one was edited. */
export function ConflictAlert({
  subject,
  testId,
  onReload,
}: {
  subject: string;
  testId: string;
  onReload: () => void;
}) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 3 }}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    >
      <AlertTitle>Saved elsewhere</AlertTitle>
      Someone else saved the {subject} while you were editing. Reload to see their changes (yours are not saved), then
      save again.
    </Alert>
  );
}
