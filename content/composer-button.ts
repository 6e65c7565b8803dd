// The in-page "Insert learned rules" button beside the composer, with a count of relevant rules and
// a preview before anything is inserted. It lives in a shadow root so page CSS cannot break it and it
// cannot break the page, and it remounts itself when the site re-renders the composer.
// The chat page is untrusted: the root is closed (page scripts cannot read the preview, which holds rules
// learned on other sites), rule text is rendered only after a person's click or the browser's shortcut, and
// clicks, keys and changes the page synthesises (event.isTrusted false) are ignored, so the page can neither
// insert rules nor record insertions.
import { browser } from 'wxt/browser';
import { createShadowRootUi, type ShadowRootContentScriptUi } from 'wxt/utils/content-script-ui/shadow-root';
import type { Feature } from './features';
import type { SiteAdapter } from '@/lib/sites/types';
import type { RulesPreview } from '@/lib/protocol';
import { toBackground } from '@/utils/messaging';
import { findComposer, insertRules, readDraft } from './composer';
import { latestScan } from './page-state';
import css from './composer-button.css?inline';
import { chosenBlock, initialChoice, previewView } from '@/lib/recall/preview';
import { pageTheme } from '@/lib/sites/theme';

/** Matching needs the gist of a draft, not all of a pasted log: the work per keystroke stays bounded. */
const MAX_DRAFT = 20_000;

const t = (key: string, subs?: string | string[]) => browser.i18n.getMessage(key as never, subs) || key;

interface ButtonState {
  ui: ShadowRootContentScriptUi<void> | null;
  adapter: SiteAdapter | null;
  preview: RulesPreview | null;
  open: boolean;
  /** Move focus into the panel once it shows the rules (it opened on a person's gesture). */
  focusPending: boolean;
  /**
   * The panel is open and the rules for the current draft are still on their way. Until they arrive it offers
   * nothing to insert: the last preview was for an older draft, and replacing the panel under a click swallows it.
   */
  loading: boolean;
}

const state: ButtonState = { ui: null, adapter: null, preview: null, open: false, focusPending: false, loading: false };

/** Opens the panel for the draft as it is now: loading first, then the fresh rules, then focus on the action. */
let opening = 0;

function openFresh(adapter: SiteAdapter): void {
  state.open = true;
  state.focusPending = true;
  state.loading = true;
  paint();
  const mine = ++opening;
  void fetchPreview(adapter).then((p) => {
    // Closed and opened again meanwhile: only the latest opening's rules are shown.
    if (mine !== opening) return;
    state.preview = p;
    state.loading = false;
    paint();
    focusPanel();
  });
}

/** Listens only to what a person did: a page script's click(), dispatchEvent() or key events are ignored. */
function onTrusted<E extends Event>(node: EventTarget, type: string, fn: (e: E) => void): void {
  node.addEventListener(type, (e) => {
    if (!e.isTrusted) {
      e.preventDefault();
      e.stopImmediatePropagation();
      return;
    }
    fn(e as E);
  });
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...kids: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node: HTMLElementTagNameMap[K] = document.createElement(tag);
  Object.assign(node, props);
  node.append(...kids);
  return node;
}

async function fetchPreview(adapter: SiteAdapter): Promise<RulesPreview | null> {
  const scan = latestScan();
  try {
    return await toBackground.sendMessage('getRulesPreview', {
      site: adapter.site,
      draft: readDraft(findComposer(adapter)).slice(0, MAX_DRAFT),
      conversationId: scan?.page.conversationId ?? null,
      project: scan?.page.project ?? null,
    });
  } catch {
    return null;
  }
}

function paint(): void {
  const root = state.ui?.uiContainer;
  if (!root) return;
  const count = state.preview?.rules.length ?? 0;
  root.replaceChildren();
  const button = el('button', {
    className: 'twice-btn',
    type: 'button',
    title: t('insertButtonTitle'),
  }, el('span', { className: 'mark', ariaHidden: 'true' }, '2×'), t('insertButton'));
  button.setAttribute('aria-expanded', String(state.open));
  button.dataset.twice = 'insert-button';
  const badge = el('span', { className: count ? 'badge' : 'badge empty' }, String(count));
  badge.setAttribute('aria-label', count === 1 ? t('rulesCountOne') : t('rulesCount', String(count)));
  button.append(badge);
  onTrusted(button, 'click', () => {
    if (!state.open && state.adapter) return openFresh(state.adapter);
    state.open = false;
    state.focusPending = false;
    paint();
  });
  root.append(button);
  if (state.open) root.append(renderPanel());
}

