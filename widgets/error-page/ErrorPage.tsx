import { useStore } from '../../src/stores/useStore';
import { useEffect, type ReactNode } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { $site } from '../../src/stores';
import { Button } from '../../src/ui';
import { errorPageStep, startErrorPage, type ErrorPageCalls } from './model';
import { canGoBack, errorPageView } from './selectors';
import './ErrorPage.css';
import { errorPageMessages } from './messages';

/**
 * The error page (spec section 2): the title, Home, Refresh and Go Back, and the 'Explore Categories' links
 * from the header content. Go Back uses the browser's history when the shopper came from a page (a referrer
 * and a history entry before this one), else goes home: a tab opened on this address has nowhere to go back to.
 */
export function ErrorPage(): ReactNode {
  const m = errorPageMessages();
  const site = useStore($site);
  const calls = useCalls<ErrorPageCalls>();
  const [state, dispatch] = useModel(
    errorPageStep,
    () => startErrorPage(site),
    () => ({ request: calls }),
  );
  const { home, links } = errorPageView(state, site);
  useEffect(() => dispatch({ type: 'siteChanged', site }), [dispatch, site]);

  return (
    <section className="sw-ep" aria-labelledby="sw-ep-title">
      <h1 id="sw-ep-title" className="sw-ep__title">
        {m.title}
      </h1>
      <p className="sw-ep__text">{m.text}</p>
      <div className="sw-ep__actions">
        <a className="sw-button sw-button--primary" href={home}>
          {m.home}
        </a>
        <Button variant="secondary" onClick={() => location.reload()}>
          {m.refresh}
        </Button>
        <Button variant="secondary" onClick={() => (canGoBack(history.length, document.referrer) ? history.back() : location.assign(home))}>
          {m.back}
        </Button>
      </div>
      {links.length > 0 && (
        <nav aria-labelledby="sw-ep-explore">
          <h2 id="sw-ep-explore" className="sw-ep__sub">
            {m.explore}
          </h2>
          <ul className="sw-ep__links">
            {links.map((l) => (
              <li key={l.url}>
                <a className="sw-link" href={l.url}>
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
