// Domain types shared by every room of the project (content scripts, background, UI, Node tools).

import type { Site } from './sites/registry';

export type { Site } from './sites/registry';
export { SITE_IDS as SITES } from './sites/registry';

export type Role = 'user' | 'assistant';

/** One finished turn of a conversation, as captured from the page. */
export interface Turn {
  conversationId: string;
  site: Site;
  /** The site's own stable id where it exists, else a deterministic hash of conversation, role and text. */
  turnId: string;
  role: Role;
  /** Visible text as a person would copy it (code fences kept, labels and buttons removed). */
  text: string;
  /** Position in the conversation as far as the page showed it; ordering hint only, never identity. */
  index: number;
  createdAt: number;
  /** Loaded above turns already captured (scrolling up): kept for context, never detected as new. */
  history?: boolean;
  /** On the page when the user arrived from a shared link: someone else's words, never a rule by itself. */
  shared?: boolean;
}
