import { Component, type ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { AreaError } from 'shared-kit/ui';
import type { ShellMessageId } from '../locales';

const AREA_UNAVAILABLE: Record<string, ShellMessageId> = {
  mfe_jobs: 'shell.area.mfe_jobs',
  mfe_candidate: 'shell.area.mfe_candidate',
  mfe_company: 'shell.area.mfe_company',
  mfe_events: 'shell.area.mfe_events',
  page: 'shell.area.page',
};

/** The boundary's screen, a function component so that it says itself again after a language switch. */
function AreaUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  const t = useTranslate<ShellMessageId>();
  return <AreaError title={t(AREA_UNAVAILABLE[area] ?? 'shell.area.other')} onRetry={onRetry} />;
}

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
    return <AreaUnavailable area={this.props.area} onRetry={this.props.onRetry} />;
  }
}
