/** What the host may do to a booking from its dialog, in words: the confirmation and the toasts. */
export const RESERVATION_ACTIONS = {
  cancel: {
    title: 'Cancel Reservation',
    ok: 'Reservation cancelled successfully',
    fail: 'Failed to cancel reservation',
    button: 'Cancel reservation',
    text: 'Cancel this reservation? Its dates are released. This cannot be undone.',
  },
  confirm: {
    title: 'Confirm Manually',
    ok: 'Reservation confirmed successfully',
    fail: 'Failed to confirm reservation',
    button: 'Confirm',
    text: 'Mark this reservation as confirmed (paid outside the site)?',
  },
  'resend-invoice': {
    title: 'Resend Invoice',
    ok: 'Invoice resent successfully',
    fail: 'Failed to resend invoice',
    button: 'Resend',
    text: 'Send the invoice email to the guest again?',
  },
} as const;

export type ReservationAction = keyof typeof RESERVATION_ACTIONS;
