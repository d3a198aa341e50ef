/** The content items that show more on request: the micro banner's details dialog and the view-more text. */
import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../../src/ui';
import type { RenderContext } from './contentTypes';
import { Html } from './Html';
import { contentPageMessages } from './messages';
import { safeHref, str, type ContentItem } from './tree';

export function MicroBanner({ item, sanitize }: { item: ContentItem; sanitize: RenderContext['sanitize'] }): ReactNode {
  const m = contentPageMessages();
  const [open, setOpen] = useState(false);
  const text = str(item, 'text');
  const href = safeHref(item.href);
  const details = str(item, 'detailsHtml');
  return (
    <div className="sw-cp-micro">
      <p>
        {text}
        {href && str(item, 'linkText') && (
          <>
            {' '}
            <a href={href}>{str(item, 'linkText')}</a>
          </>
        )}
        {details && (
          <>
            {' '}
            <button type="button" className="sw-cp-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
              {str(item, 'detailsLinkText') || m.seeDetails}
            </button>
          </>
        )}
      </p>
      <Dialog open={open} onClose={() => setOpen(false)} title={str(item, 'detailsTitle') || text} closeLabel={m.close}>
        <Html html={details} sanitize={sanitize} />
      </Dialog>
    </div>
  );
}

export function ViewMore({ item, sanitize }: { item: ContentItem; sanitize: RenderContext['sanitize'] }): ReactNode {
  const m = contentPageMessages();
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = str(item, 'title');
  return (
    <div className="sw-cp-viewmore">
      {title && <h2 className="sw-cp-heading">{title}</h2>}
      <div id={id} className={open ? 'sw-cp-viewmore__text' : 'sw-cp-viewmore__text sw-cp-viewmore__text--closed'}>
        <Html html={str(item, 'html')} sanitize={sanitize} />
      </div>
      <button type="button" className="sw-cp-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? m.viewLess : m.viewMore}
      </button>
    </div>
  );
}