/** Closes the panel; when the person closed it (Escape, Cancel), the caret goes back to where they type. */
function closePanel(returnFocus: boolean): void {
  state.open = false;
  paint();
  const composer = returnFocus && state.adapter ? findComposer(state.adapter) : null;
  if (!composer) return;
  composer.focus();
  if (!(composer instanceof HTMLTextAreaElement)) {
    // focus() puts a contenteditable's caret at its start: back to the end of the draft.
    const range = document.createRange();
    range.selectNodeContents(composer);
    range.collapse(false);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
  }
}

/** Keyboard users land on the panel's primary action; a panel still loading keeps the request for later. */
function focusPanel(): void {
  if (!state.focusPending || !state.open) return;
  const root = state.ui?.uiContainer;
  const target = root?.querySelector<HTMLButtonElement>('button[data-twice="insert-confirm"]') ?? root?.querySelector<HTMLButtonElement>('button[data-twice="cancel"]');
  if (target) {
    target.focus();
    state.focusPending = false;
  }
}

function renderPanel(): HTMLElement {
  const preview = state.preview;
  const panel = el('div', { className: 'panel' });
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', t('previewTitle'));
  panel.append(el('h2', {}, t('previewTitle')));
  if (state.loading) {
    const close = el('button', { type: 'button' }, t('cancel'));
    close.dataset.twice = 'cancel';
    onTrusted(close, 'click', () => closePanel(true));
    const line = el('p', { className: 'muted' }, t('previewLoading'));
    line.setAttribute('role', 'status');
    panel.append(line, el('div', { className: 'actions' }, close));
    return panel;
  }
  const view = previewView(preview, t);
  if (view.review) {
    const open = el('button', { type: 'button', className: 'link' }, t('reviewOpen'));
    open.dataset.twice = 'open-review';
    onTrusted(open, 'click', () => void toBackground.sendMessage('openReview', undefined).catch(() => {}));
    panel.append(el('p', { className: 'muted review-line' }, view.review, ' ', open));
  }
  if (!preview || view.rows.length === 0) {
    const close = el('button', { type: 'button' }, t('cancel'));
    close.dataset.twice = 'cancel';
    onTrusted(close, 'click', () => closePanel(true));
    panel.append(el('p', { className: 'muted' }, view.empty), el('div', { className: 'actions' }, close));
    return panel;
  }
  const chosen = initialChoice(preview);
  const list = el('ul');
  const count = el('p', { className: 'muted' });
  const update = () => {
    const block = chosenBlock(preview, chosen);
    count.textContent = t('previewChars', String(block.chars));
    return block;
  };
  for (const r of view.rows) {
    const box = el('input', { type: 'checkbox', checked: true });
    // A synthetic click would toggle the box before any listener could refuse it: untrusted clicks are
    // cancelled, which also reverts the toggle.
    onTrusted(box, 'click', () => {});
    box.addEventListener('change', () => {
      if (box.checked) chosen.add(r.id);
      else chosen.delete(r.id);
      update();
    });
    list.append(
      el('li', {}, el('label', {}, box, el('span', { className: 'rule' }, r.text)), el('span', { className: 'why' }, r.why)),
    );
  }
  update();
  const omitted = view.omitted;
  const insert = el('button', { type: 'button', className: 'primary' }, t('insertConfirm'));
  insert.dataset.twice = 'insert-confirm';
  // Only a person's click inserts, and only an insertion that happened is recorded.
  onTrusted(insert, 'click', () => {
    const adapter = state.adapter;
    const composer = adapter && findComposer(adapter);
    const block = update();
    const ids = block.ids;
    if (!adapter || !composer || ids.length === 0) return;
    const result = insertRules(composer, block.text);
    if (result.ok) {
      const scan = latestScan();
      toBackground
        .sendMessage('rulesApplied', { site: adapter.site, conversationId: scan?.page.conversationId ?? null, ruleIds: ids })
        .catch((e) => console.debug('[twice] rulesApplied', e));
      state.open = false;
      paint();
    } else {
      count.textContent = t('insertFailed');
    }
  });
  const cancel = el('button', { type: 'button' }, t('cancel'));
  cancel.dataset.twice = 'cancel';
  onTrusted(cancel, 'click', () => closePanel(true));
  panel.append(list, count);
  if (omitted) panel.append(el('p', { className: 'muted omitted' }, omitted));
  panel.append(el('div', { className: 'actions' }, cancel, insert));
  return panel;
}

