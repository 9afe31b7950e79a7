/**
 * Copies text: the async clipboard API where it exists and works, else a hidden textarea and
 * execCommand('copy') (older WeChat WebViews and plain http). The textarea goes into `container`, so a
 * dialog's focus trap does not pull focus away mid-copy. Never throws.
 */
export async function copyText(text: string, container: HTMLElement = document.body): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or not allowed here: try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true; // no keyboard on phones
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;font-size:16px';
  container.appendChild(area);
  const active = document.activeElement as HTMLElement | null;
  let ok = false;
  try {
    area.select();
    area.setSelectionRange(0, text.length); // iOS ignores select() alone
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus();
  return ok;
}
