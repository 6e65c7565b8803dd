// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { luminance, pageTheme, parseColour } from './theme';
import { htmlDoc } from './testkit';

describe('page theme', () => {
  it('parses the colours getComputedStyle returns', () => {
    expect(parseColour('rgb(33, 33, 33)')).toEqual({ r: 33, g: 33, b: 33, a: 1 });
    expect(parseColour('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColour('rgb(255 255 255 / 50%)')).toEqual({ r: 255, g: 255, b: 255, a: 0.5 });
    expect(parseColour('transparent')).toBeNull();
  });

  it('orders luminance from black to white', () => {
    expect(luminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(luminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1);
    expect(luminance({ r: 33, g: 33, b: 33 })).toBeLessThan(0.2);
  });

  it('reads the first painted background behind the composer, whatever marks the site uses', () => {
    const dark = htmlDoc('<html class="dark"><body style="background: rgb(33, 33, 33)"><form><div id="c"></div></form></body></html>');
    expect(pageTheme(dark.getElementById('c')!)).toBe('dark');
    const light = htmlDoc('<html><body style="background: #fff"><form style="background: rgba(0,0,0,0)"><div id="c"></div></form></body></html>');
    expect(pageTheme(light.getElementById('c')!)).toBe('light');
    // A light card on a dark page: the composer's own surroundings decide.
    const card = htmlDoc('<html><body style="background: #111"><form style="background: rgb(250, 250, 250)"><div id="c"></div></form></body></html>');
    expect(pageTheme(card.getElementById('c')!)).toBe('light');
    expect(pageTheme(htmlDoc('<div id="c"></div>').getElementById('c')!)).toBeNull();
  });
});