/** The keyboard shortcut: a browser command, which no page can send. */
export function openPreview(adapter: SiteAdapter): void {
  state.adapter = adapter;
  openFresh(adapter);
}

export const composerButton: Feature = {
  id: 'composer-button',
  perPage: true,
  async init({ ctx, adapter, signal }) {
    state.adapter = adapter;
    const anchorOf = (composer: HTMLElement) => composer.closest('form, fieldset') ?? composer.parentElement;

    const mount = async () => {
      const composer = findComposer(adapter);
      const anchor = composer && anchorOf(composer);
      if (!anchor || signal.aborted) return;
      state.ui?.remove();
      state.ui = await createShadowRootUi<void>(ctx, {
        name: 'twice-composer-button',
        position: 'inline',
        anchor,
        append: 'before',
        css,
        mode: 'closed',
        isolateEvents: ['keydown', 'keyup', 'keypress', 'input'],
        onMount: (container) => {
          // Escape closes the panel from anywhere inside it (keys stay inside: isolateEvents).
          onTrusted<KeyboardEvent>(container, 'keydown', (e) => {
            if (e.key === 'Escape' && state.open) {
              e.preventDefault();
              closePanel(true);
            }
          });
          paint();
        },
      });
      state.ui.mount();
      watched = anchor;
      resizes.disconnect();
      resizes.observe(anchor);
      place();
    };

    let watched: Element | null = null;
    /** Lines the button up with the composer box and takes the page's theme; again whenever either changes. */
    const place = () => {
      const host = state.ui?.shadowHost;
      if (!host || !watched || signal.aborted) return;
      // Measured without the offset, the host's left edge is where its parent's content starts.
      host.style.removeProperty('--twice-left');
      const box = watched.getBoundingClientRect();
      const at = host.getBoundingClientRect();
      if (box.width > 0) {
        host.style.setProperty('--twice-width', `${Math.round(box.width)}px`);
        host.style.setProperty('--twice-left', `${Math.max(0, Math.round(box.left - at.left))}px`);
      }
      const theme = pageTheme(watched);
      if (theme) host.dataset.theme = theme;
      else delete host.dataset.theme;
    };
    let placeFrame = 0;
    const placeSoon = () => {
      cancelAnimationFrame(placeFrame);
      placeFrame = requestAnimationFrame(place);
    };
    const resizes = new ResizeObserver(placeSoon);
    ctx.addEventListener(window, 'resize', placeSoon);
    // Sites switch theme with a class or attribute on <html> or <body>, or follow the OS.
    const themes = new MutationObserver(placeSoon);
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'data-theme', 'data-mode'] });
    if (document.body) themes.observe(document.body, { attributes: true, attributeFilter: ['class', 'style', 'data-theme', 'data-mode'] });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', placeSoon);

    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshCount = () => {
      if (refreshTimer) clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => {
        void fetchPreview(adapter).then((p) => {
          state.preview = p;
          paint();
        });
      }, 400);
    };

    // Sites re-render the composer (navigation, model switch); remount when our host is detached.
    // Cleared on abort: ctx timers and listeners live as long as the script, not the page.
    const remount = ctx.setInterval(() => {
      if (signal.aborted) return;
      const composer = findComposer(adapter);
      if (composer && (!state.ui || !state.ui.shadowHost.isConnected)) {
        void mount().then(refreshCount);
      }
    }, 1000);
    ctx.addEventListener(document, 'input', (e) => {
      if (signal.aborted) return;
      const composer = findComposer(adapter);
      if (composer && e.target instanceof Node && composer.contains(e.target)) refreshCount();
    });
    signal.addEventListener('abort', () => {
      clearInterval(remount);
      resizes.disconnect();
      themes.disconnect();
      scheme.removeEventListener('change', placeSoon);
      cancelAnimationFrame(placeFrame);
      if (refreshTimer) clearTimeout(refreshTimer);
      state.ui?.remove();
      state.ui = null;
      state.open = false;
    });
    await mount();
    refreshCount();
  },
};
