import { lazyExport, Page, usePageEnvironment, useSiteSettings } from '@lakehouse/web-kit';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  CircularProgress,
  Grid,
  Typography,
} from '@lakehouse/web-kit/mui';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, StaticRouter, useLocation } from 'react-router-dom';
import { useStayQuote } from '../api';
import { BookingSummary } from '../components/BookingSummary';
import { occupancy } from '../logic/guests';
import { EmbeddedBookingWidget } from '../components/EmbeddedBookingWidget';
import {
  accessCodeAtom,
  automationAtom,
  detailsAtom,
  emailFailedAtom,
  guestsAtom,
  modeAtom,
  reservationAtom,
  roleAtom,
  selectionAtom,
} from './flow-state';
import { reachableStep, STEP_PATHS, type FlowStep } from './flow-steps';
import { CodeStep } from './steps/CodeStep';
import { useStayFromLink } from './use-stay-from-link';

// The steps after the first are never in the server's HTML (they wait for the stored journey), so /book loads and
// hydrates without them: their code is fetched while the guest reads the first step (webpackPrefetch) and runs
// when a step opens.
const DatesStep = lazyExport(() => import(/* webpackPrefetch: true */ './steps/DatesStep'), 'DatesStep');
const DetailsStep = lazyExport(() => import(/* webpackPrefetch: true */ './steps/DetailsStep'), 'DetailsStep');
const PaymentStep = lazyExport(() => import(/* webpackPrefetch: true */ './steps/PaymentStep'), 'PaymentStep');
const DoneStep = lazyExport(() => import(/* webpackPrefetch: true */ './steps/DoneStep'), 'DoneStep');

/**
 * The booking journey, one URL per step (spec sections 2 and 4): `/book` (code or inquiry), `/book/dates`,
 * `/book/details`, `/book/payment`, `/book/done`. react-router routes inside this microfrontend (the shell's
 * layout sends every /book path here); on the server a static router renders the request's step.
 */
export function BookFlow() {
  const { location } = usePageEnvironment();
  if (typeof window === 'undefined') {
    return (
      <StaticRouter location={`${location?.pathname ?? STEP_PATHS.start}${location?.search ?? ''}`}>
        <BookLayout />
      </StaticRouter>
    );
  }
  // A step change renders at once, not as a transition: in a transition the step just left stays on screen and
  // takes the guest's keys and clicks until the next one is ready, and what they did there was lost.
  return (
    <BrowserRouter useTransitions={false}>
      <BookLayout />
    </BrowserRouter>
  );
}

/**
 * True once the stored journey has been read: every stored atom is subscribed here, above the steps, and their
 * values come from sessionStorage when they mount, before this component's own effect runs.
 */
function useStoredFlowRead(): boolean {
  for (const stored of [
    modeAtom,
    roleAtom,
    accessCodeAtom,
    selectionAtom,
    guestsAtom,
    detailsAtom,
    reservationAtom,
    automationAtom,
    emailFailedAtom,
  ]) {
    // The list is fixed: the hooks run in the same order on every render.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useAtomValue(stored);
  }
  const [read, setRead] = useState(false);
  // Must flip only after the stored atoms' own mount effects (below this component) have read sessionStorage, which
  // only an effect of this component guarantees; a render-time flag would send a refreshed step back to the start.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setRead(true), []);
  return read;
}

function BookLayout() {
  const site = useSiteSettings();
  const read = useStoredFlowRead();
  useStayFromLink(read);
  const mode = useAtomValue(modeAtom);
  const selection = useAtomValue(selectionAtom);
  const guests = useAtomValue(guestsAtom);
  const role = useAtomValue(roleAtom);
  // One quote for the summary and the dates step: the server's, under the house's rules.
  const quote = useStayQuote(selection.checkIn, selection.checkOut, occupancy(guests), role === 'family');
  const step = (name: FlowStep, element: ReactNode) => <Step name={name} read={read} element={element} />;

  return (
    <Page
      title={mode === 'inquiry' ? 'Submit an Inquiry' : 'Book Your Stay'}
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Book Now' }]}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {site?.listings.map((listing) => (
          <Button key={listing.url} variant="outlined" href={listing.url} target="_blank" rel="noopener noreferrer">
            {listing.label}
          </Button>
        ))}
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Routes>
            <Route path={STEP_PATHS.start} element={<CodeStep />} />
            <Route path={STEP_PATHS.dates} element={step('dates', <DatesStep quote={quote} />)} />
            <Route path={STEP_PATHS.details} element={step('details', <DetailsStep quote={quote} />)} />
            <Route path={STEP_PATHS.payment} element={step('payment', <PaymentStep />)} />
            <Route path={STEP_PATHS.done} element={step('done', <DoneStep />)} />
          </Routes>
          {site?.bookingWidgetUrl && (
            <Accordion slotProps={{ transition: { unmountOnExit: true } }} disableGutters variant="outlined">
              <AccordionSummary aria-controls="embedded-booking-content" id="embedded-booking-header">
                <Typography component="span">Prefer our online booking system?</Typography>
              </AccordionSummary>
              <AccordionDetails id="embedded-booking-content">
                <EmbeddedBookingWidget src={site.bookingWidgetUrl} />
              </AccordionDetails>
            </Accordion>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <BookingSummary selection={selection} guests={guests} quote={quote} inquiry={mode === 'inquiry'} />
        </Grid>
      </Grid>
    </Page>
  );
}

/**
 * A later step, shown once the stored journey is read, and only with what it needs; else the first step whose
 * result is missing (a deep link, a stale tab). `/book/done?reservation=…` needs nothing stored: the guest may come
 * back to it from Stripe's page or an email.
 */
function Step({ name, read, element }: { name: FlowStep; read: boolean; element: ReactNode }) {
  const { search } = useLocation();
  const mode = useAtomValue(modeAtom);
  const selection = useAtomValue(selectionAtom);
  const reservation = useAtomValue(reservationAtom);
  if (!read) return null;
  const target =
    name === 'done' && new URLSearchParams(search).has('reservation')
      ? name
      : reachableStep(name, {
          mode,
          datesChosen: selection.phase === 'complete',
          reservation: reservation && { held: reservation.status === 'held' },
        });
  if (target !== name) return <Navigate to={STEP_PATHS[target]} replace />;
  return <Suspense fallback={<StepLoading />}>{element}</Suspense>;
}

function StepLoading() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4 }} role="status">
      <CircularProgress size={20} aria-hidden /> Loading this step...
    </Box>
  );
}
