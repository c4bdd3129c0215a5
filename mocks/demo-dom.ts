/**
 * Elements for the demo's stand-ins of third-party widgets (mocks/demo-captcha.ts, mocks/demo-support-chat.ts),
 * styled through the CSSOM: the app's CSP allows no style attributes in markup.
 */
export function styledElement<K extends keyof HTMLElementTagNameMap>(tag: K, style: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.style.cssText = style;
  node.textContent = text;
  return node;
}
