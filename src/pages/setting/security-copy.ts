// Copies a text to the clipboard and says so; falls back to a hidden text area where the
// Clipboard API is missing or refused (older WebViews, non-secure origins).
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { showToast } from '../../state/ui';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** → copy(text): copies and shows "Copied" (or why not). */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useLingui();
  return useCallback(
    async (text: string) => {
      showToast((await writeClipboard(text)) ? t`Copied` : t`Could not copy. Select the text and copy it by hand.`);
    },
    [t],
  );
}
