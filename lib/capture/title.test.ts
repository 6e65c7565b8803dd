import { describe, expect, it } from 'vitest';
import { TitleTracker } from './title';

describe('TitleTracker', () => {
  it('does not credit the previous chat’s title to the chat navigated to, and takes the new one when it shows', () => {
    const t = new TitleTracker();
    expect(t.observe('a', 'Invoice API')).toBe('Invoice API');
    t.markSent('Invoice API');
    // SPA navigation: the new chat's turns are on the page, the old title still in the tab.
    expect(t.observe('b', 'Invoice API')).toBeNull();
    expect(t.needsUpdate(null)).toBe(false);
    const title = t.observe('b', 'Date parsing');
    expect(title).toBe('Date parsing');
    // Nothing new was captured since, yet the conversation still gets its title.
    expect(t.needsUpdate(title)).toBe(true);
    t.markSent(title);
    expect(t.needsUpdate(t.observe('b', 'Date parsing'))).toBe(false);
  });

  it('a first page load trusts the title, and going back to a chat takes its title again', () => {
    const t = new TitleTracker();
    expect(t.observe('a', 'Units')).toBe('Units');
    expect(t.observe('b', 'Units')).toBeNull();
    expect(t.observe('b', 'Recipes')).toBe('Recipes');
    expect(t.observe('a', 'Recipes')).toBeNull();
    expect(t.observe('a', 'Units')).toBe('Units');
    expect(t.needsUpdate('Units')).toBe(true);
  });

  it('a page without a title gives none', () => {
    const t = new TitleTracker();
    expect(t.observe('a', null)).toBeNull();
    expect(t.observe(null, null)).toBeNull();
  });
});
