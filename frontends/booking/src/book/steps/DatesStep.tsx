import { toast } from '@lakehouse/web-kit';
import { Box, Button } from '@lakehouse/web-kit/mui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { StayQuoteState } from '../../api';
import { roleLabel } from '../../logic/access-messages';
import { DatesAndGuests } from '../DatesAndGuests';
import { accessCodeAtom, modeAtom, resetFlowAtom, roleAtom, selectionAtom, sessionDeclinedAtom } from '../flow-state';
import { STEP_PATHS } from '../flow-steps';
import { StepCard } from '../StepCard';

/** /book/dates: the stay's dates and guests, for a booking or an inquiry. */
export function DatesStep({ quote }: { quote: StayQuoteState }) {
  const navigate = useNavigate();
  const mode = useAtomValue(modeAtom);
  const role = useAtomValue(roleAtom);
  const selection = useAtomValue(selectionAtom);
  const accessCode = useAtomValue(accessCodeAtom);
  const resetFlow = useSetAtom(resetFlowAtom);
  const setSessionDeclined = useSetAtom(sessionDeclinedAtom);
  // Booking with the live session's role (no code typed in this tab).
  const fromSession = mode === 'book' && role !== null && accessCode === '';

  const useDifferentCode = () => {
    resetFlow();
    setSessionDeclined(true);
    void navigate(STEP_PATHS.start);
  };

  const confirmDates = () => {
    if (!selection.checkIn || !selection.checkOut) {
      toast({
        title: 'Missing Dates',
        description: 'Please select check-in and check-out dates.',
        variant: 'destructive',
      });
      return;
    }
    // The house's stay rules refuse these dates (too short for their season, too far ahead): say why here.
    if (quote.status === 'refused') {
      toast({ title: 'Dates Unavailable', description: quote.message, variant: 'destructive' });
      return;
    }
    void navigate(STEP_PATHS.details);
    window.scrollTo({ top: 0 });
  };

  return (
    <StepCard title="Select Dates and Guests" testId="step-dates">
      <DatesAndGuests withGuests roleLabel={mode === 'book' && role ? `${roleLabel(role)} access` : 'Inquiry'} />
      <Button variant="contained" sx={{ mt: 2 }} disabled={selection.phase !== 'complete'} onClick={confirmDates}>
        Continue
      </Button>
      <Box>
        {fromSession ? (
          <Button sx={{ mt: 2 }} onClick={useDifferentCode}>
            Use a different code
          </Button>
        ) : (
          <Button sx={{ mt: 2 }} onClick={() => void navigate(STEP_PATHS.start)}>
            Back to Access Code Entry
          </Button>
        )}
      </Box>
    </StepCard>
  );
}
