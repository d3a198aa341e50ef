import { type, type Infer } from 'superstruct';

/** The marker takes no props: the session-timer reads the session, the host config and the store's content. */
export const SessionTimerProps = type({});

export type SessionTimerPropsType = Infer<typeof SessionTimerProps>;
