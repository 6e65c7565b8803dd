// Whose title is this? After SPA navigation the page keeps showing the previous chat's title for a while (the
// site sets document.title once the new conversation has loaded), and the transcript of the new chat is often
// read before that. A title is credited to a conversation only once it differs from what the page showed for
// the conversation before; and a title that changes later, with no new turn, is still worth one update.

export class TitleTracker {
  private conversation: string | null = null;
  /** The last title the page showed while on `conversation`. */
  private shown: string | null = null;
  /** The previous conversation's title, until the page replaces it. */
  private stale: string | null = null;
  private sent: string | null = null;

  /** The title to credit to `conversationId` now, given what the page shows (null: not known yet). */
  observe(conversationId: string | null, pageTitle: string | null): string | null {
    if (conversationId !== this.conversation) {
      this.stale = this.conversation !== null ? this.shown : null;
      this.conversation = conversationId;
      this.sent = null;
    }
    this.shown = pageTitle;
    if (pageTitle === null || pageTitle === this.stale) return null;
    this.stale = null;
    return pageTitle;
  }

  /** True when `title` is known and has not been sent for the current conversation yet. */
  needsUpdate(title: string | null): boolean {
    return title !== null && title !== this.sent;
  }

  markSent(title: string | null): void {
    if (title !== null) this.sent = title;
  }
}
