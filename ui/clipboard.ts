/**
 * Copies text from an extension page. navigator.clipboard needs a focused document, which a popup
 * opened from the toolbar has but a background tab may not; the selection-based copy covers that case
 * (the extension holds the clipboardWrite permission).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
