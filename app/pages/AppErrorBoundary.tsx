import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerError } from './ServerError';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Changes with every navigation: moving to another page tries again. */
  resetKey: string;
}

interface AppErrorBoundaryState {
  failedAt: string | null;
}

/**
 * The top-level error fallback: a screen that throws while rendering shows the 500 page
 * instead of a blank one. React has no hook for this; a class is the way.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<AppErrorBoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <ServerError />;
  }
}
