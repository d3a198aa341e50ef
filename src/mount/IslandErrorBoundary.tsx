/** One island's render error: reported once, with the widget's name, and replaced by a small fallback in its own box. */
import { Component as ReactComponent, type ErrorInfo, type ReactNode } from 'react';
import { messagesFor } from '../config/hostConfig';
import { emit } from '../events/events';
import { LAZY_CHUNK_MESSAGES } from './lazyChunk';

interface BoundaryProps {
  name: string;
  host: HTMLElement;
  children: ReactNode;
  /** Called after a render error is reported (a revealWhenReady island keeps its server fallback). */
  onError?: () => void;
}

/** Catches a render error of one island: a small fallback in its own box, the rest of the page unaffected. */
export class IslandErrorBoundary extends ReactComponent<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { name, host } = this.props;
    console.error(`[storefront-widgets] ${name}: the widget failed while rendering and was replaced by a fallback.`, error, info.componentStack);
    host.setAttribute('data-widget-state', 'error');
    emit('widget-error', { widget: name, element: host, message: error.message });
    this.props.onError?.();
  }
  override render(): ReactNode {
    if (this.state.failed)
      return (
        <div className="sw-island-error" role="status">
          {messagesFor('runtime', LAZY_CHUNK_MESSAGES).islandFailed}
        </div>
      );
    return this.props.children;
  }
}
