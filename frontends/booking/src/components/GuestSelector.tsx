import { MAX_GUESTS } from '@lakehouse/contracts';
import { Alert, Box, IconButton, Typography } from '@lakehouse/web-kit/mui';
import {
  atMaxOccupancy,
  MAX_INFANTS,
  MAX_OCCUPANCY_NOTE,
  setAdults,
  setChildren,
  setInfants,
  type GuestCounts,
} from '../logic/guests';

function Counter({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
}) {
  const id = `guests-${label.toLowerCase()}`;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}
      role="group"
      aria-labelledby={id}
    >
      <Box>
        <Typography id={id} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label={`Fewer ${label.toLowerCase()}`}
          onClick={() => onChange(value - 1)}
          disabled={value <= min}
        >
          −
        </IconButton>
        <Typography aria-live="polite" data-testid={`${id}-count`} sx={{ minWidth: 24, textAlign: 'center' }}>
          {value}
        </Typography>
        <IconButton
          aria-label={`More ${label.toLowerCase()}`}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
        >
          +
        </IconButton>
      </Box>
    </Box>
  );
}

/** Adults, children and infants (spec sections 5 and 9). */
export function GuestSelector({ guests, onChange }: { guests: GuestCounts; onChange: (next: GuestCounts) => void }) {
  return (
    <Box data-testid="guest-selector">
      <Counter
        label="Adults"
        hint="Ages 18+"
        value={guests.adults}
        min={1}
        max={MAX_GUESTS}
        onChange={(n) => onChange(setAdults(guests, n))}
      />
      <Counter
        label="Children"
        hint="Ages 2-17"
        value={guests.children}
        min={0}
        max={MAX_GUESTS - guests.adults}
        onChange={(n) => onChange(setChildren(guests, n))}
      />
      <Counter
        label="Infants"
        hint="Under 2"
        value={guests.infants}
        min={0}
        max={MAX_INFANTS}
        onChange={(n) => onChange(setInfants(guests, n))}
      />
      {atMaxOccupancy(guests) && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {MAX_OCCUPANCY_NOTE}
        </Alert>
      )}
    </Box>
  );
}
