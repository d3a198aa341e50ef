// Types of widget-docs.mjs, for its unit test.
export function widgetNames(root: string): string[];
export function renderWidgetDocs(root: string): Promise<Map<string, string>>;
export function writeWidgetDocs(root: string): Promise<string[]>;
export function stalePages(root: string, pages: Map<string, string>): string[];
