import {
  cardFeeIncludedIn,
  defaultRates,
  formatDollars,
  pricingConfigSchema,
  pricingResponse,
  pricingResponseSchema,
  quoteStay,
  type PricingResponse,
} from '@lakehouse/contracts';
import { apiRequest, getJson } from '@lakehouse/web-kit';
import { Alert, Box, Card, CardContent, Typography } from '@lakehouse/web-kit/mui';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { ESTIMATE_NOTE } from '../constants';

export type RateMode = 'family' | 'repeat' | 'referred';

const EXAMPLE_NIGHTS = 3;
const EXAMPLE_GUESTS = 1;

/** The portals' pricing example: 3 nights, 1 guest, from the API, else from the shared pricing function. */
export function PricingBreakdown({ mode }: { mode: RateMode }) {
  const [includeLinens, setIncludeLinens] = useState(true);
  const [state, setState] = useState<{
    baseRate: number;
    taxRate: number;
    pricing: PricingResponse;
    estimated: boolean;
  } | null>(null);
  const familyDiscount = mode === 'family';

  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        const config = pricingConfigSchema.parse(await getJson('/api/config/pricing'));
        const res = await apiRequest('POST', '/api/config/calculate-pricing', {
          nights: EXAMPLE_NIGHTS,
          guests: EXAMPLE_GUESTS,
          includeLinens,
          familyDiscount,
        });
        const pricing = pricingResponseSchema.parse(await res.json());
        if (active)
          setState({ baseRate: config.baseNightlyRate, taxRate: config.nhTaxRate, pricing, estimated: false });
      } catch {
        const quote = quoteStay(defaultRates, { nights: EXAMPLE_NIGHTS, includeLinens, familyDiscount });
        if (active)
          setState({
            baseRate: defaultRates.baseRateCents / 100,
            taxRate: defaultRates.taxRatePpm / 1_000_000,
            pricing: pricingResponse(quote),
            estimated: true,
          });
      }
    })();
    return () => {
      active = false;
    };
  }, [includeLinens, familyDiscount]);

  const rows: [string, string][] = state
    ? [
        [
          `${formatDollars(familyDiscount ? state.baseRate / 2 : state.baseRate)} x ${EXAMPLE_NIGHTS} nights`,
          formatDollars(state.pricing.lodgingTotal),
        ],
        ['Cleaning fee', formatDollars(state.pricing.cleaningFee)],
        ['Linen fee', formatDollars(state.pricing.linenFee)],
        [`NH rooms tax (${Math.round(state.taxRate * 100_000) / 1000}%)`, formatDollars(state.pricing.taxes)],
      ]
    : [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="pricing-heading" data-testid="pricing-breakdown">
      <CardContent>
        <Typography id="pricing-heading" variant="h2" component="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {familyDiscount ? 'Your Family Rate' : mode === 'repeat' ? 'Your Returning Guest Rate' : 'Your Rate'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Example stay: {EXAMPLE_NIGHTS} nights, {EXAMPLE_GUESTS} guest.
        </Typography>
        {state && familyDiscount && (
          <Typography sx={{ mb: 1 }}>
            Nightly rate: <s>{formatDollars(state.baseRate)}</s> <strong>{formatDollars(state.baseRate / 2)}</strong>{' '}
            (50% off)
          </Typography>
        )}
        {state && !familyDiscount && (
          <Typography sx={{ mb: 1 }}>Nightly rate: {formatDollars(state.baseRate)}</Typography>
        )}
        <FormControlLabel
          control={<Switch checked={includeLinens} onChange={(event) => setIncludeLinens(event.target.checked)} />}
          label="Include linens"
        />
        {state ? (
          <>
            <Box component="dl" sx={{ m: 0 }}>
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
                  <Box component="dt">{label}</Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {value}
                  </Box>
                </Box>
              ))}
              {familyDiscount && state.pricing.familySavings > 0 && (
                <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25, color: 'success.main' }}>
                  <Box component="dt">Family savings</Box>
                  <Box component="dd" sx={{ m: 0 }} data-testid="family-savings">
                    -{formatDollars(state.pricing.familySavings)}
                  </Box>
                </Box>
              )}
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  fontWeight: 700,
                  borderTop: 1,
                  borderColor: 'divider',
                  mt: 1,
                  pt: 1,
                }}
              >
                <Box component="dt">Total</Box>
                <Box component="dd" sx={{ m: 0 }} data-testid="pricing-total">
                  {formatDollars(state.pricing.total)}
                </Box>
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="card-fee-note">
              {cardFeeIncludedIn(state.pricing)
                ? `Card processing fee ${formatDollars(state.pricing.stripeFee)}: included in the total above.`
                : `Card processing fee ${formatDollars(state.pricing.stripeFee)}: for information, not added to your total.`}
            </Typography>
          </>
        ) : (
          <Typography role="status">Loading pricing...</Typography>
        )}
        {state?.estimated && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {ESTIMATE_NOTE}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
