import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formBackend } from '../../playwright.config';
import type { BackendMode, Received } from './server';

/** A test's own inbox on the local form backend: its address, and what has arrived there. */
export interface Inbox {
  /** The email address to type: the token in it routes the submission to this inbox. */
  email: string;
  /** Every submission received so far, oldest first. */
  received(): Promise<Received[]>;
  /** The fields of the one submission received (fails unless exactly one arrived). */
  only(): Promise<Record<string, string>>;
  /** Changes how the backend answers from now on. */
  setMode(mode: BackendMode): Promise<void>;
}

/** Opens an inbox whose submissions the backend answers as `mode` says. */
export async function openInbox(request: APIRequestContext, mode: BackendMode = 'ok'): Promise<Inbox> {
  const token = randomUUID();
  const control = `${formBackend}/__control/${token}`;
  const setMode = async (next: BackendMode) => {
    const set = await request.put(control, { data: next });
    if (!set.ok()) throw new Error(`The form backend refused mode ${next}: ${await set.text()}`);
  };
  await setMode(mode);
  const received = async (): Promise<Received[]> => (await request.get(control)).json();
  return {
    email: `ada+${token}@example.com`,
    received,
    setMode,
    async only() {
      const all = await received();
      if (all.length !== 1) throw new Error(`Expected one submission, got ${all.length}`);
      return Object.fromEntries(all[0]?.fields ?? []);
    },
  };
}
