import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Rendered instead of the children once they threw while rendering. */
  fallback: ReactNode;
  children: ReactNode;
  /** Told of the failure after the fallback is shown (e.g. to recover from it). */
  onError?: (error: Error) => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Contains a rendering failure to the part of the page that failed. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
