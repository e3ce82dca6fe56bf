/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (https, localhost),
 * else a hidden text area and the copy command (an http address on a school's network).
 */
/** Copies `text`; true when it reached the clipboard (a failure is logged, spec §8 Other). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.warn('clipboard write failed', error);
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const focused = document.activeElement;
  document.body.append(area);
  area.focus();
  area.select();
  try {
    const copied = document.execCommand('copy');
    if (!copied) console.warn('copy command refused');
    return copied;
  } catch (error) {
    console.warn('copy command failed', error);
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
