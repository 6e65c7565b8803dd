// The page's theme as the user sees it. ChatGPT, Claude, Gemini and DeepSeek each mark dark mode their own way
// (a class on <html>, a data attribute, a body class) and can differ from the OS setting, so Twice reads the
// colour actually painted behind the composer instead of any one site's marker.

/** "rgb(33, 33, 33)" / "rgba(0, 0, 0, 0)" → channels and alpha; null for anything else. */
export function parseColour(css: string): { r: number; g: number; b: number; a: number } | null {
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(css.trim());
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  return { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: alpha };
}

/** Relative luminance (WCAG) of an sRGB colour, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: { r: number; g: number; b: number }): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** 'dark' or 'light' from the first opaque background behind el; null when nothing is painted (use the OS). */
export function pageTheme(el: Element): 'dark' | 'light' | null {
  const win = el.ownerDocument.defaultView;
  if (!win) return null;
  for (let node: Element | null = el; node; node = node.parentElement) {
    const colour = parseColour(win.getComputedStyle(node).backgroundColor);
    if (colour && colour.a >= 0.5) return luminance(colour) < 0.2 ? 'dark' : 'light';
  }
  const scheme = win.getComputedStyle(el.ownerDocument.documentElement).colorScheme;
  if (scheme === 'dark') return 'dark';
  if (scheme === 'light') return 'light';
  return null;
}
