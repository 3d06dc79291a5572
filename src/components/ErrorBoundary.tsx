import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/reportError';

interface Props {
  children: ReactNode;
  /** What shows in their place once a child has thrown (a render error, a chunk not loaded). */
  fallback: (error: Error) => ReactNode;
  /** A new value (the next route) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** A part of the page that throws shows its fallback; the rest of the app keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  // Set in the constructor: a class field compiles (for ES2020) to a defineProperty call.
  constructor(props: Props) {
    super(props);
    this.state = { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps({ resetKey }: Props, state: State): Partial<State> | null {
    return resetKey === state.resetKey ? null : { error: null, resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError('render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error) : this.props.children;
  }
}
