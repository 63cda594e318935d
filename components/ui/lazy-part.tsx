'use client';

import { Component, Suspense, type ReactNode } from 'react';
import { useTexts } from '@/components/i18n/client-texts-context';
import { showToast } from './toast';

interface LazyPartProps {
  /** Puts the page back as it was before the part was asked for (closes the dialog). */
  onFail: () => void;
  fallback?: ReactNode;
  children: ReactNode;
}

class PartBoundary extends Component<LazyPartProps & { failedText: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    showToast(this.props.failedText);
    this.props.onFail();
  }

  render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}

/**
 * A part loaded on first use (a dialog, a panel). Its chunk can fail to load (offline, or a new
 * deploy removed the old chunks mid-visit); without this boundary the error would replace the
 * whole page with the error page. Instead the part closes and a toast says why, in the page's
 * language. React keeps a failed lazy() import, so only a reload tries again, which the message
 * asks for.
 */
export function LazyPart(props: LazyPartProps) {
  return <PartBoundary {...props} failedText={useTexts('status').partFailed} />;
}
