import { toast } from '@lakehouse/web-kit';
import { Box, Button } from '@lakehouse/web-kit/mui';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { roleLabel } from '../../logic/access-messages';
import { DatesAndGuests } from '../DatesAndGuests';
import { modeAtom, roleAtom, selectionAtom } from '../flow-state';
import { STEP_PATHS } from '../flow-steps';
import { StepCard } from '../StepCard';

/** /book/dates: the stay's dates and guests, for a booking or an inquiry. */
export function DatesStep() {
  const navigate = useNavigate();
  const mode = useAtomValue(modeAtom);
  const role = useAtomValue(roleAtom);
  const selection = useAtomValue(selectionAtom);

  const confirmDates = () => {
    if (!selection.checkIn || !selection.checkOut) {
      toast({ title: 'Missing Dates', description: 'Please select check-in and check-out dates.', variant: 'destructive' });
      return;
    }
    navigate(STEP_PATHS.details);
    window.scrollTo({ top: 0 });
  };

  return (
    <StepCard title="Select Dates and Guests" testId="step-dates">
      <DatesAndGuests withGuests roleLabel={mode === 'book' && role ? `${roleLabel(role)} access` : 'Inquiry'} />
      <Button variant="contained" sx={{ mt: 2 }} disabled={selection.phase !== 'complete'} onClick={confirmDates}>
        Continue
      </Button>
      <Box>
        <Button sx={{ mt: 2 }} onClick={() => navigate(STEP_PATHS.start)}>
          Back to Access Code Entry
        </Button>
      </Box>
    </StepCard>
  );
}
