'use client';

import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast';

/** Shows a toast once when a server-rendered message appears (e.g. 'Error loading orders: …'). */
export function ToastOnMount({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    showToast(title, description ? { description } : {});
  }, [title, description]);
  return null;
}
