import type { GuestRole } from '@lakehouse/contracts';
import { apiRequest, getJson, toast, useKeptFieldValue } from '@lakehouse/web-kit';
import { Box, Button, Typography } from '@lakehouse/web-kit/mui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OutlinedField } from '../../components/OutlinedField';
import { apiErrorMessageOf, loadValidation } from '../../load-validation';
import { DatesAndGuests } from '../DatesAndGuests';
import {
  accessCodeAtom,
  automationAtom,
  emailFailedAtom,
  modeAtom,
  reservationAtom,
  roleAtom,
  sessionDeclinedAtom,
  type FlowMode,
} from '../flow-state';
import { STEP_PATHS } from '../flow-steps';
import { StepCard } from '../StepCard';
import { accessFailureToast } from '../../logic/access-messages';

const invalidCode = () =>
  toast({
    title: 'Invalid Access Code',
    description: 'Please check your access code and try again.',
    variant: 'destructive',
  });

/** /book: an access code to book directly, or an inquiry; the availability calendar is there from the start. */
export function CodeStep() {
  const navigate = useNavigate();
  const [accessCode, setAccessCode] = useAtom(accessCodeAtom);
  const codeField = useKeptFieldValue<HTMLInputElement>(accessCode, (typed) => setAccessCode(typed.toUpperCase()));
  const [mode, setMode] = useAtom(modeAtom);
  const sessionDeclined = useAtomValue(sessionDeclinedAtom);
  const [sessionRole, setSessionRole] = useState<GuestRole | null>(null);
  const setRole = useSetAtom(roleAtom);
  const setReservation = useSetAtom(reservationAtom);
  const setAutomation = useSetAtom(automationAtom);
  const setEmailFailed = useSetAtom(emailFailedAtom);
  /** A choice made here starts a new booking: a reservation made before in this tab is not this one. */
  const start = (mode: FlowMode, role: GuestRole | null) => {
    setRole(role);
    setMode(mode);
    setReservation(null);
    setAutomation(true);
    setEmailFailed(false);
  };
  const [validating, setValidating] = useState(false);

  // A guest whose session is live (a code opened /access or /book before) books with its role: no second code use.
  // Asked on every visit (never cached): the session may have begun on /access a moment ago.
  useEffect(() => {
    let active = true;
    getJson<{ role?: unknown }>('/api/auth/session')
      .then(async (body) => {
        // Most visits have no session ({ role: null }): nothing to check, and the checks are not loaded for it.
        if (!body?.role) return;
        const parsed = (await loadValidation()).guestSessionSchema.safeParse(body);
        if (active && parsed.success) setSessionRole(parsed.data.role);
      })
      // No answer: the guest types the code as before.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  useEffect(() => {
    if (!sessionRole || mode !== null || sessionDeclined) return;
    start('book', sessionRole);
    setAccessCode('');
    void navigate(STEP_PATHS.dates, { replace: true });
    // start is a fresh closure each render; the session's role and the stored choice decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionRole, mode, sessionDeclined, navigate]);

  const validateCode = async (event: FormEvent) => {
    event.preventDefault();
    const code = accessCode.trim().toUpperCase();
    if (!code) {
      toast({
        title: 'Missing Access Code',
        description: 'Please enter an access code to continue.',
        variant: 'destructive',
      });
      return;
    }
    setValidating(true);
    try {
      const [res, { accessVerifiedSchema }] = await Promise.all([
        apiRequest('POST', '/api/access/verify', { code }),
        loadValidation(),
      ]);
      const parsed = accessVerifiedSchema.safeParse(await res.json());
      if (!parsed.success) {
        invalidCode();
        return;
      }
      start('book', parsed.data.role);
      toast({
        title: 'Access Code Valid',
        description: `Welcome ${parsed.data.role} guest! You can now book directly.`,
      });
      void navigate(STEP_PATHS.dates);
    } catch (failure) {
      if (failure instanceof Error && failure.message.startsWith('401:')) {
        const refused = accessFailureToast(await apiErrorMessageOf(failure));
        if (refused.title === 'Invalid Code') invalidCode();
        else toast(refused);
      } else
        toast({
          title: 'Validation Error',
          description: (await apiErrorMessageOf(failure)) ?? 'Failed to validate access code. Please try again.',
          variant: 'destructive',
        });
    } finally {
      setValidating(false);
    }
  };

  const inquire = () => {
    start('inquiry', null);
    void navigate(STEP_PATHS.dates);
  };

  return (
    <>
      <StepCard title="Enter Your Access Code" testId="step-access-code">
        <Typography sx={{ mb: 2 }}>
          Guests with an access code can book directly. No code? Send us an inquiry instead.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void validateCode(event)}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <OutlinedField
            label="Access Code"
            value={accessCode}
            onChange={(event) => setAccessCode(event.target.value.toUpperCase())}
            inputRef={codeField}
            disabled={validating}
            autoComplete="off"
          />
          <Button type="submit" variant="contained" disabled={validating} sx={{ mt: 1 }}>
            {validating ? 'Validating...' : 'Validate Code'}
          </Button>
        </Box>
        <Button sx={{ mt: 2 }} onClick={inquire}>
          Skip & Submit Inquiry
        </Button>
      </StepCard>
      <StepCard title="Availability" testId="step-availability">
        <DatesAndGuests withGuests={false} />
      </StepCard>
    </>
  );
}
