/** The session timer's user-facing text (storefront spec sections 2 and 8), overridable from host config. */
export const SESSION_TIMER_MESSAGES = {
  expiryTitle: 'Session Expiry',
  expiryText: 'Your session is about to expire due to inactivity. Please click continue to stay connected.',
  /** {time} is the countdown, e.g. 0:45. */
  countdown: 'Time remaining: {time}',
  /** Announced to screen readers (politely), not every second. {seconds} is a number. */
  countdownAnnouncement: 'Your session will expire in {seconds} seconds.',
  expiredTitle: 'Session Expired',
  expiredSignedIn: 'Due to inactivity, your session has expired.',
  expiredGuest: 'Due to inactivity, your session has expired and your checkout information has been removed.',
  continue: 'Continue',
  close: 'Close',
};

export type SessionTimerMessages = typeof SESSION_TIMER_MESSAGES;
