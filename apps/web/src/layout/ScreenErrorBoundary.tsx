import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Whatever a screen throws while rendering (a failed page chunk too) shows ErrorScreen; a navigation tries again. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}

interface BoundaryProps {
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  locationKey: string;
  failure: { error: unknown } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { locationKey: this.props.locationKey, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // The back button (or any navigation) leaves the broken screen, as the data router's errorElement did.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { locationKey: props.locationKey, failure: null };
  }

  override render() {
    return this.state.failure ? <ErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}
