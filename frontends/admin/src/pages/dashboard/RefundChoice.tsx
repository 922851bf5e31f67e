import type { HostCancellationQuote, HostRefund } from '@lakehouse/contracts';
import { Stack, Typography } from '@lakehouse/web-kit/mui';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { formatMoney } from '../../shared';

interface RefundChoiceProps {
  quote: HostCancellationQuote;
  value: HostRefund;
  onChange: (value: HostRefund) => void;
}

/** What goes back to the guest of a paid stay the host cancels, each choice with its amount. */
export function RefundChoice({ quote, value, onChange }: RefundChoiceProps) {
  const choices: { value: HostRefund; label: string }[] = [
    { value: 'full', label: `Refund all of it: ${formatMoney(quote.paid)}` },
    { value: 'policy', label: `Refund the cancellation policy's share: ${formatMoney(quote.policyRefund)}` },
    { value: 'none', label: 'Refund nothing' },
  ];
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography id="refund-choice-label" color="text.primary">
        The guest has paid {formatMoney(quote.paid)}. What goes back to them?
      </Typography>
      <RadioGroup
        aria-labelledby="refund-choice-label"
        value={value}
        onChange={(event) => onChange(event.target.value as HostRefund)}
      >
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
        ))}
      </RadioGroup>
      <Typography variant="body2">
        {quote.byCard
          ? 'A refund goes back to the card that paid, and the guest’s email says how much.'
          : 'It was paid outside the site, so you refund it yourself; the guest’s email says how much and that you will be in touch.'}
      </Typography>
    </Stack>
  );
}
