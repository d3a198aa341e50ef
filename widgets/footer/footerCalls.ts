/** The footer's calls in the page: the footer part of the header/footer content (api.ts). */
import { loadFooterContent } from './api';
import type { FooterCalls } from './model';

export const footerCalls: FooterCalls = { content: () => loadFooterContent() };
