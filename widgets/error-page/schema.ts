import { type, type Infer } from 'superstruct';

/** The error page has no props: its text comes from its messages, its links from the header content. */
export const ErrorPageProps = type({});

export type ErrorPagePropsType = Infer<typeof ErrorPageProps>;

/** How many 'Explore Categories' links the page shows (the spec lists six). */
export const EXPLORE_MAX = 6;
