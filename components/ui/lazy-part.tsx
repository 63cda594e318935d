'use client';

import { Component, Suspense, type ReactNode } from 'react';
import { showToast } from './toast';

export const LAZY_PART_FAILED = 'This could not be opened. Please check your connection and reload the page.';

interface LazyPartProps {
  /** Puts the page back as it was before the part was asked for (closes the dialog). */
  onFail: () => void;
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A part loaded on first use (a dialog, a panel). Its chunk can fail to load (offline, or a new
 * deploy removed the old chunks mid-visit); without this boundary the error would replace the
 * whole page with the error page. Instead the part closes and a toast says why. React keeps a
 * failed lazy() import, so only a reload tries again, which the message asks for.
 */
export class LazyPart extends Component<LazyPartProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    showToast(LAZY_PART_FAILED);
    this.props.onFail();
  }

  render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}
