import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import type { ShellMessageId } from '../locales';

type Props = {
  children: ReactNode;
  /** When this changes (the path), a failed boundary tries its children again: another page may well work. */
  resetKey?: string;
};

type State = { failed: boolean; key: string | undefined };

const reload = () => window.location.reload();

/** The boundary's screen, a function component so that it says itself again after a language switch. */
function AppError() {
  const t = useTranslate<ShellMessageId>();
  return (
    <section role="alert" className="app-error">
      <h1>{t('shell.appError.title')}</h1>
      <p>{t('shell.appError.message')}</p>
      <p className="app-error-actions">
        <Button onClick={reload}>{t('shell.appError.reload')}</Button>
        {/* A plain link: a full load starts the app afresh, whatever state broke it. */}
        <a href="/">{t('shell.appError.home')}</a>
      </p>
    </section>
  );
}

/**
 * The last line of defence against a blank screen: React unmounts the whole tree on an uncaught render error, so
 * an unexpected throw anywhere (a malformed URL, a bad answer) would leave an empty page. This shows a way on
 * instead. Remote areas have their own boundary (AreaErrorBoundary) and fail alone first. See
 * docs/front-end-rules.md.
 */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.key) return null;
    return { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[app] a page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <AppError />;
  }
}
