import { Component, type ReactNode } from 'react';
import { logError } from '@/lib/log';

interface Props {
  children: ReactNode;
  /** A new value (the next route) clears a caught error. */
  resetKey: string;
  homeHref: string;
}

interface State {
  hasError: boolean;
  key: string;
}

/** A screen that throws shows a recovery message with a way home; the rest of the app keeps working. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { hasError: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error): void {
    logError('screen', error);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <section className="screen" role="alert">
        <h1 className="screen-title">Something went wrong on this page.</h1>
        <a className="button button--primary" href={this.props.homeHref}>
          Go back to Home
        </a>
      </section>
    );
  }
}
