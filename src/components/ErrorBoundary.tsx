import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/reportError';

interface Props {
  children: ReactNode;
  /** What shows in their place once a child has thrown (a render error, a chunk not loaded). */
  fallback: (error: Error) => ReactNode;
  /** A new value (the next route) clears a caught error. */
  resetKey?: string;
  /**
   * The page is offline: when it is back online (the browser's `online` event, or Try again
   * finding it online) a caught error is cleared, so a part whose chunk could not be loaded
   * meanwhile is asked for again (one that throws again shows its fallback again).
   */
  offline?: boolean;
}

interface State {
  error: Error | null;
  resetKey?: string;
  offline?: boolean;
}

/** A part of the page that throws shows its fallback; the rest of the app keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  // Set in the constructor: a class field compiles (for ES2020) to a defineProperty call.
  constructor(props: Props) {
    super(props);
    this.state = { error: null, resetKey: props.resetKey, offline: props.offline };
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps({ resetKey, offline }: Props, state: State): Partial<State> {
    const backOnline = state.offline && !offline;
    return resetKey !== state.resetKey || backOnline
      ? { error: null, resetKey, offline }
      : { offline };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError('render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error) : this.props.children;
  }
}
