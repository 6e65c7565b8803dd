import { describe, expect, it } from 'vitest';
import { isOwnContentScript, isOwnExtensionPage, siteOfUrl, type SenderLike } from './guard';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}/`;

const chatgptTab = (over: Partial<SenderLike> = {}): SenderLike => ({
  id: ID,
  url: 'https://chatgpt.com/c/6997a1b2-0c4d-8320-a1f3-5b2e9c7d4e10',
  tab: { id: 7, url: 'https://chatgpt.com/c/6997a1b2-0c4d-8320-a1f3-5b2e9c7d4e10', incognito: false },
  frameId: 0,
  ...over,
});

describe('isOwnContentScript', () => {
  it('accepts our content script in the top frame of a tab on the site it speaks for', () => {
    expect(isOwnContentScript(chatgptTab(), ID, 'chatgpt')).toBe(true);
    const claude: SenderLike = { id: ID, url: 'https://claude.ai/chat/x', tab: { id: 3, url: 'https://claude.ai/chat/x' }, frameId: 0 };
    expect(isOwnContentScript(claude, ID, 'claude')).toBe(true);
    // Chrome leaves frameId out in some paths; the top-frame check must not reject that.
    expect(isOwnContentScript(chatgptTab({ frameId: undefined }), ID, 'chatgpt')).toBe(true);
  });

  it('rejects a tab claiming to speak for the other site', () => {
    expect(isOwnContentScript(chatgptTab(), ID, 'claude')).toBe(false);
  });

  it('rejects another extension', () => {
    expect(isOwnContentScript(chatgptTab({ id: 'someotherextensionidxxxxxxxxxxxx' }), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(chatgptTab({ id: undefined }), ID, 'chatgpt')).toBe(false);
  });

  it('rejects senders without a usable tab (extension pages, workers, offscreen documents)', () => {
    expect(isOwnContentScript(chatgptTab({ tab: undefined }), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(chatgptTab({ tab: { url: 'https://chatgpt.com/' } }), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(chatgptTab({ tab: { id: -1, url: 'https://chatgpt.com/' } }), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript({ id: ID, url: `${ORIGIN}popup.html` }, ID, 'chatgpt')).toBe(false);
  });

  it('rejects our extension page opened in a tab', () => {
    const popupTab: SenderLike = { id: ID, url: `${ORIGIN}popup.html`, tab: { id: 9, url: `${ORIGIN}popup.html` }, frameId: 0 };
    expect(isOwnContentScript(popupTab, ID, 'chatgpt')).toBe(false);
  });

  it('rejects sub-frames, even on the right site (an embedded frame could be anyone)', () => {
    expect(isOwnContentScript(chatgptTab({ frameId: 3 }), ID, 'chatgpt')).toBe(false);
  });

  it('judges the frame URL before the tab URL', () => {
    expect(isOwnContentScript(chatgptTab({ url: 'https://evil.example/' }), ID, 'chatgpt')).toBe(false);
  });

  it('accepts only https and only the exact hosts', () => {
    const at = (url: string) => chatgptTab({ url, tab: { id: 7, url } });
    expect(isOwnContentScript(at('http://chatgpt.com/c/1'), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(at('https://chatgpt.com.evil.example/c/1'), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(at('https://evil.chatgpt.com/c/1'), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(at('https://evilchatgpt.com/c/1'), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(at('https://chatgpt.com@evil.example/'), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(at('javascript:alert(1)//https://chatgpt.com/'), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(at('not a url'), ID, 'chatgpt')).toBe(false);
    expect(isOwnContentScript(at(''), ID, 'chatgpt')).toBe(false);
  });
});

describe('isOwnExtensionPage', () => {
  it('accepts our own pages, with or without a tab', () => {
    expect(isOwnExtensionPage({ id: ID, url: `${ORIGIN}popup.html?tab=3` }, ORIGIN)).toBe(true);
    expect(isOwnExtensionPage({ id: ID, url: `${ORIGIN}options.html`, tab: { id: 4 } }, ORIGIN)).toBe(true);
  });

  it('rejects chat tabs, other extensions and senders without a URL', () => {
    expect(isOwnExtensionPage(chatgptTab(), ORIGIN)).toBe(false);
    // Another extension's page (URL.origin would be "null" for both in Node, so the guard compares hosts).
    expect(isOwnExtensionPage({ id: ID, url: 'chrome-extension://otherextensionidaaaaaaaaaaaaaaaa/popup.html' }, ORIGIN)).toBe(false);
    expect(isOwnExtensionPage({ id: ID, url: 'https://chatgpt.com/popup.html' }, 'https://chatgpt.com/')).toBe(false);
    expect(isOwnExtensionPage({ id: ID }, ORIGIN)).toBe(false);
    expect(isOwnExtensionPage({ id: ID, url: 'garbage' }, ORIGIN)).toBe(false);
    expect(isOwnExtensionPage({ id: ID, url: `${ORIGIN}popup.html` }, 'not an origin')).toBe(false);
  });
});

describe('siteOfUrl', () => {
  it('maps the two sites and nothing else', () => {
    expect(siteOfUrl('https://chatgpt.com/c/1')).toBe('chatgpt');
    expect(siteOfUrl('https://claude.ai/chat/1')).toBe('claude');
    expect(siteOfUrl('http://claude.ai/chat/1')).toBe(null);
    expect(siteOfUrl('https://chat.openai.com/c/1')).toBe(null);
    expect(siteOfUrl('https://claude.ai.evil.example/')).toBe(null);
    expect(siteOfUrl(undefined)).toBe(null);
  });
});
