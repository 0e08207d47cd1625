import { Component, type ReactNode } from 'react';
import { AreaError } from 'shared-kit/ui';

const AREA_TITLES: Record<string, string> = {
  mfe_jobs: 'Job search',
  mfe_candidate: 'Your account',
  mfe_company: 'The company area',
  mfe_events: 'Career events',
  page: 'This page',
};

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that failed to load or threw while rendering; the rest of the page keeps working. */
export class AreaErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[area] ${this.props.area} failed`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const what = AREA_TITLES[this.props.area] ?? 'This part of the site';
    return <AreaError title={`${what} is temporarily unavailable.`} onRetry={this.props.onRetry} />;
  }
}
