import { type InstalmentView, instalmentText } from '@lakehouse/contracts';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';

/**
 * The stay's payments on the guest's booking page: what was paid and when, what is due when (the balance is charged
 * to the card that paid the deposit), and a declined balance's link to pay it with another card.
 */
export function PaymentScheduleCard({ payments }: { payments: InstalmentView[] }) {
  const balance = payments.find((payment) => payment.kind === 'balance');
  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="payments-heading" data-testid="payment-schedule">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="payments-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Payments
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {payments.map((payment) => (
              <li key={payment.id}>
                <Typography>{instalmentText(payment)}</Typography>
              </li>
            ))}
          </Stack>
          {balance?.status === 'due' && (
            <Typography variant="body2" color="text.secondary">
              The balance is charged on its due date to the card you paid the deposit with.
            </Typography>
          )}
          {balance?.status === 'declined' && (
            <Alert severity="warning">
              Your card was declined for the balance. Please pay it with another card; until then we try your card again
              once a day.
              {balance.payUrl && (
                <>
                  {' '}
                  <Button href={balance.payUrl} variant="contained" size="small" sx={{ ml: 1 }}>
                    Pay the balance
                  </Button>
                </>
              )}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
