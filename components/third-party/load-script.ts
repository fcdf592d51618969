/**
 * Appends an async third-party script. A failure (blocked, offline, 4xx) is logged only
 * (docs/behaviour.md section 7): no uncaught error, and nothing on the page moves. `onError` lets the
 * caller undo a state it showed while loading.
 */
export function loadScript(
  src: string,
  label: string,
  attributes: Record<string, string> = {},
  onError?: () => void,
) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.addEventListener('error', () => {
    console.warn(`${label} failed to load: ${src}`);
    script.remove();
    onError?.();
  });
  document.head.appendChild(script);
}
