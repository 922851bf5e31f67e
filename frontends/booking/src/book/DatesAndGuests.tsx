import type { IsoDate } from '@lakehouse/contracts';
import { toast, useToday } from '@lakehouse/web-kit';
import { Typography } from '@lakehouse/web-kit/mui';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { AvailabilityCalendar } from '../components/AvailabilityCalendar';
import { GuestSelector } from '../components/GuestSelector';
import { emptySelection, selectDate } from '../logic/dates';
import { guestsAtom, selectionAtom } from './flow-state';

/** The availability calendar with the stored date selection, and (when `withGuests`) the guest counts. */
export function DatesAndGuests({ roleLabel, withGuests }: { roleLabel?: string; withGuests: boolean }) {
  const [selection, setSelection] = useAtom(selectionAtom);
  const [guests, setGuests] = useAtom(guestsAtom);
  const today = useToday();
  const onSelect = useCallback(
    (date: IsoDate, unavailable: ReadonlySet<IsoDate>) => {
      const result = selectDate(selection, date, today, unavailable);
      if (result.error) toast({ ...result.error, variant: 'destructive' });
      else setSelection(result.selection);
    },
    [selection, setSelection, today],
  );
  return (
    <>
      <AvailabilityCalendar
        selection={selection}
        roleLabel={roleLabel}
        onSelect={onSelect}
        onReset={() => setSelection(emptySelection)}
      />
      {withGuests && (
        <>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mt: 2 }}>
            Guests
          </Typography>
          <GuestSelector guests={guests} onChange={setGuests} />
        </>
      )}
    </>
  );
}
