import { type, type Infer } from 'superstruct';

/** The marker takes no props: the header reads the session, the host config and the store's content. */
export const HeaderProps = type({});

export type HeaderPropsType = Infer<typeof HeaderProps>;
