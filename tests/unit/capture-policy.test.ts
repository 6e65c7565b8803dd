import { describe, expect, it } from 'vitest';
import { captureAllowed } from '@/lib/capture-policy';
import { DEFAULT_SETTINGS } from '@/lib/settings';

const base = DEFAULT_SETTINGS.capture;
const from = (over: Partial<Parameters<typeof captureAllowed>[1]> = {}) => ({
  site: 'chatgpt' as const,
  temporary: false,
  incognito: false,
  ...over,
});

describe('captureAllowed', () => {
  it('captures a normal window by default', () => {
    expect(captureAllowed(base, from())).toBe(true);
    expect(captureAllowed(base, from({ site: 'claude' }))).toBe(true);
  });

  it('does not capture incognito windows unless the user allowed it', () => {
    expect(base.incognito).toBe(false);
    expect(captureAllowed(base, from({ incognito: true }))).toBe(false);
    expect(captureAllowed({ ...base, incognito: true }, from({ incognito: true }))).toBe(true);
  });

  it('does not capture temporary chats unless the user allowed it', () => {
    expect(captureAllowed(base, from({ temporary: true }))).toBe(false);
    expect(captureAllowed({ ...base, temporaryChats: true }, from({ temporary: true }))).toBe(true);
  });

  it('needs both permissions for a temporary chat in an incognito window', () => {
    const both = from({ temporary: true, incognito: true });
    expect(captureAllowed({ ...base, incognito: true }, both)).toBe(false);
    expect(captureAllowed({ ...base, temporaryChats: true }, both)).toBe(false);
    expect(captureAllowed({ ...base, incognito: true, temporaryChats: true }, both)).toBe(true);
  });

  it('respects the per-site switch, whatever else is allowed', () => {
    const off = { ...base, chatgpt: false, incognito: true, temporaryChats: true };
    expect(captureAllowed(off, from())).toBe(false);
    expect(captureAllowed(off, from({ site: 'claude' }))).toBe(true);
  });
});
