import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  failed: boolean;
}

/** Catches a screen that fails to load (e.g. a chunk missing after a deployment) and offers a reload. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteFailed />;
  }
}

function RouteFailed() {
  const { t } = useTranslation('shell');
  return (
    <div className="page narrow">
      <h1>{t('shell.failedTitle')}</h1>
      <p role="alert">{t('shell.failedText')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </div>
  );
}
