import { describe, expect, it } from 'vitest';
import { failureLine } from '@/components/account/form-failure';
import { FormPostError } from '@/components/forms/post-json';

describe('the line a failed account form shows', () => {
  it('is the server’s own words for a rate limit or an ended session', () => {
    expect(failureLine(new FormPostError('Wait 5 minutes', 429), 'fallback')).toBe('Wait 5 minutes');
    expect(failureLine(new FormPostError('Sign in required', 401), 'fallback')).toBe('Sign in required');
  });

  it('is the fallback for anything else', () => {
    expect(failureLine(new FormPostError('An unexpected error occurred.', 503), 'fallback')).toBe('fallback');
    expect(failureLine(new Error('network'), 'fallback')).toBe('fallback');
  });
});
