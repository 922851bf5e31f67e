import { providerConfigSchema } from '@lakehouse/contracts';
import { toast, useApiQuery } from '@lakehouse/web-kit';
import { Box, Button, Typography } from '@lakehouse/web-kit/mui';
import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS, DEFAULT_COUPON_CODE, PMS_PROVIDER } from '../constants';
import { SectionCard } from './PortalParts';

/** The family coupon (GET /api/config/{provider}) with a copy control; 'Copied!' for 3 s. */
export function CouponCard({
  discountAmount = '50%',
  // Booking here, the access code brings the discount by itself: the coupon is for the booking partner's page.
  description = 'Booking here, your discount comes with your access code: there is nothing to enter. Booking through our online booking system instead? Enter this coupon code there.',
}: {
  discountAmount?: string;
  description?: string;
}) {
  const config = useApiQuery(`/api/config/${PMS_PROVIDER}`, providerConfigSchema);
  const code =
    config.status === 'success' ? config.data.familyCouponCode : config.status === 'error' ? DEFAULT_COUPON_CODE : null;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast({ title: 'Coupon code copied!', description: 'Paste it during booking to apply your discount.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: `Copy failed - Please manually copy the code: ${code}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <SectionCard title="Your Family Coupon" testId="coupon-card">
      <Typography sx={{ mb: 1 }}>
        {discountAmount} off: {description}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          component="code"
          data-testid="coupon-code"
          sx={{
            fontSize: '1.4rem',
            fontWeight: 700,
            letterSpacing: 2,
            px: 2,
            py: 1,
            border: '2px dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
          }}
        >
          {code ?? 'Loading...'}
        </Box>
        <Button variant="outlined" onClick={() => void copy()} disabled={!code} aria-live="polite">
          {copied ? 'Copied!' : 'Copy Code'}
        </Button>
      </Box>
    </SectionCard>
  );
}
