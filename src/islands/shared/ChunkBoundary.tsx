import { Component, lazy, useCallback, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { t } from '../../i18n';

/**
 * A lazily loaded part of an island (a payment form, the size guide) whose chunk fails to load (the
 * shopper is offline, or a deploy removed the old `_astro` files) shows `message` and a "Try again"
 * button in its place, instead of React unmounting the whole island and what the shopper typed with it.
 *
 * React.lazy keeps a rejected import for good, so "Try again" calls `onRetry`, which must give the
 * children new lazy components (`retryableLazy` and `useLazyRetry`): the boundary shows them again in the
 * same render.
 */
interface Props {
  message: string;
  onRetry: () => void;
  children: ReactNode;
}

export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page could not be loaded', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="chunk-failed" role="alert">
        <p className="field-error">{this.props.message}</p>
        <button type="button" className="button button--outline" onClick={this.retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
}

/** A lazy component that a retry can make anew: `current` is the one to render now. */
export interface RetryableLazy<P> {
  readonly current: LazyExoticComponent<ComponentType<P>>;
  /** Makes a new lazy component (a new import) if this one's import failed; one that loaded stays. */
  renewIfFailed(): void;
}

/** React.lazy at module level (one lazy component shared by every mount), which a retry can renew. */
export function retryableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  let failed = false;
  let failures = 0;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        failures++;
        throw error;
      }),
    );
  let current = make();
  return {
    get current() {
      return current;
    },
    renewIfFailed() {
      if (!failed) return;
      // Chromium fetches a failed module again; Firefox and Safari keep the failure for the page's life
      // (the HTML spec's module map), so after a second failure only a reload can load it.
      if (failures >= 2) {
        window.location.reload();
        return;
      }
      failed = false;
      current = make();
    },
  };
}

/**
 * The `onRetry` of a ChunkBoundary around these lazy components: renews the failed ones and renders
 * the component again, which reads their `current` afresh. `lazies` is a constant (module-level) list.
 */
export function useLazyRetry(lazies: readonly Pick<RetryableLazy<never>, 'renewIfFailed'>[]): () => void {
  const [, rerender] = useState(0);
  return useCallback(() => {
    lazies.forEach((l) => l.renewIfFailed());
    rerender((n) => n + 1);
  }, [lazies]);
}
