// spec §2.3: Ctrl+K, or ⌘K on Apple keyboards, opens the search.

function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform || navigator.userAgent;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** the hint beside the search button */
export function shortcutHint(): string {
  return isApplePlatform() ? '⌘K' : 'Ctrl K';
}

/**
 * Ctrl+K or Cmd+K, in any keyboard layout: event.code names the physical key, so the Russian
 * layout's Ctrl+Л counts too.
 */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return event.code === 'KeyK' || event.key.toLowerCase() === 'k';
}
