import { Alert, AlertTitle, Button } from '@lakehouse/web-kit/mui';

/** The host's rental agreement is signed on the guest's booking page before any payment: where to go, and why. */
export function SignAgreementPrompt({ url }: { /** The guest's booking page (`signAgreementUrl`). */ url: string }) {
  return (
    <Alert
      severity="warning"
      sx={{ my: 2 }}
      data-testid="sign-agreement-first"
      action={
        <Button variant="contained" href={url} sx={{ whiteSpace: 'nowrap' }}>
          Read and sign
        </Button>
      }
    >
      <AlertTitle>Sign the rental agreement before paying</AlertTitle>
      Read the rental agreement on your booking page and sign it by typing your full name. The payment link then comes
      to you by email.
    </Alert>
  );
}
